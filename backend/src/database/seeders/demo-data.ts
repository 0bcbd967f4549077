import { LawFirmScope, UserKind } from '../../modules/identity/entities/user.entity';

/** The demo users of the public contract. Every password is DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Password123!';

export const DEMO_FIRMS = ['Demo Law Group', 'Other Firm LLP'] as const;

export interface DemoUser {
  email: string;
  kind: UserKind;
  firstName: string;
  lastName: string;
  firm?: (typeof DEMO_FIRMS)[number];
  scope?: LawFirmScope;
  canViewFullSsn?: boolean;
  /** Personal login token for token sign-in; fixed for the demo so the README and tests can name it. */
  loginToken?: string;
}

export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@demolaw.test', kind: UserKind.Collector, firstName: 'Dana', lastName: 'Whitfield', firm: 'Demo Law Group', scope: LawFirmScope.Admin, loginToken: 'demolaw-admin-login-token' },
  { email: 'agent@demolaw.test', kind: UserKind.Collector, firstName: 'Marcus', lastName: 'Bell', firm: 'Demo Law Group', scope: LawFirmScope.User, canViewFullSsn: false, loginToken: 'demolaw-agent-login-token' },
  { email: 'admin@otherfirm.test', kind: UserKind.Collector, firstName: 'Priya', lastName: 'Raman', firm: 'Other Firm LLP', scope: LawFirmScope.Admin, loginToken: 'otherfirm-admin-login-token' },
  { email: 'oncall@parley.test', kind: UserKind.OnCallAdmin, firstName: 'Sam', lastName: 'Okafor', loginToken: 'parley-oncall-login-token' },
  { email: 'consumer@demo.test', kind: UserKind.Consumer, firstName: 'Jordan', lastName: 'Rivera' },
];
