import type { Socket } from 'socket.io-client';
import type { FinancialReportView } from '@parley/domain/dashboard/payload';
import { http } from '../../shared/http';

/** Paths and answers: docs/api/financial.md. */
export type BankDataMode = 'plaid' | 'demo';

export interface LinkTokenAnswer {
  link_token: string;
  expiration: string;
  mode: BankDataMode;
}

export interface ExchangeAnswer {
  report_id: number;
  status: 'pending';
}

export interface DemoInstitution {
  institution_id: string;
  name: string;
  logo: string;
  /** What the demo bank does when connected ("Reports fail: INSTITUTION_DOWN"), shown on the demo form. */
  behaviour: string | null;
}

export const PLAID_REPORT_STATUS_EVENT = 'PlaidReportStatusChannel' as const;
export type PlaidReportStatusMessage = { status: 'report_ready' | 'report_failed'; report_id: number };

export interface PlaidServerEvents {
  [PLAID_REPORT_STATUS_EVENT]: (payload: PlaidReportStatusMessage) => void;
}
export type PlaidSocket = Socket<PlaidServerEvents, Record<string, never>>;

export const financialApi = {
  report: () => http.get<FinancialReportView>('/api/plaid/financial_report'),
  linkToken: () => http.post<LinkTokenAnswer>('/api/plaid/link_token', {}),
  exchange: (publicToken: string) => http.post<ExchangeAnswer>('/api/plaid/exchange', { public_token: publicToken }),
  demoInstitutions: () => http.get<{ institutions: DemoInstitution[] }>('/api/plaid/demo/institutions'),
  demoLink: (body: { link_token: string; institution_id: string; username: string; password: string }) =>
    http.post<{ public_token: string }>('/api/plaid/demo/link', body),
};
