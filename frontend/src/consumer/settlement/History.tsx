import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NegotiationView } from './api';
import { formatMoment } from './api';
import { Disclosures } from './Disclosures';

/** Every step so far, in plain words, with the disclosures that came with the collector's. */
export function History({ history }: { history: NegotiationView['history'] }) {
  return (
    <Stack spacing={1} component="section" aria-labelledby="history-title">
      <Typography id="history-title" variant="h6" component="h2">
        History
      </Typography>
      {history.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nothing has happened yet.
        </Typography>
      ) : (
        <List dense aria-label="Settlement history">
          {[...history].reverse().map(h => (
            <ListItem key={h.id} alignItems="flex-start" disableGutters>
              <ListItemText
                primary={h.text}
                secondary={
                  <Stack spacing={0.5} component="span">
                    <span>{formatMoment(h.created_at)}</span>
                    {h.disclosures.length > 0 && <Disclosures lines={h.disclosures} />}
                  </Stack>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
