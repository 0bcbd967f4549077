import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, defaultI18nProvider, memoryStore, type AuthProvider, type DataProvider, type Store } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { CollectorIdentity } from '../collectors/authProvider';
import { theme } from '../shared/theme';

export function identity(overrides: Partial<CollectorIdentity> = {}): CollectorIdentity {
  return {
    id: 7,
    fullName: 'agent@demolaw.test',
    email: 'agent@demolaw.test',
    scope: 'user',
    lawFirm: { id: 1, name: 'Demo Law Group' },
    isOnCallAdmin: false,
    canViewFullSsn: false,
    ...overrides,
  };
}

/**
 * Renders inside react-admin's contexts with a signed-in collector of the given identity; pages that read and write
 * through react-admin get the portal's dataProvider passed in; a test that remounts a page with what the user stored
 * passes one store to both renders.
 */
export function renderInAdmin(
  ui: ReactElement,
  who: CollectorIdentity,
  url = '/collectors/accounts',
  dataProvider?: DataProvider,
  store: Store = memoryStore(),
  auth: Partial<AuthProvider> = {},
) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => who,
    getPermissions: async () => who.scope,
    ...auth,
  };
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext i18nProvider={defaultI18nProvider} authProvider={authProvider} dataProvider={dataProvider} store={store} theme={theme}>
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}
