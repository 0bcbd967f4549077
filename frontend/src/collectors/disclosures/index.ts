import { lazyScreen } from '../lazy-screen';

export { FirstVisitPopover } from './FirstVisitPopover';

/** The disclosures resource: a read-only list (the API has no writes for disclosures), loaded when first shown. */
export const disclosures = { list: lazyScreen(() => import('./DisclosureList'), 'DisclosureList') };
