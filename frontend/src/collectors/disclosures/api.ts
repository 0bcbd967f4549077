import { http } from '../../shared/http';

export interface Disclosure {
  id: string;
  text: string;
  usage_count: number;
  client: string | null;
  state: string | null;
}

export type SortBy = 'text' | 'usage_count' | 'client' | 'state';
export type SortOrder = 'asc' | 'desc';

export interface DisclosuresQuery {
  page: number;
  per_page: number;
  search: string;
  sort_by: SortBy;
  sort_order: SortOrder;
}

export interface DisclosuresAnswer {
  success: boolean;
  disclosures: Disclosure[];
  pagination: { total_pages: number; total_count: number };
}

export const PER_PAGE = 10;
export const COPIED_MS = 2000;

export const disclosuresApi = {
  list: (q: DisclosuresQuery, signal?: AbortSignal) => http.get<DisclosuresAnswer>('/collectors/api/disclosures', { query: { ...q }, signal }),
};
