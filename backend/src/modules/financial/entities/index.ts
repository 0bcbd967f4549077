export * from './plaid-item.entity';
export * from './financial-report.entity';
import { FinancialReport } from './financial-report.entity';
import { PlaidItem } from './plaid-item.entity';

export const FINANCIAL_ENTITIES = [PlaidItem, FinancialReport];
