import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardCase } from '@parley/domain/dashboard/payload';
import { caseTitle } from '@parley/domain/dashboard/case-title';
import { PaymentPlanPanel } from '../payments/PaymentPlanPanel';
import { DocumentList } from './DocumentList';

/** One case: its title rule, its payment plans, then its documents. Open by default. */
export function CaseAccordion({
  kase,
  onChanged,
  onArchived,
}: {
  kase: DashboardCase;
  onChanged: () => void;
  onArchived: (message: string) => void;
}) {
  const title = caseTitle(kase.info);
  const plans = kase.documents.flatMap(d => (d.payment_plan ? [d.payment_plan] : []));
  return (
    <Accordion defaultExpanded disableGutters component="section" aria-label={title} sx={{ '&:before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {kase.info.civil_number && kase.info.plaintiff_name && (
            <Typography variant="body2" color="text.secondary">
              Case {kase.info.civil_number}
            </Typography>
          )}
          {kase.has_payment_plan && <Chip size="small" color="secondary" variant="outlined" label="Payment plan" />}
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        <Stack spacing={2}>
          {plans.map(plan => (
            <PaymentPlanPanel key={plan.document_id} plan={plan} onChanged={onChanged} />
          ))}
          {kase.documents.length ? (
            <DocumentList documents={kase.documents} onArchived={onArchived} label={`Documents of ${title}`} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              This case has no documents yet.
            </Typography>
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
