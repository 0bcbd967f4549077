import { afterEach, describe, expect, it } from 'vitest';
import { documentView, payload } from './fixtures';
import { hidePromo, isPromoHidden } from './promo-storage';
import { nextTab, tabFromQuery, visibleTabs } from './tabs';
import { canCreate, isBuiltPage } from './links';

const ids = (p: ReturnType<typeof payload>) => visibleTabs(p).map(t => t.id);

describe('dashboard tabs', () => {
  it('always shows all, cases, profile, the credit score and the budget; the rest only when they have something', () => {
    expect(ids(payload())).toEqual(['all', 'cases', 'profile', 'credit_report', 'financial_report']);
    expect(visibleTabs(payload()).map(t => t.label)).toEqual(['All', 'Cases', 'Profile', 'Credit Score', 'Budget']);
  });

  it('shows Budget whatever the financial report status (Connect bank, Reconnect bank, progress, the report)', () => {
    const base = payload();
    for (const status of ['consent_required', 'reconnect', 'pending', 'failed', 'available'] as const)
      expect(ids(payload({ financial_report: { ...base.financial_report, status } }))).toContain('financial_report');
  });

  it('adds Stash, Unassigned, Archived and Deals by their conditions, in order', () => {
    const p = payload({
      unorganizedDocuments: [documentView({ id: 5, document_name: 'document_generation', experiments: { show_stash: true } })],
      archivedDocuments: [documentView({ id: 6, archived: true })],
      affiliate_offers: [{ id: 1, title: 'x', description: 'x', logo_url: 'x', target_url: 'https://x', deal_text: 'x', button_text: 'x' }],
    });
    expect(ids(p)).toEqual(['all', 'cases', 'profile', 'credit_report', 'financial_report', 'stash', 'documents', 'archived', 'deals']);
    // An archived document with the experiment does not bring the Stash tab.
    expect(ids(payload({ archivedDocuments: [documentView({ experiments: { show_stash: true }, archived: true })] }))).not.toContain('stash');
  });

  it('reads activeTab and returns to all when the active tab is clicked again', () => {
    expect(tabFromQuery('archived')).toBe('archived');
    expect(tabFromQuery('nope')).toBe('all');
    expect(tabFromQuery(null)).toBe('all');
    expect(nextTab('cases', 'cases')).toBe('all');
    expect(nextTab('cases', 'deals')).toBe('deals');
  });
});

describe('promo cards', () => {
  afterEach(() => window.localStorage.clear());
  it('stay hidden for 7 days after hiding, then come back', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    expect(isPromoHidden('settle_your_debt', now)).toBe(false);
    hidePromo('settle_your_debt', now);
    expect(isPromoHidden('settle_your_debt', now + 7 * 86_400_000 - 1)).toBe(true);
    expect(isPromoHidden('settle_your_debt', now + 7 * 86_400_000)).toBe(false);
    expect(isPromoHidden('file_an_answer', now)).toBe(false);
  });
});

describe('links to pages', () => {
  it('link only to pages that are built', () => {
    expect(isBuiltPage('/customer_documents/12')).toBe(true);
    expect(isBuiltPage('/document_generations/5?x=1')).toBe(true);
    expect(isBuiltPage('/nowhere/5')).toBe(false);
    expect(canCreate('document_generation')).toBe(true);
  });
});
