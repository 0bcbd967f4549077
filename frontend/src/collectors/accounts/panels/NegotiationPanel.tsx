import { ConfusingResponseAction } from './ConfusingResponseAction';
import { useCallback, useMemo, useRef, useState } from 'react';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '../format';
import type { AccountRow, CurrentAction } from '@parley/domain/contracts/accounts';
import type { PlanSummaryState } from '../use-payment-plan-summary';
import { AcceptOrCounteroffer } from './AcceptOrCounteroffer';
import { DocumentUploadForm } from './DocumentUploadForm';
import { PANEL_TEXT } from './messages';
import { isConflict, type CurrentActionAnswer } from './negotiation-api';
import type { PanelController } from './panel-controller';
import { PaymentDetailsForm } from './PaymentDetailsForm';
import { PlanProgress } from './PlanProgress';
import { isDisputed, useCurrentAction } from './use-current-action';
import { useCollectorDataProvider } from '../../use-collector-data-provider';

interface Props {
  row: AccountRow;
  plan: { state: PlanSummaryState; reload: () => void };
  onChange: (patch: Partial<AccountRow>) => void;
}

type Notice = { severity: 'success' | 'error'; text: string };

/**
 * The expanded row's negotiation area: the panel of the account's current action, kept fresh by
 * polling get_current_action, with the outcome of the last command above it. After every command the current
 * action is fetched again and the row is reloaded, so the Status column follows.
 */
export function NegotiationPanel({ row, plan, onChange }: Props) {
  const id = row.customer_document.id;
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const dataProvider = useCollectorDataProvider();

  const refreshRow = useCallback(async () => {
    try {
      const fresh = await dataProvider.getAccountRow({ customer_document_id: id });
      if (fresh) onChange(fresh);
    } catch {
      // The panel already shows the new step; the row catches up with the next list load.
    }
  }, [dataProvider, id, onChange]);

  const reloadPlan = plan.reload;
  const onStepChanged = useCallback(
    (next: CurrentActionAnswer) => {
      void refreshRow();
      if (next.current_action?.type === 'first_payment_made') reloadPlan();
    },
    [refreshRow, reloadPlan],
  );
  const current = useCurrentAction(id, row.current_action, { paused: busy, onStepChanged });
  const { refresh } = current;

  const ctl = useMemo<PanelController>(
    () => ({
      customerDocumentId: id,
      setBusy: (next: boolean) => {
        setBusy(next);
        if (next) setNotice(null);
      },
      succeeded: async (text: string) => {
        setNotice({ severity: 'success', text });
        await refresh();
      },
      failed: (message: string | null, error: unknown) => {
        setNotice(message ? { severity: 'error', text: message } : null);
        if (isConflict(error)) void refresh();
      },
    }),
    [id, refresh],
  );

  // Where focus goes when the control that held it leaves with the step (the panel itself, named "Negotiation").
  const panelRef = useRef<HTMLElement>(null);
  const focusPanel = useCallback(() => panelRef.current?.focus(), []);
  const action = current.action;
  const type = action?.type ?? null;
  const disputed = isDisputed(action);
  const firmStep = type ? PANEL_TEXT.firmStep[type] : undefined;
  const archived = !!row.customer_document.archived_by_law_firm_on;

  return (
    <Paper ref={panelRef} tabIndex={-1} variant="outlined" component="section" aria-label="Negotiation" sx={{ p: 2, bgcolor: 'grey.50' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {type === 'first_payment_made' && !disputed ? (
          <PlanProgress plan={plan.state} paid={action?.params?.paid === true} onRetry={plan.reload} />
        ) : (
          <StepHeading action={action} row={row} disputed={disputed} />
        )}
        <Box sx={{ flex: 1 }} />
        {!disputed && (
          <ConfusingResponseAction
            customerDocumentId={id}
            step={type}
            onRecorded={text => void ctl.succeeded(text)}
            onOpenChange={ctl.setBusy}
            onFocusLost={focusPanel}
          />
        )}
        {archived && (
          <Chip
            size="small"
            icon={<ArchiveOutlined />}
            label={`Archived ${formatTimestamp(row.customer_document.archived_by_law_firm_on)}`}
          />
        )}
      </Stack>
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(null)}
          sx={{ mt: 2 }}
          data-testid="negotiation-notice"
        >
          {notice.text}
        </Alert>
      )}
      {current.failed && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {PANEL_TEXT.pollFailed}
        </Typography>
      )}
      {(firmStep || disputed) && (
        <Box sx={{ mt: 2 }}>
          {disputed ? (
            <DocumentUploadForm key={`dispute-${id}`} ctl={ctl} kind="debt_verification" />
          ) : !current.validFirstPaymentDate && type === 'accept_or_counteroffer' ? (
            <Skeleton variant="rounded" height={120} aria-label="Loading the account's current step" />
          ) : (
            <FirmStepPanel ctl={ctl} row={row} action={action} validFirstPaymentDate={current.validFirstPaymentDate ?? ''} />
          )}
        </Box>
      )}
    </Paper>
  );
}

function StepHeading({ action, row, disputed }: { action: CurrentAction | null; row: AccountRow; disputed: boolean }) {
  const type = action?.type;
  const waiting = type ? PANEL_TEXT.waiting[type] : undefined;
  const firmStep = type ? PANEL_TEXT.firmStep[type] : undefined;
  if (disputed) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <GavelOutlined color="error" />
        <Box>
          <Typography variant="body2" color="text.secondary">
            Disputed
          </Typography>
          <Typography sx={{ fontWeight: 600 }} data-testid="current-action-text">
            {PANEL_TEXT.disputed}
          </Typography>
        </Box>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <HourglassEmptyOutlined color={firmStep ? 'warning' : 'action'} />
      <Box>
        <Typography variant="body2" color="text.secondary">
          {firmStep ? 'Your next step' : 'Current step'}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="current-action-text">
          {waiting ?? firmStep ?? (row.last_action || 'No activity yet')}
        </Typography>
      </Box>
    </Stack>
  );
}

/** The form of a step where the firm acts; keyed by the step so a new step starts from a clean form. */
function FirmStepPanel(props: { ctl: PanelController; row: AccountRow; action: CurrentAction | null; validFirstPaymentDate: string }) {
  const { ctl, row, action } = props;
  switch (action?.type) {
    case 'accept_or_counteroffer':
      return (
        <AcceptOrCounteroffer
          key={JSON.stringify(action.params?.offer ?? null)}
          ctl={ctl}
          row={row}
          action={action}
          validFirstPaymentDate={props.validFirstPaymentDate}
        />
      );
    case 'request_payment_details':
      return <PaymentDetailsForm key="payment-details" ctl={ctl} fileNumber={row.file_number} />;
    case 'request_settlement_agreement':
      return <DocumentUploadForm key="settlement" ctl={ctl} kind="settlement_agreement" />;
    default:
      return null;
  }
}
