import { Module } from '@nestjs/common';
import { AuditService } from '../identity/audit.service';
import { ProfileController } from './profile.controller';
import { ProfileClock, ProfileService, SystemProfileClock } from './profile.service';
import { ProfileViews } from './profile-views.service';

/** The consumer's profile: the `PUT /users` form and the profile views other modules read (dashboard, credit). */
@Module({
  controllers: [ProfileController],
  providers: [ProfileService, ProfileViews, AuditService, { provide: ProfileClock, useClass: SystemProfileClock }],
  exports: [ProfileViews, ProfileClock],
})
export class ProfileModule {}

/** The worker's side: only the views (the credit-report job reads the subject). */
@Module({ providers: [ProfileViews], exports: [ProfileViews] })
export class ProfileViewsModule {}
