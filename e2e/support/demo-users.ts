/**
 * The demo users loaded into every fresh database (the README's list). Journeys do not sign in as them: each makes
 * its own firm and people (journey-data.ts), so that none depends on what another left behind.
 */
export const DEMO_PASSWORD = 'Password123!';

export const demoUsers = {
  /** Collector admin of Demo Law Group. */
  demoLawAdmin: {
    email: 'admin@demolaw.test',
    password: DEMO_PASSWORD,
    loginToken: 'demolaw-admin-login-token',
    firm: 'Demo Law Group',
  },
  /** Collector user (law_firm_scope user) of Demo Law Group. */
  demoLawAgent: {
    email: 'agent@demolaw.test',
    password: DEMO_PASSWORD,
    loginToken: 'demolaw-agent-login-token',
    firm: 'Demo Law Group',
  },
  /** Collector admin of Other Firm LLP. Only the password reset journey uses it (it changes the password). */
  otherFirmAdmin: {
    email: 'admin@otherfirm.test',
    password: DEMO_PASSWORD,
    firm: 'Other Firm LLP',
  },
  /** On-call admin: platform staff, no firm. */
  onCallAdmin: {
    email: 'oncall@parley.test',
    password: DEMO_PASSWORD,
    loginToken: 'parley-oncall-login-token',
  },
  consumer: {
    email: 'consumer@demo.test',
    password: DEMO_PASSWORD,
    name: 'Jordan Rivera',
  },
} as const;
