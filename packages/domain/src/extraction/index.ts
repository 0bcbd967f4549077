export { bestPerField } from './best';
export { UPLOAD_ERRORS, MAX_UPLOAD_BYTES, UPLOAD_KINDS, UPLOAD_ACCEPT, type UploadKind } from './messages';
export { extractFacts, normalize, tidyName, toCents, looksLikePerson, KNOWN_PLAINTIFFS, type FactCandidate, type ExtractOptions } from './rules';
export { US_STATES, stateCodeOf } from './states';
