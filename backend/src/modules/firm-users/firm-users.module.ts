import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { FirmUsersController } from './firm-users.controller';
import { FirmUsersService } from './firm-users.service';
import { InviteController } from './invite.controller';

/** Collector user administration: the users list, invites, removal and the firm's shared authentication code. */
@Module({
  imports: [IdentityModule],
  controllers: [FirmUsersController, InviteController],
  providers: [FirmUsersService],
})
export class FirmUsersModule {}
