import type { AccountsCharts } from '@parley/domain/contracts/accounts';
import {
  HttpError,
  type CreateParams,
  type CreateResult,
  type DataProvider,
  type DeleteParams,
  type DeleteResult,
  type GetListParams,
  type GetListResult,
  type GetOneParams,
  type GetOneResult,
  type UpdateParams,
  type UpdateResult,
} from 'react-admin';
import { ApiError, http, NetworkError } from '../shared/http';
import { SIGN_IN_MESSAGES } from '../shared/messages';
import { COLLECTOR_API, collectorApi, type BasicStats } from './api';
import { endsSession } from './authProvider';
import type { PayoutMonth, Reconciliation } from './payouts/types';
import type { RulePreview } from '@parley/domain/contracts/settlement-rules';
import type { PolicyOptions } from './notifications/api';
import type { BankSetup } from './payout/api';
import type { PayoutMessage } from './payout/payout-data';
import { NOTIFICATION_POLICIES, PAYOUT, SETTLEMENT_RULES, USERS } from './resource-names';
import type {
  AccountRow,
  ArchiveAnswer,
  CollectorMetrics,
  FilterValuesAnswer,
  PaymentPlanSummaryAnswer,
} from '@parley/domain/contracts/accounts';
import type { ExportView } from '@parley/domain/exports';
import { accountsApi } from './accounts/accounts-api';
import { downloadDocument, type DocumentLink } from './accounts/documents-api';
import { ACCOUNTS, accountsData } from './accounts/accounts-data';
import type { OfferInput } from '@parley/domain/negotiation';
import {
  negotiationApi,
  type CurrentActionAnswer,
  type LastPaymentAnswer,
  type PaymentDetails,
  type ShownOffer,
} from './accounts/panels/negotiation-api';
import type { CounterofferPayload } from './accounts/panels/offer-draft';

/**
 * The collector portal's dataProvider. The API is not a generic REST one, so resources opt in:
 * getList follows the list convention the API uses (`GET /collectors/api/<resource>` with page, per_page,
 * sort_by, sort_order, search, filters[...] answering `{<resource>: [...], pagination: {total_count}}`).
 * Resources whose API differs from that convention bring their own methods from their folder (OWN below); any other
 * method is refused. Commands (never raw status writes) are added as named methods, like getBasicStats.
 */
export interface CollectorDataProvider extends DataProvider {
  getBasicStats(): Promise<BasicStats>;
  /** Money paid to the firm per month, and still in transit (the Payouts page's chart). */
  getPayoutMonths(params: { law_firm_id?: number | string | null }): Promise<PayoutMonth[]>;
  /** The platform's reconciliation of a period of payments (on-call admins). */
  getReconciliation(params: { from: string; to: string; law_firm_id?: number | string | null }): Promise<Reconciliation>;
  /** What each settlement rule would do with the firm's open accounts and their current offers. */
  getSettlementRulePreviews(): Promise<RulePreview[]>;
  /** The accounts landing's charts: collected per month, open accounts by current_action, median days to answer. */
  getAccountsCharts(): Promise<AccountsCharts>;
  /** Firm admins: replaces the firm's authentication code (or makes its first). */
  rotateUsersAuthToken(): Promise<{ auth_token: string }>;
  /** On-call admins: records that the firm's answer on an account confused the consumer, with the reason. */
  recordConfusingResponse(params: { customer_document_id: number; reason: string }): Promise<{ success: boolean }>;
  /** The event types and states a notification policy can name. */
  getNotificationPolicyOptions(): Promise<PolicyOptions>;

  // The payout resource's commands (firm admins). Each answers the server's sentence, which the page shows.
  /** Clears the firm's mailed-check details. */
  removePayoutCheckDetails(): Promise<PayoutMessage>;
  /** The remittance e-mail and payee of ACH payments; `digital_check_approved: true` switches payments to ACH. */
  updatePayoutDigitalCheckEmail(params: { email: string; digital_check_approved: boolean; payee?: string }): Promise<PayoutMessage>;
  /** Connects the bank account ACH payments are deposited into. */
  connectPayoutBank(params: BankSetup): Promise<PayoutMessage>;
  /** Removes the bank account: payments go back to mailed checks. */
  removePayoutBank(): Promise<PayoutMessage>;

  // The accounts page (the list is the accounts resource's getList; these are its page's other reads and commands).
  /** The filter bar's filters and their values. */
  getAccountFilterValues(params?: { signal?: AbortSignal }): Promise<FilterValuesAnswer>;
  /** The metric cards' figures. */
  getAccountMetrics(params?: { signal?: AbortSignal }): Promise<CollectorMetrics>;
  /** The account's full SSN (collectors with the permission; the server records each reveal). */
  revealAccountSsn(params: { customer_document_id: Id }): Promise<{ social_security_number: string }>;
  archiveAccount(params: { customer_document_id: Id }): Promise<ArchiveAnswer>;
  unarchiveAccount(params: { customer_document_id: Id }): Promise<ArchiveAnswer>;
  updateAccountFileNumber(params: { customer_document_id: Id; file_number: string }): Promise<{ file_number: string | null }>;
  /** Starts the spreadsheet export of the list's filters and sort (`query`: apiParams without num_pages). */
  exportAccounts(params: { query: URLSearchParams }): Promise<ExportView>;
  /** Where an export the collector started stands. */
  getExportStatus(params: { id: string }): Promise<ExportView>;
  /** Starts writing a long history CSV in the worker. */
  exportAccountActivityLog(params: { customer_document_id: Id }): Promise<ExportView>;
  /** Downloads a short history CSV at once; answers the file name. */
  downloadAccountActivityLog(params: { customer_document_id: Id }): Promise<string>;
  /** Downloads one of the account's PDFs (authorization letter, settlement agreement, answer); answers the file name. */
  downloadAccountDocument(params: { customer_document_id: Id; link: DocumentLink }): Promise<string>;
  /** The payment plan's progress and next payment (`pending` while the server still prepares it). */
  getPaymentPlanSummary(params: { customer_document_id: Id; signal?: AbortSignal }): Promise<PaymentPlanSummaryAnswer>;

  // The negotiation of one account (the expanded row). The pages send commands; they never set a state.
  /** The account's current action and the earliest first payment date the firm may accept. */
  getCurrentAction(params: { customer_document_id: Id; signal?: AbortSignal }): Promise<CurrentActionAnswer>;
  /** What an offer's last payment would be (a computation; nothing is saved). */
  getOfferLastPayment(params: { customer_document_id: Id; offer: OfferInput; signal?: AbortSignal }): Promise<LastPaymentAnswer>;
  /** The account's row as the accounts list shows it (archived or not), to refresh the row after a change. */
  getAccountRow(params: { customer_document_id: Id; signal?: AbortSignal }): Promise<AccountRow | null>;
  /** Accepts the consumer's offer; `offer` is the one the panel showed, so the server refuses (409) a replaced offer. */
  acceptOffer(params: { customer_document_id: Id; disclosures: string[]; offer?: ShownOffer | null }): Promise<{ success: boolean; error?: string }>;
  /** Sends up to five counteroffers with their disclosures. */
  createCounteroffer(params: CounterofferPayload): Promise<{ success: boolean; offer_index: number | null; errors: string[] }>;
  /** Where the settlement check goes. */
  updatePaymentDetails(params: { customer_document_id: Id } & PaymentDetails): Promise<{ success: boolean }>;
  /** The signed settlement agreement's PDFs, with the document disclosures. */
  uploadSettlementAgreement(params: DocumentUpload): Promise<unknown>;
  /** The debt verification's PDFs (a disputed account), with the document disclosures. */
  uploadDebtVerification(params: DocumentUpload): Promise<unknown>;
}

type Id = number | string;

export interface DocumentUpload {
  customer_document_id: Id;
  files: File[];
  disclosures: string[];
}

export type { AccountsCharts };

/** Resources whose single record the API answers at `GET /<resource>/{id}` as `{<key>: record}`. */
const ONE_KEY: Record<string, string> = { payouts: 'payout' };

/** Query parameters of the API's own that a list asks for through `meta.query` (e.g. leaving out nested rows). */
function metaQuery(meta: unknown): Record<string, string> {
  const q = (meta as { query?: Record<string, unknown> } | undefined)?.query;
  if (!q || typeof q !== 'object') return {};
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));
}

/** Lets react-admin's checkError and notifications see the HTTP status and the server's message. */
async function request<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw new HttpError(error.message, error.status, error.body);
    if (error instanceof NetworkError) throw new HttpError(SIGN_IN_MESSAGES.network, 0);
    throw error;
  }
}

let sessionEndings = 0;
/** How many calls so far failed because the session was over (see useCollectorDataProvider). */
export const sessionEndingsSoFar = (): number => sessionEndings;

async function watched<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (endsSession(error)) sessionEndings += 1;
    throw error;
  }
}

const call = <T,>(run: () => Promise<T>): Promise<T> => watched(request(run));

/**
 * A 403 that refuses one permission the collector lacks (the full-SSN one, withdrawn while the page was open), not
 * the session: the page shows the server's sentence, and authProvider.checkError leaves the session alone (react-admin
 * would otherwise sign the collector out on any 403).
 */
export class PermissionRefusedError extends HttpError {
  readonly sessionStands = true;

  constructor(message: string, body: unknown) {
    super(message, 403, body);
    // HttpError pins its own prototype, which would hide this class from instanceof.
    Object.setPrototypeOf(this, PermissionRefusedError.prototype);
    this.name = 'PermissionRefusedError';
  }
}

function callNeedingPermission<T>(run: () => Promise<T>): Promise<T> {
  return watched(
    request(run).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 403) throw new PermissionRefusedError(error.message, error.body);
      throw error;
    }),
  );
}

export function listQuery(params: Partial<GetListParams>): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = {};
  if (params.pagination) {
    query.page = params.pagination.page;
    query.per_page = params.pagination.perPage;
  }
  if (params.sort?.field) {
    query.sort_by = params.sort.field;
    query.sort_order = params.sort.order.toLowerCase();
  }
  const { q, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
  if (typeof q === 'string' && q.trim()) query.search = q.trim();
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
        if (inner !== undefined && inner !== null && inner !== '') query[`filters[${name}][${key}]`] = String(inner);
      }
    } else {
      query[`filters[${name}]`] = Array.isArray(value) ? value.join(',') : String(value);
    }
  }
  return query;
}

/** A resource's own CRUD methods, for resources whose API is not the list convention. */
interface OwnMethods {
  getList?(params: GetListParams): Promise<unknown>;
  getOne?(params: GetOneParams): Promise<unknown>;
  create?(params: CreateParams): Promise<unknown>;
  update?(params: UpdateParams): Promise<unknown>;
  delete?(params: DeleteParams): Promise<unknown>;
}

// The admin screens' methods load with their first call, as their screens do: the accounts page, where most visits
// start, carries none of them (the settlement rules' bring the domain's rule schemas). A module that fails to arrive
// reads as the network error it is.
const loaded = <T,>(load: () => Promise<T>) => (): Promise<T> =>
  load().catch(() => Promise.reject(new HttpError(SIGN_IN_MESSAGES.network, 0)));
const settlementRulesData = loaded(() => import('./settlement-rules/rules-data').then(m => m.settlementRulesData));
const usersData = loaded(() => import('./users/users-data').then(m => m.usersData));
const notificationPoliciesData = loaded(() => import('./notifications/policies-data').then(m => m.notificationPoliciesData));
const payoutData = loaded(() => import('./payout/payout-data').then(m => m.payoutData));

/** A resource's methods, or what loads them. The accounts list's are at hand: its first call starts with the page. */
const OWN: Record<string, OwnMethods | (() => Promise<OwnMethods>)> = {
  [SETTLEMENT_RULES]: settlementRulesData,
  [USERS]: usersData,
  [NOTIFICATION_POLICIES]: notificationPoliciesData,
  [PAYOUT]: payoutData,
  [ACCOUNTS]: accountsData as OwnMethods,
};

/**
 * Runs the resource's own method when it has one (resources over the list convention have none), else `otherwise`.
 * Methods at hand run in the same turn, so their request starts at once (an abort signal raised right after the call
 * still reaches it); the others once their module has loaded.
 */
function viaOwn<K extends keyof OwnMethods, R>(
  resource: string,
  method: K,
  run: (own: NonNullable<OwnMethods[K]>) => Promise<R>,
  otherwise: () => Promise<R>,
): Promise<R> {
  const pick = (methods: OwnMethods | undefined): Promise<R> => {
    const own = methods?.[method];
    return own ? run(own as NonNullable<OwnMethods[K]>) : otherwise();
  };
  const own = OWN[resource];
  return typeof own === 'function' ? own().then(pick) : pick(own);
}

function refuse(method: string) {
  return (resource: string): Promise<never> =>
    Promise.reject(new HttpError(`${method} is not available for ${resource}`, 405));
}

/** A list over the convention: `GET <resource>` answering `{<resource>: [...], pagination: {total_count}}`. */
async function conventionList(resource: string, params: GetListParams): Promise<GetListResult> {
  const body = await call(() =>
    http.get<Record<string, unknown>>(`${COLLECTOR_API}/${resource}`, {
      query: { ...listQuery(params), ...metaQuery(params.meta) },
      signal: params.signal,
    }),
  );
  const data = body?.[resource];
  if (!Array.isArray(data)) throw new HttpError(`Unexpected answer for ${resource}`, 502, body);
  const pagination = body.pagination as { total_count?: unknown } | undefined;
  // The count sits in `pagination` for most lists, at the top for payouts ({payouts, total_count}).
  const total =
    typeof pagination?.total_count === 'number'
      ? pagination.total_count
      : typeof body.total_count === 'number'
        ? body.total_count
        : data.length;
  return { data, total };
}

/** One record of a resource that has a `GET <resource>/{id}` (ONE_KEY). */
async function conventionOne(resource: string, params: GetOneParams): Promise<GetOneResult> {
  const key = ONE_KEY[resource];
  if (!key) return refuse('getOne')(resource);
  const body = await call(() =>
    http.get<Record<string, unknown>>(`${COLLECTOR_API}/${resource}/${encodeURIComponent(String(params.id))}`, { signal: params.signal }),
  );
  const data = body?.[key] as GetOneResult['data'] | undefined;
  if (!data || typeof data !== 'object') throw new HttpError(`Unexpected answer for ${resource}`, 502, body);
  return { data };
}

export const dataProvider: CollectorDataProvider = {
  // react-admin's query hooks pass their query's abort signal: a list superseded by a newer one is cancelled.
  supportAbortSignal: true,
  getList: (resource, params) =>
    viaOwn(resource, 'getList', own => call(() => own(params)) as Promise<GetListResult>, () => conventionList(resource, params)),
  getOne: (resource, params) =>
    viaOwn(resource, 'getOne', own => call(() => own(params)) as Promise<GetOneResult>, () => conventionOne(resource, params)),
  getMany: refuse('getMany'),
  getManyReference: refuse('getManyReference'),
  create: (resource, params) =>
    viaOwn(resource, 'create', own => call(() => own(params)) as Promise<CreateResult>, () => refuse('create')(resource)),
  update: (resource, params) =>
    viaOwn(resource, 'update', own => call(() => own(params)) as Promise<UpdateResult>, () => refuse('update')(resource)),
  updateMany: refuse('updateMany'),
  delete: (resource, params) =>
    viaOwn(resource, 'delete', own => call(() => own(params)) as Promise<DeleteResult>, () => refuse('delete')(resource)),
  deleteMany: refuse('deleteMany'),

  getBasicStats: () => call(() => collectorApi.basicStats()),
  getPayoutMonths: async ({ law_firm_id }) => {
    const body = await call(() =>
      http.get<{ months: PayoutMonth[] }>(`${COLLECTOR_API}/payouts/monthly`, { query: law_firm_id ? { law_firm_id } : {} }),
    );
    return body.months;
  },
  getReconciliation: ({ from, to, law_firm_id }) =>
    call(() =>
      http.get<Reconciliation>(`${COLLECTOR_API}/payouts/reconciliation`, { query: { from, to, ...(law_firm_id ? { law_firm_id } : {}) } }),
    ),
  getSettlementRulePreviews: () => call(async () => (await settlementRulesData()).previews()),
  rotateUsersAuthToken: () => call(async () => (await usersData()).rotateAuthToken()),
  getAccountsCharts: async () => (await call(() => http.get<{ charts: AccountsCharts }>(`${COLLECTOR_API}/accounts_charts`))).charts,
  getNotificationPolicyOptions: () => call(async () => (await notificationPoliciesData()).options()),
  recordConfusingResponse: (params) => call(() => http.post<{ success: boolean }>(`${COLLECTOR_API}/record_confusing_response`, params)),

  removePayoutCheckDetails: () => call(async () => (await payoutData()).removeCheckDetails()),
  updatePayoutDigitalCheckEmail: (params) => call(async () => (await payoutData()).digitalCheckEmail(params)),
  connectPayoutBank: (params) => call(async () => (await payoutData()).connectBank(params)),
  removePayoutBank: () => call(async () => (await payoutData()).removeBank()),

  getAccountFilterValues: ({ signal } = {}) => call(() => accountsApi.filterValues(signal)),
  getAccountMetrics: async ({ signal } = {}) => (await call(() => accountsApi.metrics(signal))).metrics,
  revealAccountSsn: ({ customer_document_id }) => callNeedingPermission(() => accountsApi.revealSsn(customer_document_id)),
  archiveAccount: ({ customer_document_id }) => call(() => accountsApi.archive(customer_document_id)),
  unarchiveAccount: ({ customer_document_id }) => call(() => accountsApi.unarchive(customer_document_id)),
  updateAccountFileNumber: ({ customer_document_id, file_number }) =>
    call(() => accountsApi.updateFileNumber(customer_document_id, file_number)),
  exportAccounts: ({ query }) => call(() => accountsApi.exportAccounts(query)),
  getExportStatus: ({ id }) => call(() => accountsApi.exportStatus(id)),
  exportAccountActivityLog: ({ customer_document_id }) => call(() => accountsApi.exportActivityLog(customer_document_id)),
  downloadAccountActivityLog: ({ customer_document_id }) => call(() => accountsApi.activityLog(customer_document_id)),
  downloadAccountDocument: ({ customer_document_id, link }) => call(() => downloadDocument(link, customer_document_id)),
  getPaymentPlanSummary: ({ customer_document_id, signal }) => call(() => accountsApi.paymentPlanSummary(customer_document_id, signal)),

  getCurrentAction: ({ customer_document_id, signal }) => call(() => negotiationApi.currentAction(customer_document_id, signal)),
  getOfferLastPayment: ({ customer_document_id, offer, signal }) => call(() => negotiationApi.lastPayment(customer_document_id, offer, signal)),
  getAccountRow: ({ customer_document_id, signal }) => call(() => negotiationApi.accountRow(customer_document_id, signal)),
  acceptOffer: ({ customer_document_id, disclosures, offer }) => call(() => negotiationApi.accept(customer_document_id, disclosures, offer)),
  createCounteroffer: (params) => call(() => negotiationApi.counteroffer(params)),
  updatePaymentDetails: ({ customer_document_id, ...details }) => call(() => negotiationApi.paymentDetails(customer_document_id, details)),
  uploadSettlementAgreement: ({ customer_document_id, files, disclosures }) =>
    call(() => negotiationApi.uploadSettlementAgreement(customer_document_id, files, disclosures)),
  uploadDebtVerification: ({ customer_document_id, files, disclosures }) =>
    call(() => negotiationApi.uploadDebtVerification(customer_document_id, files, disclosures)),
};
