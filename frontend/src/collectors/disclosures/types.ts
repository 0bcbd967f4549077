/** A disclosure as GET /collectors/api/disclosures lists it (the disclosures resource of the dataProvider). */
export interface Disclosure {
  id: string;
  text: string;
  usage_count: number;
  client: string | null;
  state: string | null;
}

export const DISCLOSURES = 'disclosures';
/** Disclosures page size. */
export const PER_PAGE = 10;
/** How long a copy button says 'Copied'. */
export const COPIED_MS = 2000;
