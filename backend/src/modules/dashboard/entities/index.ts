import { AffiliateOffer } from './affiliate-offer.entity';
import { ConsumerDocumentArchive } from './consumer-document-archive.entity';

export { AffiliateOffer, ConsumerDocumentArchive };
export const DASHBOARD_ENTITIES = [AffiliateOffer, ConsumerDocumentArchive];
