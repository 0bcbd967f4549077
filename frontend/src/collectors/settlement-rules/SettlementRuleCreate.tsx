import { Create, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { NEW_RULE } from './rule-form';
import { SettlementRuleForm } from './SettlementRuleForm';
import { SETTLEMENT_RULES } from '../resource-names';
import { PageHeader } from '../layout/PageHeader';

export function SettlementRuleCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="New settlement rule"
      record={NEW_RULE}
      mutationOptions={{
        onSuccess: (rule: RaRecord) => {
          notify(`Rule '${String(rule.name)}' created.`, { type: 'success' });
          redirect('list', SETTLEMENT_RULES);
        },
        onError: (error: Error) => notify(error.message, { type: 'error' }),
      }}
    >
      <PageHeader title="New settlement rule" sx={{ px: 2, pt: 2 }} />
      <SettlementRuleForm />
    </Create>
  );
}
