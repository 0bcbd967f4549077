import type { GetListParams, GetListResult } from 'react-admin';
import type { AccountRow } from '@parley/domain/contracts/accounts';
import { accountsApi } from './accounts-api';
import { ACCOUNTS_PAGE_SIZE, accountsListQuery } from './query-state';

export { ACCOUNTS_PAGE_SIZE, accountsListQuery } from './query-state';

export const ACCOUNTS = 'accounts';

/** What the accounts list's getList puts in `meta` beside the rows and the total. */
export interface AccountsListMeta {
  more_pages: boolean;
  has_payment_details: boolean;
  valid_first_payment_date: string | null | undefined;
}

/**
 * The accounts resource. The API has no page/per_page: apply_filters answers the first `num_pages` pages of 25 at
 * once. getList asks for enough pages to cover react-admin's page/perPage window and serves that window out of
 * them; the accounts page asks for page 1 with perPage num_pages × 25 (query-state's accountsListParams), so
 * 'Load More' is one request for all the loaded pages, as the address says. The rest of the answer (more_pages,
 * the earliest first payment date) is in `meta`.
 */
export const accountsData = {
  async getList(params: GetListParams): Promise<GetListResult<AccountRow>> {
    const answer = await accountsApi.applyFilters(accountsListQuery(params), params.signal);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: ACCOUNTS_PAGE_SIZE };
    const start = (page - 1) * perPage;
    const meta: AccountsListMeta = {
      more_pages: answer.more_pages,
      has_payment_details: answer.has_payment_details,
      valid_first_payment_date: answer.valid_first_payment_date,
    };
    return { data: answer.customer_info.slice(start, start + perPage), total: answer.total_count, meta };
  },
};
