export { WalkthroughModule, WalkthroughWritesModule } from './walkthrough.module';
export { WalkthroughService } from './walkthrough.service';
export { WalkthroughResponses, SSN_STEP, type StoredSsn } from './walkthrough-responses.service';
export * from './entities';
