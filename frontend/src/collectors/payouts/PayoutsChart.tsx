import { useQuery } from '@tanstack/react-query';
import { useListFilterContext } from 'react-admin';
import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { palette } from '../../shared/theme';
import { formatCents } from '../accounts/format';
import { monthLabel } from './labels';
import { useCollectorDataProvider } from '../use-collector-data-provider';

/** The last months shown. */
const MONTHS = 12;

/**
 * Money paid to the firm per month (by the day each check was deposited or cashed), with what is still in transit
 * stacked on top (by the day it was sent). Follows the list's law firm filter for on-call admins.
 */
export function PayoutsChart() {
  const dataProvider = useCollectorDataProvider();
  const { filterValues } = useListFilterContext();
  const lawFirmId = (filterValues as { law_firm_id?: number | string }).law_firm_id ?? null;
  const { data, isPending, error } = useQuery({
    queryKey: ['payouts', 'monthly', lawFirmId],
    queryFn: () => dataProvider.getPayoutMonths({ law_firm_id: lawFirmId }),
  });
  if (isPending) return <Skeleton variant="rounded" height={240} />;
  if (error) return <Typography color="error">The monthly totals could not be loaded.</Typography>;
  const months = data.slice(-MONTHS);
  const paid = months.reduce((s, m) => s + m.paid_cents, 0);
  return (
    <Box component="figure" aria-label="Money paid per month" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 0.5 }}>
        Paid per month: {formatCents(paid)} over the last {months.length || MONTHS} month{months.length === 1 ? '' : 's'}
      </Typography>
      {months.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nothing paid out yet.
        </Typography>
      ) : (
        <BarChart
          // Drawn at once: the figures matter, not the motion (and a screenshot never catches a bar half grown).
          skipAnimation
          height={240}
          dataset={months.map((m) => ({ month: monthLabel(m.month), paid: m.paid_cents / 100, in_transit: m.in_transit_cents / 100 }))}
          xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
          yAxis={[{ valueFormatter: (v: number | null) => (v === null ? '' : `$${Math.round(v).toLocaleString('en-US')}`), width: 72 }]}
          series={[
            { dataKey: 'paid', label: 'Paid', stack: 'total', color: palette.teal, valueFormatter: (v) => formatCents(Math.round((v ?? 0) * 100)) },
            { dataKey: 'in_transit', label: 'In transit', stack: 'total', color: palette.navyLight, valueFormatter: (v) => formatCents(Math.round((v ?? 0) * 100)) },
          ]}
          margin={{ left: 8, right: 8 }}
        />
      )}
    </Box>
  );
}
