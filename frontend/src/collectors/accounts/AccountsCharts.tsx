import { useQuery } from '@tanstack/react-query';
import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { palette } from '../../shared/theme';
import type { AccountsCharts as Charts } from '../dataProvider';
import { formatCents } from './format';
import { useCollectorDataProvider } from '../use-collector-data-provider';

/** "2026-03" -> "Mar" (the year only on January and on the first bar, so 12 labels fit a phone). */
export function monthTick(month: string, index: number): string {
  const [y, m] = month.split('-').map(Number);
  const short = new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
  return index === 0 || m === 1 ? `${short} ${String(y).slice(2)}` : short;
}

/** 'accept_or_counteroffer' -> 'Accept or counteroffer'. */
export function currentActionLabel(action: string): string {
  const words = action.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "1.5 days" / "1 day". */
export function daysText(days: number): string {
  return `${days} day${days === 1 ? '' : 's'}`;
}

/**
 * The accounts landing's charts, from one cached, firm-scoped call: money collected per month (last 12 months),
 * the open accounts by their current step, and the median days from a consumer's offer to the firm's answer.
 * Loaded on its own (lazily) so the accounts page's list does not wait for, or carry, the chart library.
 */
export default function AccountsCharts() {
  const dataProvider = useCollectorDataProvider();
  const { data, isPending, error } = useQuery({ queryKey: ['accounts', 'charts'], queryFn: () => dataProvider.getAccountsCharts(), staleTime: 60_000, retry: 1 });
  if (error) return <Typography color="text.secondary" variant="body2">The charts could not be loaded.</Typography>;
  return (
    <Grid container spacing={2} aria-label="Charts">
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="Collected per month" subtitle={data ? `${formatCents(data.collected_by_month.reduce((s, m) => s + m.collected_cents, 0))} over the last 12 months` : undefined}>
          {isPending ? <Skeleton variant="rounded" height={220} /> : <CollectedChart data={data} />}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 7, md: 4 }}>
        <ChartCard title="Open accounts by current step" subtitle={data ? `${data.accounts_by_current_action.reduce((s, a) => s + a.count, 0)} open accounts` : undefined}>
          {isPending ? <Skeleton variant="rounded" height={220} /> : <ActionsChart data={data} />}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 5, md: 2 }}>
        <ChartCard title="Median time to answer an offer">
          {isPending ? (
            <Skeleton variant="rounded" height={80} />
          ) : (
            <Box data-testid="median-days">
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                {data.median_days_to_answer === null ? '—' : daysText(data.median_days_to_answer)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {data.answered_offers === 0
                  ? 'No consumer offer answered in the last 12 months.'
                  : `From the consumer's offer to the firm's answer, over ${data.answered_offers} answered offer${data.answered_offers === 1 ? '' : 's'} in the last 12 months.`}
              </Typography>
            </Box>
          )}
        </ChartCard>
      </Grid>
    </Grid>
  );
}

function ChartCard({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <Card component="figure" aria-label={title} sx={{ m: 0, height: '100%' }}>
      <CardContent>
        <Typography component="figcaption" variant="subtitle2">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

function CollectedChart({ data }: { data: Charts }) {
  return (
    <BarChart
      skipAnimation
      height={220}
      dataset={data.collected_by_month.map((m, i) => ({ month: monthTick(m.month, i), collected: m.collected_cents / 100 }))}
      xAxis={[{ scaleType: 'band', dataKey: 'month', tickLabelStyle: { fontSize: 11 } }]}
      yAxis={[{ valueFormatter: (v: number | null) => (v === null ? '' : `$${Math.round(v).toLocaleString('en-US')}`), width: 64 }]}
      series={[{ dataKey: 'collected', label: 'Collected', color: palette.teal, valueFormatter: v => formatCents(Math.round((v ?? 0) * 100)) }]}
      hideLegend
      margin={{ left: 0, right: 8 }}
    />
  );
}

function ActionsChart({ data }: { data: Charts }) {
  if (data.accounts_by_current_action.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No open accounts.
      </Typography>
    );
  }
  const rows = data.accounts_by_current_action.map(a => ({ step: currentActionLabel(a.current_action), count: a.count }));
  return (
    <BarChart
      skipAnimation
      layout="horizontal"
      height={Math.max(160, rows.length * 30 + 40)}
      dataset={rows}
      yAxis={[{ scaleType: 'band', dataKey: 'step', width: 150, tickLabelStyle: { fontSize: 11 } }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ dataKey: 'count', label: 'Accounts', color: palette.navyLight }]}
      hideLegend
      margin={{ left: 0, right: 12 }}
    />
  );
}
