import { UsersList } from './UsersList';

export { UsersPage } from './UsersPage';
export { UsersList };

/** The users resource: one list page (table, add-user row and the firm's code), for firm admins only. */
export const users = { list: UsersList };
