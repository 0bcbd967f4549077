/**
 * USPS codes of the places a Parley consumer may live: the 50 states, the District of Columbia and the five
 * inhabited territories (address autocomplete is limited to the US and territories).
 */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho',
  IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine',
  MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri',
  MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
  NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas',
  UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  AS: 'American Samoa', GU: 'Guam', MP: 'Northern Mariana Islands', PR: 'Puerto Rico', VI: 'U.S. Virgin Islands',
};

/** The five inhabited territories: a consumer may live there; mailed checks and court papers use the 50 states and DC. */
export const US_TERRITORIES: readonly string[] = ['AS', 'GU', 'MP', 'PR', 'VI'];

/** The 50 states and the District of Columbia, in the table's order. */
export const STATES_AND_DC: readonly string[] = Object.keys(US_STATES).filter((code) => !US_TERRITORIES.includes(code));

export function isUsState(code: string): boolean {
  return Object.prototype.hasOwnProperty.call(US_STATES, code);
}
