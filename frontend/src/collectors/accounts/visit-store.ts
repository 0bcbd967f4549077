import { memoryStore, type Store } from 'react-admin';

/**
 * The accounts list's store: react-admin's own (the column choices live there, across visits) except that the
 * Datagrid's open rows (`<resource>.datagrid.expanded`) are kept in memory for this visit of the page, as they
 * always were: a reload, or another collector on the same browser, starts with every row closed.
 * setup/teardown only touch the memory part: the outer store belongs to <Admin>.
 */
export function visitStore(outer: Store): Store {
  const memory = memoryStore();
  const own = (key: string) => key.endsWith('.datagrid.expanded');
  return {
    setup: () => memory.setup(),
    teardown: () => memory.teardown(),
    getItem: (key, defaultValue) => (own(key) ? memory.getItem(key, defaultValue) : outer.getItem(key, defaultValue)),
    setItem: (key, value) => (own(key) ? memory.setItem(key, value) : outer.setItem(key, value)),
    removeItem: key => (own(key) ? memory.removeItem(key) : outer.removeItem(key)),
    removeItems: keyPrefix => {
      memory.removeItems(keyPrefix);
      outer.removeItems(keyPrefix);
    },
    reset: () => memory.reset(),
    subscribe: (key, callback) => (own(key) ? memory.subscribe(key, callback) : outer.subscribe(key, callback)),
    listItems: keyPrefix => ({ ...outer.listItems?.(keyPrefix), ...memory.listItems?.(keyPrefix) }),
  };
}
