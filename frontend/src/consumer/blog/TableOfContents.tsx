import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState, type RefObject } from 'react';

/** Scroll offset 100 px, 40% of the window height on mobile. */
export const DESKTOP_OFFSET = 100;
export const MOBILE_OFFSET_RATIO = 0.4;

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

/** Headings h1 to h6 inside `root`, except those marked data-toc-skip. */
export function collectHeadings(root: HTMLElement): TocEntry[] {
  return Array.from(root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6'))
    .filter(h => !h.hasAttribute('data-toc-skip') && h.id)
    .map(h => ({ id: h.id, text: h.textContent ?? '', level: Number(h.tagName[1]) }));
}

export function scrollOffset(mobile: boolean, windowHeight: number): number {
  return mobile ? Math.round(windowHeight * MOBILE_OFFSET_RATIO) : DESKTOP_OFFSET;
}

/** Contents dropdown on mobile, sticky list on desktop; the current section is marked as you scroll. */
export function TableOfContents({ root, ready }: { root: RefObject<HTMLElement | null>; ready: boolean }) {
  const desktop = useMediaQuery('(min-width:992px)', { noSsr: true });
  const [entries, setEntries] = useState<TocEntry[]>([]);
  const [active, setActive] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (ready && root.current) setEntries(collectHeadings(root.current));
  }, [ready, root]);

  useEffect(() => {
    const onScroll = () => {
      const offset = scrollOffset(!desktop, window.innerHeight);
      let current: string | null = null;
      for (const e of entries) {
        const el = document.getElementById(e.id);
        if (el && el.getBoundingClientRect().top - offset <= 1) current = e.id;
      }
      setActive(current);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [entries, desktop]);

  const go = (id: string) => {
    const el = document.getElementById(id);
    if (!el) return;
    const top = el.getBoundingClientRect().top + window.scrollY - scrollOffset(!desktop, window.innerHeight);
    window.scrollTo({ top, behavior: 'smooth' });
    history.replaceState(null, '', `#${id}`);
    setOpen(false);
  };

  if (!entries.length) return null;
  const list = (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map(e => (
        <Box component="li" key={e.id} sx={{ pl: (e.level - 2) * 1.5 }}>
          <Link
            href={`#${e.id}`}
            underline="hover"
            aria-current={active === e.id ? 'location' : undefined}
            onClick={ev => {
              ev.preventDefault();
              go(e.id);
            }}
            sx={{
              display: 'block',
              py: 0.5,
              fontSize: 14,
              fontWeight: active === e.id ? 700 : 400,
              color: active === e.id ? 'primary.main' : 'text.secondary',
            }}
          >
            {e.text}
          </Link>
        </Box>
      ))}
    </Box>
  );
  return desktop ? (
    <Paper component="nav" aria-label="Table of contents" variant="outlined" sx={{ position: 'sticky', top: 88, p: 2 }}>
      <Typography variant="overline">Contents</Typography>
      {list}
    </Paper>
  ) : (
    <Paper component="nav" aria-label="Table of contents" variant="outlined" sx={{ mb: 2 }}>
      <Button
        fullWidth
        onClick={() => setOpen(o => !o)}
        aria-expanded={open}
        endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : undefined }} />}
        sx={{ justifyContent: 'space-between', px: 2 }}
      >
        Contents
      </Button>
      <Collapse in={open}>
        <Box sx={{ px: 2, pb: 1 }}>{list}</Box>
      </Collapse>
    </Paper>
  );
}
