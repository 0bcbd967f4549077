import type {
  CreateParams,
  CreateResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetOneParams,
  GetOneResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import type {
  RulePreview,
  SettlementRuleAnswer,
  SettlementRuleAnswerOne,
  SettlementRulesAnswer,
  SettlementRulesPreviewAnswer,
} from '@parley/domain/contracts/settlement-rules';
import { http } from '../../shared/http';
import { COLLECTOR_API } from '../api';
import { SETTLEMENT_RULES } from '../resource-names';
import { writableFields } from './rule-form';

const BASE = `${COLLECTOR_API}/${SETTLEMENT_RULES}`;

export type RuleRecord = SettlementRuleAnswer;

/**
 * The settlement_rules resource of the dataProvider (docs/api/settlement-rules.md). A firm has a handful of rules,
 * so the list comes whole, in the order the rules decide (most specific first), and getOne reads it from the list.
 */
export const settlementRulesData = {
  async getList(params: Partial<GetListParams>): Promise<GetListResult<RuleRecord>> {
    const { rules } = await http.get<SettlementRulesAnswer>(BASE, { signal: params.signal });
    return { data: rules, total: rules.length };
  },
  async getOne(params: GetOneParams): Promise<GetOneResult<RuleRecord>> {
    const { rules } = await http.get<SettlementRulesAnswer>(BASE, { signal: params.signal });
    const rule = rules.find((r) => String(r.id) === String(params.id));
    if (!rule) throw Object.assign(new Error('Settlement rule not found.'), { status: 404 });
    return { data: rule };
  },
  async create(params: CreateParams<Partial<RuleRecord>>): Promise<CreateResult<RuleRecord>> {
    const { rule } = await http.post<SettlementRuleAnswerOne>(BASE, writableFields(params.data));
    return { data: rule };
  },
  async update(params: UpdateParams<RuleRecord>): Promise<UpdateResult<RuleRecord>> {
    const { rule } = await http.patch<SettlementRuleAnswerOne>(`${BASE}/${params.id}`, writableFields(params.data));
    return { data: rule };
  },
  async delete(params: DeleteParams<RuleRecord>): Promise<DeleteResult<RuleRecord>> {
    await http.delete(`${BASE}/${params.id}`);
    return { data: params.previousData ?? ({ id: params.id } as RuleRecord) };
  },
  /** What each rule would do with the firm's open accounts now (a command of this resource, like getBasicStats). */
  async previews(): Promise<RulePreview[]> {
    return (await http.get<SettlementRulesPreviewAnswer>(`${BASE}/preview`)).previews;
  },
};
