export { InvitePage } from './InvitePage';
