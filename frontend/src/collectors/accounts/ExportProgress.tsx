import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { describeEstimate, EXPORT_FAILED, exportPercent, type ExportView } from '@parley/domain/exports';
import { connectRealtime, type RealtimeSocket } from '../../shared/realtime';
import { useCollectorDataProvider } from '../use-collector-data-provider';

/** While the worker writes it, the status is also read every this often (a missed socket event costs at most this). */
const POLL_MS = 3000;

const storageKey = (slot: string) => `parley.export.${slot}`;

const exportKey = (id: string | null) => ['accounts', 'export', id] as const;

const isRunning = (view: ExportView | undefined) => view?.status === 'pending' || view?.status === 'running';

/**
 * Follows one export the collector started: `export:updated` events on the realtime socket, a slow poll as a fallback
 * (a query polled while the export runs; the events write into it), and the export's id kept for the tab, so coming
 * back to the page shows the bar (or the link) again.
 */
export function useExportProgress(slot: string, connect: () => RealtimeSocket = connectRealtime) {
  const dataProvider = useCollectorDataProvider();
  const queryClient = useQueryClient();
  const [id, setId] = useState<string | null>(() => sessionStorage.getItem(storageKey(slot)));

  const follow = useCallback(
    (started: ExportView) => {
      sessionStorage.setItem(storageKey(slot), started.id);
      queryClient.setQueryData(exportKey(started.id), started);
      setId(started.id);
    },
    [slot, queryClient],
  );
  const clear = useCallback(() => {
    sessionStorage.removeItem(storageKey(slot));
    setId(null);
  }, [slot]);

  const { data, error } = useQuery({
    queryKey: exportKey(id),
    queryFn: () => dataProvider.getExportStatus({ id: id as string }),
    enabled: id !== null,
    // A finished export is not asked again; a running one at once, then every POLL_MS.
    refetchOnMount: query => isRunning(query.state.data) || query.state.data === undefined,
    refetchInterval: query => (isRunning(query.state.data) ? POLL_MS : false),
    retry: false,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  // Gone (expired, or removed): nothing to show any more.
  useEffect(() => {
    if (error) clear();
  }, [error, clear]);

  const view = id === null ? null : (data ?? null);
  const active = id !== null && (view === null || isRunning(view));
  useEffect(() => {
    if (!id || !active) return;
    const socket = connect();
    socket.on('export:updated', (v) => {
      if (v.id === id) queryClient.setQueryData(exportKey(id), v);
    });
    return () => {
      socket.off('export:updated');
      socket.disconnect();
    };
  }, [id, active, connect, queryClient]);

  return { view, follow, clear, running: active };
}

/** The progress bar with rows done and the estimate, then the link, or the failure's sentence. */
export function ExportProgress({ view, onClose }: { view: ExportView; onClose: () => void }) {
  if (view.status === 'failed')
    return (
      <Alert severity="error" role="alert" onClose={onClose}>
        {view.error ?? EXPORT_FAILED}
      </Alert>
    );
  if (view.status === 'ready')
    return (
      <Alert severity="success" onClose={onClose}>
        {view.file_name} is ready ({view.rows_done.toLocaleString('en-US')} rows):{' '}
        <Link href={view.download_url ?? undefined} download={view.file_name}>
          Download
        </Link>
        . The file is kept for 24 hours.
      </Alert>
    );
  const estimate = describeEstimate(view.estimate_seconds);
  return (
    <Box role="status" aria-label="Export progress" sx={{ minWidth: 240 }}>
      <LinearProgress aria-label="Rows exported" variant={view.rows_total > 0 ? 'determinate' : 'indeterminate'} value={exportPercent(view)} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Exporting {view.rows_done.toLocaleString('en-US')} of {view.rows_total.toLocaleString('en-US')} rows
        {estimate ? ` · ${estimate}` : ''}. You can leave this page: you will get the link by e-mail.
      </Typography>
    </Box>
  );
}
