import { lazyScreen } from '../lazy-screen';

/**
 * The users resource: one list page (table, add-user row and the firm's code), for firm admins only, loaded when
 * first shown.
 */
export const users = { list: lazyScreen(() => import('./UsersList'), 'UsersList') };
