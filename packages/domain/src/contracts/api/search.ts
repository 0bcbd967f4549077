import { z } from 'zod';
import { isValidZip } from '../rules';

export const COURT_NAME_REQUIRED = 'Please enter the court name or select a court from the list.';
export const LAW_FIRM_NAME_REQUIRED = 'Please enter the law firm name or select a law firm from the list.';
export const PLAINTIFF_NAME_REQUIRED = 'Please enter the plaintiff name or select a plaintiff from the list.';
export const BAD_SELECTED_ID = 'The selected id is not valid.';
export const BAD_ZIP = 'Please enter a valid ZIP code (e.g. 12345 or 12345-6789)';
export const BAD_STATE = 'Please choose a state from the list.';

/** A selected id from a form: a positive integer, a numeric string, or empty/null for "nothing selected". */
const selectedId = z
  .union([z.number(), z.string(), z.null()], { message: BAD_SELECTED_ID })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const s = String(v).trim();
    if (!/^[1-9]\d{0,9}$/.test(s) || Number(s) > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: BAD_SELECTED_ID });
      return z.NEVER;
    }
    return Number(s);
  });

/**
 * Optional free text: trimmed, inner whitespace collapsed, '' becomes null. The raw value is bounded first (a few
 * times the allowed length, for the spaces that collapse): a megabyte is refused before any of it is rewritten.
 */
const text = (max: number, message: string) =>
  z
    .union([z.string().max(max * 5, { message, abort: true }), z.null()], { message })
    .optional()
    .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v.replace(/\s+/g, ' ').trim() : null))
    .refine((v) => v === null || v.length <= max, { message });

/** POST /api_controller/save_court/{id} */
export const SaveCourt = z.object(
  {
    customer_document_id: z.union([z.number(), z.string(), z.null()]).optional(),
    court_name: text(200, COURT_NAME_REQUIRED),
    selected_court_id: selectedId,
    court_city: text(100, 'The city is too long.'),
    court_state: text(2, BAD_STATE).refine((v) => v === null || /^[A-Za-z]{2}$/.test(v), { message: BAD_STATE }),
    court_street: text(200, 'The street is too long.'),
    court_zip_code: text(10, BAD_ZIP).refine((v) => v === null || isValidZip(v), { message: BAD_ZIP }),
  },
  { message: COURT_NAME_REQUIRED },
);
export type SaveCourt = z.infer<typeof SaveCourt>;

/** POST /api_controller/save_law_firm/{id} */
export const SaveLawFirm = z.object(
  { law_firm_name: text(200, LAW_FIRM_NAME_REQUIRED), selected_law_firm_id: selectedId },
  { message: LAW_FIRM_NAME_REQUIRED },
);
export type SaveLawFirm = z.infer<typeof SaveLawFirm>;

/** POST /api_controller/save_plaintiff/{id} */
export const SavePlaintiff = z.object(
  { plaintiff_name: text(200, PLAINTIFF_NAME_REQUIRED), selected_plaintiff_id: selectedId },
  { message: PLAINTIFF_NAME_REQUIRED },
);
export type SavePlaintiff = z.infer<typeof SavePlaintiff>;

/** Search queries: trimmed, inner whitespace collapsed, 2 to 100 characters. */
export const MIN_QUERY = 2;
export const MAX_QUERY = 100;
export const QUERY_TOO_SHORT = 'Please enter at least 2 characters.';
export const QUERY_TOO_LONG = 'Please enter at most 100 characters.';
export const UNKNOWN_STATE = 'Please choose a state from the list.';

/** A query string from the URL: exactly one value (a repeated parameter is not a query), trimmed and collapsed. */
export const searchText = z
  .string({ error: QUERY_TOO_SHORT })
  .transform((raw) => raw.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(MIN_QUERY, { error: QUERY_TOO_SHORT, abort: true }).max(MAX_QUERY, { error: QUERY_TOO_LONG }));

/** `GET /api/law_firms/search` and `GET /api/plaintiffs/search`. */
export const SearchQuery = z.object({ query: searchText });
export type SearchQuery = z.infer<typeof SearchQuery>;

/** `GET /api/courts/search`: the state, when given, is one of the states the directory has courts in (checked there). */
export const CourtSearchQuery = z.object({
  query: searchText,
  state: z.string({ error: UNKNOWN_STATE }).max(20, { error: UNKNOWN_STATE }).optional(),
});
export type CourtSearchQuery = z.infer<typeof CourtSearchQuery>;

// ---- answers ----

const whereToFile = z.discriminatedUnion('method', [
  z.object({ method: z.literal('mail'), mailing_address: z.string() }),
  z.object({ method: z.literal('court_finder'), court_finder_url: z.string(), judiciary: z.string() }),
]);

/** A court as the search and the walkthrough show it. */
export const CourtResult = z.object({
  id: z.number().int(),
  name: z.string(),
  caption_name: z.string(),
  mailing_name: z.string(),
  mailing_city: z.string().nullable(),
  mailing_state: z.string(),
  mailing_street: z.string().nullable(),
  mailing_zip: z.string().nullable(),
  formatted_address: z.string(),
  /** Where to file with this court: the clerk's mailing address when known in full, else the state's court directory. */
  where_to_file: whereToFile,
});
export type CourtResult = z.infer<typeof CourtResult>;

/** A law firm or a plaintiff found by name. */
export const NamedResult = z.object({ id: z.number().int(), name: z.string() });
export type NamedResult = z.infer<typeof NamedResult>;

/** `GET /api_controller/courts/search`. */
export const CourtSearchAnswer = z.object({ results: z.array(CourtResult) });

/** `GET /api_controller/law_firms/search` and `/plaintiffs/search`. */
export const NameSearchAnswer = z.object({ results: z.array(NamedResult) });

/** `GET /api_controller/get_supported_jurisdictions`: the states whose answer to a summons Parley can prepare. */
export const JurisdictionsAnswer = z.object({ supported_jurisdictions: z.array(z.string()) });

/** `POST /api_controller/save_court/{id}`: the court as saved on the document (id null for one typed by hand). */
export const CourtSaved = z.object({
  success: z.literal(true),
  court: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    in_database: z.boolean(),
    caption_name: z.string().nullable(),
    mailing_name: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    street: z.string().nullable(),
    zip_code: z.string().nullable(),
    formatted_address: z.string(),
    where_to_file: whereToFile.nullable(),
  }),
});

/** `POST /api_controller/save_law_firm/{id}`. */
export const LawFirmSaved = z.object({
  success: z.literal(true),
  confirm_law_firm: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    in_database: z.boolean(),
    to_addresses: z.array(z.string()),
  }),
});

/** `POST /api_controller/save_plaintiff/{id}`. */
export const PlaintiffSaved = z.object({
  success: z.literal(true),
  confirm_plaintiff: z.object({ id: z.number().int().nullable(), name: z.string(), in_database: z.boolean() }),
});
