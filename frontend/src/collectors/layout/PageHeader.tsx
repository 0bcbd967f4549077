import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A portal page's header: the browser tab's title ('{title} · Parley'), the page's one h1 and an optional line
 * saying what the page is for. Every portal page names itself the same way, so screen readers and tests find the
 * same heading level everywhere.
 */
export function PageHeader({ title, subtitle, sx }: { title: string; subtitle?: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box sx={sx}>
      <title>{`${title} · Parley`}</title>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 840 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
