import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../shared/http';
import { dashboardApi, type DownloadAnswer } from './api';
import { DASHBOARD_TEXT, DOWNLOAD_POLL_LIMIT, timing } from './messages';

/** Starts the browser's download of a ready file. */
function saveFile(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  a.download = '';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * The polling download: ask `/my_dashboard/download?id=` until it answers status true, then save the
 * file. At most DOWNLOAD_POLL_LIMIT polls, then the error sentence. `busy` disables the card's download buttons.
 */
export function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const download = useCallback(
    async (url: string) => {
      setBusy(url);
      setError(null);
      try {
        for (let poll = 1; poll <= DOWNLOAD_POLL_LIMIT && alive.current; poll++) {
          let answer: DownloadAnswer | null = null;
          try {
            answer = await dashboardApi.downloadStatus(url);
          } catch (err) {
            // A refusal (not found, not signed yet) will not change by asking again; a server hiccup may.
            if (err instanceof ApiError && err.status < 500) break;
          }
          if (answer?.status) {
            saveFile(answer.url);
            return;
          }
          if (poll < DOWNLOAD_POLL_LIMIT) await new Promise(resolve => setTimeout(resolve, timing.downloadPollMs));
        }
        if (alive.current) setError(DASHBOARD_TEXT.downloadFailed);
      } finally {
        if (alive.current) setBusy(null);
      }
    },
    [],
  );
  return { busy, error, download };
}
