/**
 * Which driver each provider port runs, decided once at boot from the environment. Every `integrations/<port>`
 * module selects its driver from `config().providers.<port>` and nothing else, so the rule holds for all of them:
 * outside production a port without its live keys runs its offline demo driver; in production it never does, and
 * the process refuses to start naming the missing keys. A new port joins with one entry below.
 */
export interface ProviderPort {
  /** How the refusal names what the keys are for. */
  label: string;
  /** Every variable its live driver needs. Absent: no live driver exists yet (the port must be switched off). */
  live?: readonly string[];
  /** Those of `live` that are secrets: production also refuses them when public, short or easy to guess. */
  secrets?: readonly string[];
  /** A variable that, set to "off", runs the port without a provider: every call answers that it is unavailable. */
  offSwitch?: string;
}

export const PROVIDER_PORTS = {
  payments: {
    label: 'payments',
    live: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'],
    secrets: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  },
  bankData: { label: 'bank connections', live: ['PLAID_CLIENT_ID', 'PLAID_SECRET'], secrets: ['PLAID_SECRET'] },
  // No credit bureau publishes an SDK: until a contracted bureau's driver exists, production runs without reports.
  creditBureau: { label: 'credit reports', offSwitch: 'CREDIT_BUREAU' },
  assistant: { label: 'the assistant', live: ['OPENAI_API_KEY'], secrets: ['OPENAI_API_KEY'] },
  // One driver (SMTP); its default address is the development mail catcher's, so production must name its relay.
  mail: { label: 'mail', live: ['SMTP_URL'] },
  // Texts to consumers who consented; "SMS=off" runs without them (notices then go by e-mail only).
  sms: { label: 'text messages', live: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'], secrets: ['TWILIO_AUTH_TOKEN'], offSwitch: 'SMS' },
  payouts: {
    label: 'payouts to firms',
    // CHECKBOOK_ENV (sandbox or live) is required with the keys by the driver's own settings (payouts.config.ts).
    live: ['CHECKBOOK_API_KEY', 'CHECKBOOK_API_SECRET', 'CHECKBOOK_WEBHOOK_KEY'],
    secrets: ['CHECKBOOK_API_SECRET', 'CHECKBOOK_WEBHOOK_KEY'],
  },
} satisfies Record<string, ProviderPort>;

export type PortName = keyof typeof PROVIDER_PORTS;
export type DriverKind = 'live' | 'demo' | 'off';
export type ProviderChoice = Record<PortName, DriverKind>;

const isSet = (v: string | undefined) => v !== undefined && v.trim() !== '';

const port = (name: PortName): ProviderPort => PROVIDER_PORTS[name];

/** "A, B and C". */
function list(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The driver of every port, or, in production, the one sentence saying which keys are missing (every port's at
 * once, so the operator fixes them in one go).
 */
export function chooseProviders(env: NodeJS.ProcessEnv, production: boolean): { choice: ProviderChoice } | { refusal: string } {
  const choice = {} as ProviderChoice;
  const missing: string[] = [];
  for (const name of Object.keys(PROVIDER_PORTS) as PortName[]) {
    const p = port(name);
    if (p.live && p.live.every((k) => isSet(env[k]))) choice[name] = 'live';
    else if (p.offSwitch && env[p.offSwitch] === 'off') choice[name] = 'off';
    else if (!production) choice[name] = 'demo';
    else if (p.live) missing.push(`${list(p.live.filter((k) => !isSet(env[k])))} (${p.label})`);
    else missing.push(`${p.offSwitch}=off (${p.label}: no live driver exists yet)`);
  }
  if (missing.length)
    return { refusal: `Configuration error: production never uses a demo provider, so it needs ${list(missing)}.` };
  return { choice };
}

/** The ports' secrets, checked like SESSION_SECRET in production. */
export function providerSecrets(): string[] {
  return (Object.keys(PROVIDER_PORTS) as PortName[]).flatMap((n) => [...(port(n).secrets ?? [])]);
}

/** Every live key of every port: none may be a placeholder or default written in the repository. */
export function providerLiveKeys(): string[] {
  return (Object.keys(PROVIDER_PORTS) as PortName[]).flatMap((n) => [...(port(n).live ?? [])]);
}
