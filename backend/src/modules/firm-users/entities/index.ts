export { CollectorInvite } from './collector-invite.entity';
export { FirmLoginCode } from '../../identity/entities';
