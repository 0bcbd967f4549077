import { LawFirmScope, UserKind } from '../../modules/identity/entities/user.entity';
import { mayViewFullSsn } from './guards';
import type { SessionUser } from './session-user';

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: 1, kind: UserKind.Collector, email: 'a@b.test', firstName: null, lastName: null, lawFirmId: 1, lawFirmScope: LawFirmScope.User, canViewFullSsn: false, ...over,
});

describe('mayViewFullSsn', () => {
  it.each([
    ['firm admin', user({ lawFirmScope: LawFirmScope.Admin }), true],
    ['user with the permission', user({ canViewFullSsn: true }), true],
    ['user without it', user({}), false],
    ['on-call admin', user({ kind: UserKind.OnCallAdmin, lawFirmId: null, lawFirmScope: null }), true],
    ['consumer, even flagged', user({ kind: UserKind.Consumer, canViewFullSsn: true, lawFirmId: null }), false],
  ])('%s', (_, u, expected) => expect(mayViewFullSsn(u)).toBe(expected));
});
