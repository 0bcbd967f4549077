import type { DashboardPayload } from './api';

export type DashboardTab =
  | 'all'
  | 'cases'
  | 'profile'
  | 'credit_report'
  | 'financial_report'
  | 'stash'
  | 'documents'
  | 'archived'
  | 'deals';

export interface TabSpec {
  id: DashboardTab;
  label: string;
}

/**
 * The tabs a consumer sees, in order. Budget always (a product decision: with no bank report it offers
 * 'Connect bank', with an expired connection 'Reconnect bank', so the budget is reachable from the dashboard), Stash only
 * when a document has the show_stash experiment, Unassigned / Archived / Deals only when they have something.
 */
export function visibleTabs(p: DashboardPayload): TabSpec[] {
  const documents = [...p.cases.flatMap(c => c.documents), ...p.unorganizedDocuments];
  const tabs: Array<TabSpec | false> = [
    { id: 'all', label: 'All' },
    { id: 'cases', label: 'Cases' },
    { id: 'profile', label: 'Profile' },
    { id: 'credit_report', label: 'Credit Score' },
    { id: 'financial_report', label: 'Budget' },
    documents.some(d => d.experiments.show_stash) && { id: 'stash', label: 'Stash' },
    p.unorganizedDocuments.length > 0 && { id: 'documents', label: 'Unassigned' },
    p.archivedDocuments.length > 0 && { id: 'archived', label: 'Archived' },
    p.affiliate_offers.length > 0 && { id: 'deals', label: 'Deals' },
  ];
  return tabs.filter((t): t is TabSpec => t !== false);
}

const ALL_TABS: readonly DashboardTab[] = [
  'all',
  'cases',
  'profile',
  'credit_report',
  'financial_report',
  'stash',
  'documents',
  'archived',
  'deals',
];

/** The tab named by ?activeTab= (anything unknown is the home tab). */
export function tabFromQuery(value: string | null): DashboardTab {
  return (ALL_TABS as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : 'all';
}

/** Clicking the active tab again returns to all. */
export function nextTab(active: DashboardTab, clicked: DashboardTab): DashboardTab {
  return clicked === active ? 'all' : clicked;
}
