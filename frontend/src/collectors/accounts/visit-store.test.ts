import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { visitStore } from './visit-store';

describe('the accounts list store', () => {
  it("keeps the Datagrid's open rows for the visit and everything else in the app's store", () => {
    const outer = memoryStore();
    outer.setup();
    const store = visitStore(outer);
    store.setup();
    store.setItem('accounts.datagrid.expanded', [101]);
    store.setItem('preferences.accounts.columns.7', ['plaintiff']);
    expect(store.getItem('accounts.datagrid.expanded')).toEqual([101]);
    expect(outer.getItem('accounts.datagrid.expanded')).toBeUndefined();
    expect(outer.getItem('preferences.accounts.columns.7')).toEqual(['plaintiff']);

    // Leaving the page forgets the open rows, not the app's store.
    store.teardown();
    expect(store.getItem('accounts.datagrid.expanded')).toBeUndefined();
    expect(outer.getItem('preferences.accounts.columns.7')).toEqual(['plaintiff']);
  });
});
