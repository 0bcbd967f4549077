import { signOptOut, verifyOptOut } from './opt-out-token';

describe('opt-out tokens', () => {
  const secret = 's'.repeat(40);
  it('round-trips and refuses altered, foreign and malformed tokens', () => {
    const token = signOptOut(secret, { consumerId: 12, lawFirmId: 3, channel: 'email' });
    expect(verifyOptOut(secret, token)).toEqual({ consumerId: 12, lawFirmId: 3, channel: 'email' });
    expect(verifyOptOut(secret, token.replace('12.3', '13.3'))).toBeNull();
    expect(verifyOptOut(secret, token.replace('.email.', '.sms.'))).toBeNull();
    expect(verifyOptOut('t'.repeat(40), token)).toBeNull();
    for (const bad of ['', 'abc', '0.1.email.x', `${token}x`, 42, null, `${'9'.repeat(200)}`]) expect(verifyOptOut(secret, bad)).toBeNull();
  });
});
