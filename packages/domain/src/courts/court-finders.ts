/**
 * Where a consumer finds the clerk of their court when Parley's court list has no mailing address for it: the state
 * judiciary's own public court directory, one per state and DC (the court list covers no territories). Each entry is
 * the judiciary's official site: its court directory or "find a court" page where it has one at a stable address,
 * else the judiciary's home page, which links to it. The table and its sources are listed in docs/COURTS.md.
 */
export interface CourtFinder {
  /** The state's judiciary, as it names itself. */
  judiciary: string;
  url: string;
}

export const COURT_FINDERS: Readonly<Record<string, CourtFinder>> = {
  AL: { judiciary: 'Alabama Unified Judicial System', url: 'https://judicial.alabama.gov/' },
  AK: { judiciary: 'Alaska Court System', url: 'https://courts.alaska.gov/courtdir/index.htm' },
  AZ: { judiciary: 'Arizona Judicial Branch', url: 'https://www.azcourts.gov/' },
  AR: { judiciary: 'Arkansas Judiciary', url: 'https://www.arcourts.gov/' },
  CA: { judiciary: 'Judicial Branch of California', url: 'https://www.courts.ca.gov/find-my-court.htm' },
  CO: { judiciary: 'Colorado Judicial Branch', url: 'https://www.coloradojudicial.gov/' },
  CT: { judiciary: 'Connecticut Judicial Branch', url: 'https://www.jud.ct.gov/directories.htm' },
  DE: { judiciary: 'Delaware Courts', url: 'https://courts.delaware.gov/' },
  DC: { judiciary: 'District of Columbia Courts', url: 'https://www.dccourts.gov/' },
  FL: { judiciary: 'Florida Courts', url: 'https://www.flcourts.gov/' },
  GA: { judiciary: 'Judicial Council of Georgia', url: 'https://georgiacourts.gov/' },
  HI: { judiciary: 'Hawaii State Judiciary', url: 'https://www.courts.state.hi.us/' },
  ID: { judiciary: 'Idaho Judicial Branch', url: 'https://isc.idaho.gov/' },
  IL: { judiciary: 'Illinois Courts', url: 'https://www.illinoiscourts.gov/courts-directory/' },
  IN: { judiciary: 'Indiana Judicial Branch', url: 'https://www.in.gov/courts/' },
  IA: { judiciary: 'Iowa Judicial Branch', url: 'https://www.iowacourts.gov/' },
  KS: { judiciary: 'Kansas Judicial Branch', url: 'https://www.kscourts.gov/' },
  KY: { judiciary: 'Kentucky Court of Justice', url: 'https://www.kycourts.gov/' },
  LA: { judiciary: 'Louisiana Supreme Court', url: 'https://www.lasc.org/' },
  ME: { judiciary: 'Maine Judicial Branch', url: 'https://www.courts.maine.gov/' },
  MD: { judiciary: 'Maryland Judiciary', url: 'https://www.mdcourts.gov/' },
  MA: { judiciary: 'Massachusetts Trial Court', url: 'https://www.mass.gov/orgs/massachusetts-court-system' },
  MI: { judiciary: 'Michigan Courts', url: 'https://www.courts.michigan.gov/' },
  MN: { judiciary: 'Minnesota Judicial Branch', url: 'https://www.mncourts.gov/Find-Courts.aspx' },
  MS: { judiciary: 'Mississippi Judiciary', url: 'https://courts.ms.gov/' },
  MO: { judiciary: 'Missouri Courts', url: 'https://www.courts.mo.gov/' },
  MT: { judiciary: 'Montana Judicial Branch', url: 'https://courts.mt.gov/' },
  NE: { judiciary: 'Nebraska Judicial Branch', url: 'https://supremecourt.nebraska.gov/' },
  NV: { judiciary: 'Nevada Judiciary', url: 'https://nvcourts.gov/' },
  NH: { judiciary: 'New Hampshire Judicial Branch', url: 'https://www.courts.nh.gov/' },
  NJ: { judiciary: 'New Jersey Courts', url: 'https://www.njcourts.gov/' },
  NM: { judiciary: 'New Mexico Courts', url: 'https://www.nmcourts.gov/' },
  NY: { judiciary: 'New York State Unified Court System', url: 'https://ww2.nycourts.gov/courts/index.shtml' },
  NC: { judiciary: 'North Carolina Judicial Branch', url: 'https://www.nccourts.gov/locations' },
  ND: { judiciary: 'North Dakota Courts', url: 'https://www.ndcourts.gov/' },
  OH: { judiciary: 'Supreme Court of Ohio', url: 'https://www.supremecourt.ohio.gov/' },
  OK: { judiciary: 'Oklahoma State Courts Network', url: 'https://www.oscn.net/' },
  OR: { judiciary: 'Oregon Judicial Department', url: 'https://www.courts.oregon.gov/' },
  PA: { judiciary: 'Unified Judicial System of Pennsylvania', url: 'https://www.pacourts.us/' },
  RI: { judiciary: 'Rhode Island Judiciary', url: 'https://www.courts.ri.gov/' },
  SC: { judiciary: 'South Carolina Judicial Branch', url: 'https://www.sccourts.org/' },
  SD: { judiciary: 'South Dakota Unified Judicial System', url: 'https://ujs.sd.gov/' },
  TN: { judiciary: 'Tennessee Courts', url: 'https://www.tncourts.gov/' },
  TX: { judiciary: 'Texas Judicial Branch', url: 'https://www.txcourts.gov/' },
  UT: { judiciary: 'Utah State Courts', url: 'https://www.utcourts.gov/' },
  VT: { judiciary: 'Vermont Judiciary', url: 'https://www.vermontjudiciary.org/' },
  VA: { judiciary: "Virginia's Judicial System", url: 'https://www.vacourts.gov/' },
  WA: { judiciary: 'Washington Courts', url: 'https://www.courts.wa.gov/court_dir/' },
  WV: { judiciary: 'West Virginia Judiciary', url: 'https://www.courtswv.gov/' },
  WI: { judiciary: 'Wisconsin Court System', url: 'https://www.wicourts.gov/' },
  WY: { judiciary: 'Wyoming Judicial Branch', url: 'https://www.wyocourts.gov/' },
};
