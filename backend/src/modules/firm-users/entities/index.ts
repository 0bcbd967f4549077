export { CollectorInvite } from './collector-invite.entity';
export { FirmLoginCode } from './firm-login-code.entity';
