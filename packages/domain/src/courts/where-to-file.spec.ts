import { STATE_TIME_ZONES } from '../time-zones';
import { COURT_FINDERS } from './court-finders';
import { clerkMailingAddress, filingInstructions, whereToFile } from './where-to-file';

describe('where to file', () => {
  it('has one official https court directory for every state and DC, and nothing else', () => {
    const states = Object.keys(STATE_TIME_ZONES).filter((s) => /^[A-Z]{2}$/.test(s) && !['PR', 'GU', 'VI', 'AS', 'MP', 'UM'].includes(s));
    expect(Object.keys(COURT_FINDERS).sort()).toEqual(states.sort());
    expect(Object.keys(COURT_FINDERS)).toHaveLength(51);
    for (const [state, f] of Object.entries(COURT_FINDERS)) {
      const url = new URL(f.url);
      expect([state, url.protocol]).toEqual([state, 'https:']);
      // A judiciary's own site (.gov, .us, .org of the courts, oscn.net), never a third party's.
      expect([state, /(\.gov|\.us|courts?\.[a-z]+\.(?:gov|us)|\.org|oscn\.net)$/.test(url.hostname)]).toEqual([state, true]);
      expect(f.judiciary.length).toBeGreaterThan(5);
    }
  });

  it('gives the clerk’s mailing address when it is known in full, else the state’s court directory', () => {
    const full = { mailing_name: 'Clerk of the Circuit Court of Cook County', street: '50 W Washington St', city: 'Chicago', state: 'IL', zip: '60602' };
    expect(whereToFile(full)).toEqual({
      method: 'mail',
      mailing_address: 'Clerk of the Circuit Court of Cook County, 50 W Washington St, Chicago, IL 60602',
    });
    // A city without a street is no mailing address.
    expect(clerkMailingAddress({ ...full, street: null })).toBeNull();
    expect(whereToFile({ ...full, street: null, zip: null })).toEqual({
      method: 'court_finder',
      court_finder_url: 'https://www.illinoiscourts.gov/courts-directory/',
      judiciary: 'Illinois Courts',
    });
    expect(whereToFile({ mailing_name: null, street: null, city: null, state: 'tx', zip: null })).toMatchObject({ method: 'court_finder' });
    expect(whereToFile({ mailing_name: null, street: null, city: null, state: null, zip: null })).toBeNull();
  });

  it('says where, how and by when; the deadline only when known', () => {
    const known = filingInstructions({
      courtName: 'Franklin County Municipal Court',
      where: { method: 'court_finder', court_finder_url: 'https://www.supremecourt.ohio.gov/', judiciary: 'Supreme Court of Ohio' },
      deadline: '28 days after you were served',
      plaintiffLawyer: 'Weltman, Weinberg & Reis',
    });
    expect(known.where).toBe(
      "File with the clerk of Franklin County Municipal Court. Find the clerk's address and filing hours in the Supreme Court of Ohio's court directory: https://www.supremecourt.ohio.gov/",
    );
    expect(known.by_when).toContain('usually 28 days after you were served');
    expect(known.how.join(' ')).toContain('Send a copy to Weltman, Weinberg & Reis');
    const unknown = filingInstructions({ courtName: null, where: null, deadline: null, plaintiffLawyer: null });
    expect(unknown.where).toContain('the court named on your summons');
    expect(unknown.by_when).toContain('ask the clerk right away');
  });
});
