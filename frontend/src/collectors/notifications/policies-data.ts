import type { CreateParams, DeleteParams, GetListParams } from 'react-admin';
import { type NewPolicy, notificationsApi, type Policy, type PolicyOptions } from './api';

/**
 * The notification_policies resource over the API's own calls: the list (a firm has a handful of policies, so it
 * comes whole), create (add_notification_policy) and delete. A policy is never edited: it is deleted and added again.
 */
export const notificationPoliciesData = {
  async getList(params: Partial<GetListParams>) {
    const { policies } = await notificationsApi.list(params.signal);
    return { data: policies, total: policies.length };
  },
  async create(params: CreateParams<NewPolicy>) {
    const { policy } = await notificationsApi.add(params.data as NewPolicy);
    return { data: policy };
  },
  async delete(params: DeleteParams<Policy>) {
    await notificationsApi.remove(params.id);
    return { data: params.previousData ?? ({ id: params.id } as Policy) };
  },
  /** The event types and states a policy can name, in the API's order. */
  async options(): Promise<PolicyOptions> {
    const [a, s] = await Promise.all([notificationsApi.actions(), notificationsApi.states()]);
    return { actions: a.actions, states: s.states };
  },
};
