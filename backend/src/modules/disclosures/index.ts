export { DisclosuresModule } from './disclosures.module';
