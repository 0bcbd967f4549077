import { PayoutWebhookSignatureError } from './payouts.port';
import { signNotification, verifyNotification } from './signature';
import { statusEventFrom } from './event-mapping';
import { uspsCheckDigit, uspsTrackingNumber, isUspsTrackingNumber } from './demo/tracking';

describe('Checkbook notification signature', () => {
  // The example of Checkbook's webhook documentation: body + nonce, HMAC-SHA256 with the webhooks key.
  const body = '{"status": "PAID", "id": "ed0af5fb335c47dd8eb53199ba50f5c4", "type": "CHECK"}';
  const key = '335b5728e25b47e88995fce207bff380';
  const documented = 'nonce=1243549809,signature=4ee9758fc0bceb3ca1a2fe397fbd125364cfffdb04296fa118dab9778a4b3ce3';

  it('signs and verifies as Checkbook documents it', () => {
    expect(signNotification(body, key, '1243549809')).toBe(documented);
    expect(() => verifyNotification(Buffer.from(body), documented, key)).not.toThrow();
    expect(statusEventFrom(Buffer.from(body))).toEqual({ checkId: 'ed0af5fb335c47dd8eb53199ba50f5c4', status: 'PAID' });
  });

  it('refuses another key, another body, another nonce and a missing header', () => {
    expect(() => verifyNotification(Buffer.from(body), documented, 'another-key')).toThrow(PayoutWebhookSignatureError);
    expect(() => verifyNotification(Buffer.from(body.replace('PAID', 'VOID')), documented, key)).toThrow(PayoutWebhookSignatureError);
    expect(() => verifyNotification(Buffer.from(body), documented.replace('1243549809', '1243549808'), key)).toThrow(PayoutWebhookSignatureError);
    expect(() => verifyNotification(Buffer.from(body), undefined, key)).toThrow(PayoutWebhookSignatureError);
    expect(() => verifyNotification(Buffer.from(body), 'signature=abc', key)).toThrow(PayoutWebhookSignatureError);
  });
});

describe('USPS-style tracking numbers', () => {
  it('are 22 digits with the USPS mod-10 check digit', () => {
    // Sample USPS tracking numbers as USPS prints them: their last digit is the check digit.
    for (const real of ['9400109699938860246573', '9205590164917312751089']) expect(uspsCheckDigit(real.slice(0, 21))).toBe(Number(real[21]));
    const t = uspsTrackingNumber(10042);
    expect(t).toMatch(/^94001\d{17}$/);
    expect(isUspsTrackingNumber(t)).toBe(true);
    expect(isUspsTrackingNumber(`${t.slice(0, 21)}${(Number(t[21]) + 1) % 10}`)).toBe(false);
  });
});
