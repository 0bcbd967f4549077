import {
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextArrayInput,
  TextInput,
  Toolbar,
} from 'react-admin';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FIXED_DISCLOSURE } from '@parley/domain/negotiation';
import { AnswerSection } from './AnswerSection';
import {
  centsToDollars,
  DEFAULT_ACCEPT,
  DEFAULT_COUNTER,
  dollarsToCentsOrNull,
  ruleFormErrors,
  STATE_CHOICES,
} from './rule-form';

// No min/max on the inputs: the browser would block the submit silently; the rule reader says what is wrong instead.
const percent = { step: 0.5 };

/** The rule's fields, as create and edit both show them. Checked on the page with the API's own reader. */
export function SettlementRuleForm() {
  return (
    <SimpleForm
      validate={ruleFormErrors}
      toolbar={
        <Toolbar>
          <SaveButton label="Save rule" />
        </Toolbar>
      }
    >
      <TextInput
        source="name"
        label="Name"
        helperText="Collectors see it in the account's history: Accepted automatically by rule 'name'."
        sx={{ width: '100%', maxWidth: 480 }}
      />
      <BooleanInput
        source="active"
        label="Active"
        helperText="A paused rule answers nothing until it is active again."
      />

      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        Accounts it answers for
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: 720 }}>
        When several rules cover an account, the most specific decides: one naming plaintiffs first, then one naming
        states, then one with a lawsuit amount range.
      </Typography>
      <AutocompleteArrayInput
        source="states"
        label="Lawsuit states"
        choices={STATE_CHOICES}
        sx={{ width: '100%', maxWidth: 720 }}
      />
      <TextArrayInput
        source="plaintiffs"
        label="Plaintiffs"
        helperText="Leave empty for every plaintiff. Press Enter after each name."
        sx={{ width: '100%', maxWidth: 720 }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput
          source="min_lawsuit_amount_cents"
          label="Lawsuit amount from ($)"
          format={centsToDollars}
          parse={dollarsToCentsOrNull}
          helperText="Blank: no lower bound"
        />
        <NumberInput
          source="max_lawsuit_amount_cents"
          label="Lawsuit amount up to ($)"
          format={centsToDollars}
          parse={dollarsToCentsOrNull}
          helperText="Blank: no upper bound"
        />
      </Stack>

      <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 1 }}>
        How it answers a consumer's offer
      </Typography>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <AnswerSection
          source="auto_accept"
          title="Accept automatically"
          description="Offers at or above these terms are accepted at once. Percentages are of the lawsuit amount; the delay counts from the day the offer arrives."
          defaults={DEFAULT_ACCEPT}
        >
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <NumberInput
              source="auto_accept.lump_sum_min_percentage"
              label="Lump sum from (%)"
              slotProps={{ htmlInput: percent }}
            />
            <NumberInput
              source="auto_accept.plan_min_percentage"
              label="Plan from (%)"
              slotProps={{ htmlInput: percent }}
            />
            <NumberInput source="auto_accept.max_payments" label="Plan in at most (payments)" />
            <NumberInput source="auto_accept.max_first_payment_delay_days" label="First payment within (days)" />
          </Stack>
        </AnswerSection>
        <AnswerSection
          source="auto_counter"
          title="Counteroffer automatically"
          description="Other offers get a counteroffer at this share of the lawsuit amount (never less than the consumer offered), in more payments when the consumer's budget needs them."
          defaults={DEFAULT_COUNTER}
        >
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <NumberInput
              source="auto_counter.percentage"
              label="Counteroffer at (%)"
              slotProps={{ htmlInput: percent }}
            />
            <NumberInput source="auto_counter.max_payments" label="In at most (payments)" />
          </Stack>
        </AnswerSection>
      </Stack>
      <TextArrayInput
        source="disclosures"
        label="Disclosures"
        helperText={`Added after the fixed first line ('${FIXED_DISCLOSURE.accept}' or '${FIXED_DISCLOSURE.counteroffer}'). Press Enter after each.`}
        sx={{ width: '100%', maxWidth: 720, mt: 2 }}
      />
    </SimpleForm>
  );
}
