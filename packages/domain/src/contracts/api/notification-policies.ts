import { z } from 'zod';
import { isValidEmail, STATES_AND_DC as US_STATES } from '../rules';
import { ALL, EVENT_TYPES, normalizeEmails, normalizeEventType, normalizeStates, POLICY_MESSAGES } from '../../notifications/policies';

const STATES = new Set<string>([...US_STATES, ALL, 'ALL']);

export const AddPolicySchema = z
  .object({
    email_type: z.union([z.string({ error: POLICY_MESSAGES.invalidEvent }).max(60, POLICY_MESSAGES.invalidEvent), z.null()]).optional(),
    // A list, or the ';'-joined string.
    state: z
      .union([z.array(z.string({ error: POLICY_MESSAGES.invalidState }).max(10, POLICY_MESSAGES.invalidState)).max(60, POLICY_MESSAGES.invalidState), z.string().max(400, POLICY_MESSAGES.invalidState), z.null()])
      .optional(),
    emails: z
      .array(z.string({ error: POLICY_MESSAGES.invalidEmail }).max(254, POLICY_MESSAGES.invalidEmail), { error: POLICY_MESSAGES.atLeastOneEmail })
      .max(50, 'Please enter at most 50 email addresses'),
  })
  .superRefine((v, ctx) => {
    const type = normalizeEventType(v.email_type);
    if (type !== ALL && !(EVENT_TYPES as readonly string[]).includes(type)) ctx.addIssue({ code: 'custom', message: POLICY_MESSAGES.invalidEvent });
    const raw = typeof v.state === 'string' ? v.state.split(';') : (v.state ?? []);
    if (raw.some((s) => s.trim() && !STATES.has(s.trim().toUpperCase()))) ctx.addIssue({ code: 'custom', message: POLICY_MESSAGES.invalidState });
    const emails = normalizeEmails(v.emails);
    if (emails.length === 0) return void ctx.addIssue({ code: 'custom', message: POLICY_MESSAGES.atLeastOneEmail });
    if (!(v.emails[0] ?? '').trim()) ctx.addIssue({ code: 'custom', message: POLICY_MESSAGES.firstEmailRequired });
    if (emails.some((e) => !isValidEmail(e))) ctx.addIssue({ code: 'custom', message: POLICY_MESSAGES.invalidEmail });
  })
  .transform((v) => ({
    emailType: normalizeEventType(v.email_type),
    states: normalizeStates(v.state ?? []),
    emails: normalizeEmails(v.emails),
  }));
export type AddPolicy = z.infer<typeof AddPolicySchema>;

// ---- answers ----

/** One policy of the Manage Notifications page: which event, in which states, goes to which addresses. */
export const NotificationPolicyView = z.object({
  id: z.number().int(),
  email_type: z.string(),
  email_type_label: z.string(),
  /** The states ';'-joined ('*' for all states), and as a list. */
  state: z.string(),
  states: z.array(z.string()),
  states_label: z.string(),
  /** The addresses ';'-joined, and as a list. */
  addresses: z.string(),
  emails: z.array(z.string()),
});
export type NotificationPolicyView = z.infer<typeof NotificationPolicyView>;

/** `GET /collectors/api/get_notification_policies`. */
export const NotificationPoliciesAnswer = z.object({ policies: z.array(NotificationPolicyView) });

/** `POST /collectors/api/add_notification_policy`. */
export const NotificationPolicyAdded = z.object({ success: z.literal(true), policy: NotificationPolicyView });

/** `GET /collectors/api/get_notification_policy_actions`: the events a policy can be about (`*` for all). */
export const NotificationPolicyActions = z.object({
  actions: z.array(z.object({ value: z.enum([ALL, ...EVENT_TYPES]), label: z.string() })),
});

/** `GET /collectors/api/get_notification_policy_states`. */
export const NotificationPolicyStates = z.object({ states: z.array(z.object({ value: z.string(), label: z.string() })) });
