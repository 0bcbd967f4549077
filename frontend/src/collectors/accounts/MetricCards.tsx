import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCollectorDataProvider } from '../use-collector-data-provider';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatCentsCompact } from './format';
import type { CollectorMetrics } from '@parley/domain/contracts/accounts';

/** A response rate of 90 or above is the success colour, below 90 the warning colour. */
export const RESPONSE_RATE_SUCCESS_AT = 90;

export function responseRateColor(rate: number | null): 'success.main' | 'warning.main' | 'text.primary' {
  if (rate === null) return 'text.primary';
  return rate >= RESPONSE_RATE_SUCCESS_AT ? 'success.main' : 'warning.main';
}

interface Metric {
  label: string;
  value: string;
  hint: string;
  color?: string;
}

function metricsOf(m: CollectorMetrics): Metric[] {
  return [
    { label: 'Collected', value: formatCentsCompact(m.collected_amount), hint: 'Payments received, net of fees' },
    { label: 'Uncollected', value: formatCentsCompact(m.uncollected_amount), hint: 'Agreed settlements not yet paid' },
    {
      label: 'Waiting on consumer',
      value: formatCentsCompact(m.waiting_on_consumer_amount),
      hint: 'Offers awaiting the consumer',
    },
    {
      label: 'Waiting on collector',
      value: formatCentsCompact(m.waiting_on_collector_amount),
      hint: 'Offers awaiting the law firm',
    },
    {
      label: 'Response rate',
      value: m.response_rate === null ? '—' : `${m.response_rate.toFixed(1)}%`,
      hint: 'Consumer offers answered, last 30 days',
      color: responseRateColor(m.response_rate),
    },
    { label: 'Offers', value: m.offers_count.toLocaleString('en-US'), hint: 'Consumer offers, last 30 days' },
  ];
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
};

/** Memoised: it loads on its own and has no inputs, so the page's other updates never render it again. */
export const MetricCards = memo(function MetricCards() {
  const dataProvider = useCollectorDataProvider();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['accounts', 'metrics'],
    queryFn: ({ signal }) => dataProvider.getAccountMetrics({ signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });

  if (error && !data) {
    return (
      <Alert
        severity="warning"
        variant="outlined"
        sx={{ bgcolor: 'background.paper' }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        Failed to load metrics
      </Alert>
    );
  }

  return (
    <Box component="section" aria-label="Metrics" sx={grid}>
      {isPending
        ? Array.from({ length: 6 }, (_, i) => (
            <Card key={i}>
              <CardContent>
                <Skeleton width="60%" />
                <Skeleton width="80%" sx={{ fontSize: '1.75rem' }} />
              </CardContent>
            </Card>
          ))
        : data &&
          metricsOf(data).map(metric => (
            <Card key={metric.label} component="article" aria-label={metric.label}>
              <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
                <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}>
                  {metric.label}
                </Typography>
                <Typography
                  data-testid={`metric-${metric.label}`}
                  sx={{ fontSize: { xs: '1.25rem', md: '1.4rem' }, fontWeight: 700, mt: 0.5, color: metric.color ?? 'text.primary', fontVariantNumeric: 'tabular-nums' }}
                >
                  {metric.value}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
                  {metric.hint}
                </Typography>
              </CardContent>
            </Card>
          ))}
    </Box>
  );
});
