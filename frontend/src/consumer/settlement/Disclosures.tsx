import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What came with a collector's communication: always says it is from a debt collector (W-DISCLOSE). */
export function Disclosures({ lines }: { lines: string[] }) {
  if (!lines.length) return null;
  return (
    <Box component="aside" aria-label="Disclosures" sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }}>
      {lines.map(line => (
        <Typography key={line} variant="caption" component="p" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
