import { COURT_FINDERS } from './court-finders';

/**
 * Where a consumer files with a court: its clerk's mailing address when the court list (or the consumer's papers)
 * give one in full, else the state judiciary's court directory, where the clerk's address is found. Never both,
 * never neither for a state the list covers.
 */
export type WhereToFile =
  | { method: 'mail'; mailing_address: string }
  | { method: 'court_finder'; court_finder_url: string; judiciary: string };

export interface CourtAddress {
  /** Who to address: the clerk ("Clerk of the Circuit Court of Cook County"), else the court's name. */
  mailing_name: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** A full mailing address: a street, a city, a state and a ZIP (the court list has 14 such; most have none). */
export function clerkMailingAddress(c: CourtAddress): string | null {
  if (!c.street?.trim() || !c.city?.trim() || !c.state?.trim() || !c.zip?.trim()) return null;
  return [c.mailing_name, c.street.trim(), `${c.city.trim()}, ${c.state.trim()} ${c.zip.trim()}`].filter(Boolean).join(', ');
}

/** Null only for a state outside the list (a court typed by hand with no state). */
export function whereToFile(c: CourtAddress): WhereToFile | null {
  const address = clerkMailingAddress(c);
  if (address) return { method: 'mail', mailing_address: address };
  const finder = c.state ? COURT_FINDERS[c.state.toUpperCase()] : undefined;
  return finder ? { method: 'court_finder', court_finder_url: finder.url, judiciary: finder.judiciary } : null;
}

/**
 * The filing instructions of an answer to a summons (the walkthrough's last step and the page of the PDF that is
 * not filed): where, how and by when. `deadline` is the state's usual answer deadline in words, when known.
 */
export function filingInstructions(o: {
  courtName: string | null;
  where: WhereToFile | null;
  deadline: string | null;
  plaintiffLawyer: string | null;
}): { where: string; how: string[]; by_when: string } {
  const court = o.courtName ?? 'the court named on your summons';
  const where =
    o.where?.method === 'mail'
      ? `File with the clerk of ${court}: ${o.where.mailing_address}.`
      : o.where?.method === 'court_finder'
        ? `File with the clerk of ${court}. Find the clerk's address and filing hours in the ${o.where.judiciary}'s court directory: ${o.where.court_finder_url}`
        : `File with the clerk of ${court}; the summons gives the court's address.`;
  const how = [
    "Sign and date the answer. Make two copies: one for the plaintiff's attorney and one for you.",
    "File the original with the clerk: in person, by mail (send it so it arrives before the deadline, and keep the mailing receipt), or through the court's e-filing system where the court offers one. Ask the clerk about any filing fee and whether you can ask to have it waived.",
    `Send a copy to ${o.plaintiffLawyer ?? "the plaintiff's attorney"} at the address on the summons, and keep proof of when you sent it.`,
    'Keep your copy, with the date you filed it, and watch for a hearing date from the court.',
  ];
  const byWhen = o.deadline
    ? `By the deadline on your summons: in this state usually ${o.deadline}. If the summons gives a date, that date counts.`
    : 'By the deadline on your summons. If you cannot find it, ask the clerk right away: a late answer can lead to a default judgment.';
  return { where, how, by_when: byWhen };
}
