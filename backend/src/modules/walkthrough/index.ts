export { WalkthroughModule, WalkthroughJobsModule } from './walkthrough.module';
export { WalkthroughResponses, SSN_STEP, type StoredSsn } from './walkthrough-responses.service';
export * from './entities';
