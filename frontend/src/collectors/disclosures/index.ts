export { DisclosuresPage } from './DisclosuresPage';
export { DisclosuresPopover } from './DisclosuresPopover';
