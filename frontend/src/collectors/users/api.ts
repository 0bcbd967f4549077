import { http } from '../../shared/http';

export interface FirmUser {
  id: number;
  email: string;
  law_firm_scope: 'user' | 'admin';
  can_view_full_ssn: boolean;
  invite_pending: boolean;
}

export interface NewUser {
  email: string;
  law_firm_scope: 'user' | 'admin';
  can_view_full_ssn: boolean;
}

const API = '/collectors/api/users';

export const usersApi = {
  // auth_token is null while the firm has no code yet (the GET creates nothing; the page asks for one by POST).
  list: () => http.get<{ users: FirmUser[]; auth_token: string | null }>(API),
  create: (user: NewUser) => http.post<{ user: FirmUser }>(`${API}/create`, { user }),
  updateSsnPermission: (userId: number, allowed: boolean) =>
    http.post<{ can_view_full_ssn: boolean }>(`${API}/update_ssn_permission`, { user_id: userId, can_view_full_ssn: allowed }),
  remove: (userId: number) => http.post<{ success: boolean }>(`${API}/remove`, { user_id: userId }),
  rotateAuthToken: () => http.post<{ auth_token: string }>(`${API}/rotate_auth_token`),
};

/** Users. */
export const USERS_MESSAGES = {
  fetchFailed: 'Failed to fetch users',
  ssnFailed: 'Failed to update SSN permission',
  removeFailed: 'Failed to remove user',
  createFailed: 'Failed to create user',
  added: (email: string) => `User added successfully. An invite has been sent to ${email}.`,
} as const;

/** The added-user notice stays 5 seconds. */
export const ADDED_NOTICE_MS = 5000;
