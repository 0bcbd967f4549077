export { COURT_FINDERS, type CourtFinder } from './court-finders';
export { clerkMailingAddress, filingInstructions, whereToFile, type CourtAddress, type WhereToFile } from './where-to-file';
