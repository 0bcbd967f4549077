import type { NotificationPolicyView } from '@parley/domain/contracts/api/notification-policies';
import { http } from '../../shared/http';

export interface Option {
  value: string;
  label: string;
}

export type Policy = NotificationPolicyView;

export interface NewPolicy {
  email_type: string;
  state: string[];
  emails: string[];
}

/** What a policy can be about: the event types and the states ('*' stands for all of either). */
export interface PolicyOptions {
  actions: Option[];
  states: Option[];
}

const API = '/collectors/api';

/** The API's own calls; pages reach them through the dataProvider (policies-data.ts). */
export const notificationsApi = {
  actions: (signal?: AbortSignal) => http.get<{ actions: Option[] }>(`${API}/get_notification_policy_actions`, { signal }),
  states: (signal?: AbortSignal) => http.get<{ states: Option[] }>(`${API}/get_notification_policy_states`, { signal }),
  list: (signal?: AbortSignal) => http.get<{ policies: Policy[] }>(`${API}/get_notification_policies`, { signal }),
  add: (body: NewPolicy) => http.post<{ policy: Policy }>(`${API}/add_notification_policy`, body),
  remove: (id: number | string) => http.delete<{ success: boolean }>(`${API}/notification_policies/${id}`),
};

/** Notifications. */
export const NOTIFICATION_ALERTS = {
  deleteFailed: 'Failed to delete policy. Please try again.',
  addFailed: 'Failed to add policy. Please try again.',
} as const;
