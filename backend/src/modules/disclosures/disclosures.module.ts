import { Module } from '@nestjs/common';
import { DisclosuresController } from './disclosures.controller';
import { DisclosuresService } from './disclosures.service';

/** The Disclosures page: the firm's disclosure texts aggregated from its negotiation events. */
@Module({ controllers: [DisclosuresController], providers: [DisclosuresService] })
export class DisclosuresModule {}
