export { StashModule } from './stash.module';
export { StashService, StashClock } from './stash.service';
export * from './entities';
