import { DEMO_LAW_GROUP_MIX, demoAccountsFor, demoConsumerAccount } from './demo-accounts';

const TODAY = '2026-11-23';

/** The typed signature on a signed agreement is the consumer's own name (the settlement PDF prints it). */
function signatureNames(a: ReturnType<typeof demoConsumerAccount>): unknown[] {
  return a.events.filter((e) => e.action === 'signed_settlement_agreement').map((e) => e.params?.signature_name);
}

describe('demo accounts', () => {
  it('signs every agreement with the name of the consumer who signed it', () => {
    const accounts = demoAccountsFor(DEMO_LAW_GROUP_MIX, TODAY, 'd', 20261123, 2);
    const signed = accounts.filter((a) => signatureNames(a).length > 0);
    // The demo firm has signed agreements to check (an empty list would check nothing).
    expect(signed.length).toBeGreaterThanOrEqual(2);
    for (const a of signed) expect(signatureNames(a)).toEqual([`${a.firstName} ${a.lastName}`]);
  });

  it("signs Jordan Rivera's agreement as Jordan Rivera after renaming the generated consumer", () => {
    const jordan = demoConsumerAccount(TODAY);
    expect(signatureNames(jordan)).toEqual(['Jordan Rivera']);
  });

  it('gives the demo firm one disputed account, not archived, among those waiting on the consumer', () => {
    const disputed = demoAccountsFor(DEMO_LAW_GROUP_MIX, TODAY, 'd', 20261123, 2).filter((a) =>
      a.events.some((e) => e.action === 'dispute'),
    );
    expect(disputed).toHaveLength(1);
    expect(disputed[0]).toMatchObject({ target: 'waiting_for_customer', archived: false });
    expect(disputed[0].events.at(-1)?.action).toBe('dispute');
  });
});
