import { useEffect, useRef } from 'react';
import { READ_VISIBILITY } from './messages';

/**
 * Messages count as read when half of one is on screen. The server marks every message delivered so
 * far as read, so the thread watches the newest message from the other side while it has unread ones: once that
 * one is half visible, everything above it has been scrolled past.
 */
export function useReadMarking(element: HTMLElement | null, unread: boolean, markRead: () => void): void {
  const markRef = useRef(markRead);
  markRef.current = markRead;
  useEffect(() => {
    if (!element || !unread || typeof IntersectionObserver === 'undefined') return;
    let done = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (done) return;
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= READ_VISIBILITY)) {
          done = true;
          observer.disconnect();
          markRef.current();
        }
      },
      { threshold: READ_VISIBILITY },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, unread]);
}
