export { DashboardModule } from './dashboard.module';
export { DASHBOARD_ENTITIES, AffiliateOffer, ConsumerDocumentArchive } from './entities';
