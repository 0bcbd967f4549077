import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CollectorDataProvider } from '../../dataProvider';
import { ConfirmDialog } from './ConfirmDialog';
import { PANEL_TEXT } from './messages';
import { failureMessage, type PaymentDetails } from './negotiation-api';
import type { PanelController } from './panel-controller';
import { paymentDetailsAlert, paymentDetailsErrors, trimmed, type PaymentDetailsErrors } from './payment-details';
import { SubmitPhaseButton, type SubmitPhase } from './SubmitPhaseButton';
import { useCollectorDataProvider } from '../../use-collector-data-provider';

const FIELDS: Array<{ key: keyof PaymentDetails; label: string; helper?: string; multiline?: boolean }> = [
  { key: 'file_number', label: 'File number' },
  { key: 'payee', label: 'Payee', helper: 'The name the check is made out to' },
  { key: 'recipient', label: 'Recipient', helper: 'The person the check is delivered to' },
  { key: 'mailing_address', label: 'Mailing address', helper: 'A street address', multiline: true },
];

/** request_payment_details: where the settlement check goes. */
export function PaymentDetailsForm({ ctl, fileNumber }: { ctl: PanelController; fileNumber: string | null }) {
  const [details, setDetails] = useState<PaymentDetails>({
    file_number: fileNumber ?? '',
    payee: '',
    recipient: '',
    mailing_address: '',
  });
  const [errors, setErrors] = useState<PaymentDetailsErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [phase, setPhase] = useState<SubmitPhase>('editing');
  const busy = phase !== 'editing';
  const dataProvider = useCollectorDataProvider();
  const { mutateAsync: updatePaymentDetails } = useMutation({
    mutationFn: (params: Parameters<CollectorDataProvider['updatePaymentDetails']>[0]) => dataProvider.updatePaymentDetails(params),
  });

  const submit = () => {
    const found = paymentDetailsErrors(details);
    setErrors(found);
    setAlert(paymentDetailsAlert(found));
    if (Object.keys(found).length) return;
    ctl.setBusy(true);
    setConfirming(true);
  };

  const send = async () => {
    setConfirming(false);
    setPhase('submitting');
    ctl.setBusy(true);
    try {
      await updatePaymentDetails({ customer_document_id: ctl.customerDocumentId, ...trimmed(details) });
      setPhase('submitted');
      await ctl.succeeded(PANEL_TEXT.submitted);
    } catch (error) {
      setPhase('editing');
      // The server's error text.
      ctl.failed(failureMessage(error, PANEL_TEXT.acceptFailed), error);
    } finally {
      ctl.setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      aria-label="Payment details"
      spacing={2}
      noValidate
      onSubmit={event => {
        event.preventDefault();
        submit();
      }}
    >
      <Alert severity="info" role="note" icon={<LocalShippingOutlined />}>
        {PANEL_TEXT.courierNote}
      </Alert>
      {alert && (
        <Alert severity="error" role="alert" onClose={() => setAlert(null)}>
          {alert}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {FIELDS.map(field => (
          <TextField
            key={field.key}
            size="small"
            required
            label={field.label}
            value={details[field.key]}
            disabled={busy}
            multiline={field.multiline}
            minRows={field.multiline ? 2 : undefined}
            error={!!errors[field.key]}
            helperText={errors[field.key] ?? field.helper}
            onChange={event => {
              setDetails(d => ({ ...d, [field.key]: event.target.value }));
              setErrors(e => ({ ...e, [field.key]: undefined }));
            }}
            slotProps={{ htmlInput: { maxLength: field.key === 'mailing_address' ? 300 : 120 } }}
          />
        ))}
      </Box>
      <SubmitPhaseButton phase={phase} disabled={busy} label="Submit payment details" icon={<SendOutlined />} />
      <ConfirmDialog
        open={confirming}
        title="Send payment details"
        question={PANEL_TEXT.confirmSubmit}
        confirmLabel="Submit"
        onCancel={() => {
          setConfirming(false);
          ctl.setBusy(false);
        }}
        onConfirm={() => void send()}
      />
    </Stack>
  );
}
