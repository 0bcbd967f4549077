import { Module } from '@nestjs/common';
import { AuditService } from './audit.service';
import { AuthService } from './auth.service';
import { CollectorAuthController } from './collector-auth.controller';
import { CollectorUsersController } from './collector-users.controller';
import { ConsumerAuthController } from './consumer-auth.controller';
import { IdentityService } from './identity.service';
import { PasswordResetService } from './password-reset.service';
import { SignOutService } from './sign-out.service';
import { SignUpService } from './sign-up.service';

/** Law firms, users, consumer sign-up and confirmation, sign-in and sessions, password resets and the audit log. */
@Module({
  controllers: [CollectorAuthController, ConsumerAuthController, CollectorUsersController],
  providers: [AuthService, IdentityService, PasswordResetService, AuditService, SignOutService, SignUpService],
  exports: [AuditService, IdentityService],
})
export class IdentityModule {}
