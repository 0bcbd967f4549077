import { http } from '../../shared/http';

export interface Option {
  value: string;
  label: string;
}

export interface Policy {
  id: number;
  email_type: string;
  email_type_label: string;
  state: string;
  states: string[];
  states_label: string;
  addresses: string;
  emails: string[];
}

const API = '/collectors/api';

export const notificationsApi = {
  actions: () => http.get<{ actions: Option[] }>(`${API}/get_notification_policy_actions`),
  states: () => http.get<{ states: Option[] }>(`${API}/get_notification_policy_states`),
  list: () => http.get<{ policies: Policy[] }>(`${API}/get_notification_policies`),
  add: (body: { email_type: string; state: string[]; emails: string[] }) => http.post<{ policy: Policy }>(`${API}/add_notification_policy`, body),
  remove: (id: number) => http.delete<{ success: boolean }>(`${API}/notification_policies/${id}`),
};

/** Notifications. */
export const NOTIFICATION_ALERTS = {
  deleteFailed: 'Failed to delete policy. Please try again.',
  addFailed: 'Failed to add policy. Please try again.',
} as const;
