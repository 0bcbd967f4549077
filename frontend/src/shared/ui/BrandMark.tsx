import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { palette } from '../theme';

interface BrandMarkProps {
  /** A small label after the name, e.g. "Collector portal". */
  caption?: string;
  inverted?: boolean;
  /** Hide the caption on narrow screens (app bars, where space is short). */
  compact?: boolean;
}

export function BrandMark({ caption, inverted = false, compact = false }: BrandMarkProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: '8px',
          bgcolor: inverted ? 'rgba(255,255,255,0.12)' : palette.navy,
          display: 'grid',
          placeItems: 'center',
          color: palette.tealBright,
          fontWeight: 700,
          fontSize: 18,
          // Drawn, not text: the link around the mark is named by the word beside it.
          '&::before': { content: '"P"' },
        }}
      />
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: 20, letterSpacing: '-0.01em', color: inverted ? '#fff' : palette.navy }}
      >
        Parley
      </Typography>
      {caption && (
        <Typography
          component="span"
          variant="body2"
          sx={{
            display: compact ? { xs: 'none', sm: 'inline' } : 'inline',
            whiteSpace: 'nowrap',
            ml: 0.5,
            pl: 1.25,
            borderLeft: 1,
            borderColor: inverted ? 'rgba(255,255,255,0.3)' : 'divider',
            color: inverted ? 'rgba(255,255,255,0.8)' : 'text.secondary',
          }}
        >
          {caption}
        </Typography>
      )}
    </Box>
  );
}
