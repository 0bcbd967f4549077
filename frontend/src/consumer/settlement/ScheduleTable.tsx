import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@parley/domain/money';
import type { Schedule } from '@parley/domain/negotiation';
import { formatDate } from './api';

/**
 * The dates and amounts an offer's terms make (the domain's schedule), with the extra final payment named. A long
 * schedule scrolls inside its box, so the box is a named region in the tab order: a keyboard reaches and scrolls it.
 */
export function ScheduleTable({ schedule, label }: { schedule: Schedule; label: string }) {
  const last = schedule.payments.length - 1;
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        maxHeight: 260,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: 2 },
      }}
    >
      <Table size="small" aria-label={label} stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>Payment</TableCell>
            <TableCell>Due</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {schedule.payments.map(p => (
            <TableRow key={p.index}>
              <TableCell>
                {p.index + 1}
                {schedule.has_extra_tier && p.index === last && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' '}
                    (extra final payment)
                  </Typography>
                )}
              </TableCell>
              <TableCell>{formatDate(p.due_date)}</TableCell>
              <TableCell align="right">{formatUsd(p.amount_cents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
