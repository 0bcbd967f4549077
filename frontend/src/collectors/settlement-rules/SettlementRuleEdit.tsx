import { Edit, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { SettlementRuleForm } from './SettlementRuleForm';
import { SETTLEMENT_RULES } from '../resource-names';
import { PageHeader } from '../layout/PageHeader';

export function SettlementRuleEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    // Pessimistic: the server checks the whole rule (names, ranges) and its refusal must be seen before leaving.
    <Edit
      title="Edit settlement rule"
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (rule: RaRecord) => {
          notify(`Rule '${String(rule.name)}' saved.`, { type: 'success' });
          redirect('list', SETTLEMENT_RULES);
        },
        onError: (error: Error) => notify(error.message, { type: 'error' }),
      }}
    >
      <PageHeader title="Edit settlement rule" sx={{ px: 2, pt: 2 }} />
      <SettlementRuleForm />
    </Edit>
  );
}
