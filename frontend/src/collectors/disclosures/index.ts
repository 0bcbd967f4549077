import { DisclosureList } from './DisclosureList';

export { DisclosuresPopover } from './DisclosuresPopover';
export { DisclosureList };

/** The disclosures resource: a read-only list (the API has no writes for disclosures). */
export const disclosures = { list: DisclosureList };
