import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FinancialReportView } from '@parley/domain/dashboard/payload';
import { palette } from '../../shared/theme';
import { usd } from './format';

/** Colours of the spending categories, largest first; the rest share the last one. */
const CATEGORY_COLOURS = ['#c2410c', '#d97706', '#7c3aed', '#db2777', '#0891b2', '#4b5563', '#65a30d', '#9ca3af'];
/** Categories drawn on their own before the rest are added together as 'Everything else'. */
const MAX_CATEGORIES = 6;

export interface SpendingSlice {
  key: string;
  label: string;
  cents: number;
}

/**
 * The spending to draw: each category (largest first, the smallest added together past MAX_CATEGORIES), or the
 * expenses as one slice for a report that has no categories.
 */
export function spendingSlices(report: Pick<FinancialReportView, 'spending_by_category' | 'average_monthly_expenses'>): SpendingSlice[] {
  const categories = report.spending_by_category.filter(c => c.average_monthly > 0);
  if (!categories.length) {
    const total = report.average_monthly_expenses ?? 0;
    return total > 0 ? [{ key: 'all', label: 'All spending', cents: total }] : [];
  }
  const shown = categories.slice(0, categories.length > MAX_CATEGORIES ? MAX_CATEGORIES - 1 : MAX_CATEGORIES);
  const rest = categories.slice(shown.length).reduce((s, c) => s + c.average_monthly, 0);
  return [
    ...shown.map(c => ({ key: c.category, label: c.label, cents: c.average_monthly })),
    ...(rest > 0 ? [{ key: 'rest', label: 'Everything else', cents: rest }] : []),
  ];
}

const dollars = (v: number | null) => (v === null ? '' : `$${Math.round(v).toLocaleString('en-US')}`);

/**
 * Income against spending, per month: one bar for the average monthly income, one for the spending stacked by
 * category. The same figures follow as a list, for screen readers and for reading exact amounts on a phone.
 */
export function BudgetChart({ report }: { report: FinancialReportView }) {
  const income = report.average_monthly_income ?? 0;
  const slices = spendingSlices(report);
  const spending = slices.reduce((s, c) => s + c.cents, 0);
  const left = income - spending;
  if (income === 0 && spending === 0)
    return <Typography color="text.secondary">We did not find income or spending in your recent transactions.</Typography>;
  const only = (bar: 0 | 1, value: number) => (bar === 0 ? [value / 100, null] : [null, value / 100]);
  return (
    <Box component="figure" aria-labelledby="budget-chart-title" sx={{ m: 0 }}>
      <Typography id="budget-chart-title" variant="h6" component="h3">
        Income and spending per month
      </Typography>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {left >= 0
          ? `On average ${usd(left)} is left each month after spending.`
          : `On average you spend ${usd(-left)} more than you earn each month.`}
      </Typography>
      <Box data-testid="budget-chart" aria-hidden sx={{ width: '100%' }}>
        <BarChart
          // Drawn at once: the figures matter, not the motion (and a screenshot never catches a bar half grown).
          skipAnimation
          height={300}
          xAxis={[{ scaleType: 'band', data: ['Income', 'Spending'], categoryGapRatio: 0.35 }]}
          yAxis={[{ valueFormatter: dollars, width: 64 }]}
          series={[
            { id: 'income', label: 'Income', data: only(0, income), stack: 'month', color: palette.teal, valueFormatter: v => usd(v === null ? null : Math.round(v * 100)) },
            ...slices.map((s, i) => ({
              id: s.key,
              label: s.label,
              data: only(1, s.cents),
              stack: 'month',
              color: CATEGORY_COLOURS[Math.min(i, CATEGORY_COLOURS.length - 1)],
              valueFormatter: (v: number | null) => usd(v === null ? null : Math.round(v * 100)),
            })),
          ]}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
          margin={{ left: 4, right: 8, top: 8 }}
        />
      </Box>
      <Stack component="ul" aria-label="Income and spending per month" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        <Row label="Income" cents={income} colour={palette.teal} strong />
        {slices.map((s, i) => (
          <Row key={s.key} label={s.label} cents={s.cents} colour={CATEGORY_COLOURS[Math.min(i, CATEGORY_COLOURS.length - 1)]!} />
        ))}
        <Row label="Total spending" cents={spending} strong />
      </Stack>
    </Box>
  );
}

function Row({ label, cents, colour, strong }: { label: string; cents: number; colour?: string; strong?: boolean }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: strong ? 600 : 400 }}>
      <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: colour ?? 'transparent', flexShrink: 0 }} />
      <Typography component="span" variant="body2" sx={{ flex: 1, fontWeight: 'inherit' }}>
        {label}
      </Typography>
      <Typography component="span" variant="body2" sx={{ fontWeight: 'inherit', whiteSpace: 'nowrap' }}>
        {usd(cents)}
      </Typography>
    </Box>
  );
}
