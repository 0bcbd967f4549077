export { ProfileModule, ProfileViewsModule } from './profile.module';
export { ProfileViews } from './profile-views.service';
export { ProfileClock } from './profile.service';
