import { Module } from '@nestjs/common';
import { AccountProjection, AccountsClock, AccountsModule } from '../accounts';
import { ExtractedFacts } from '../extraction/extracted-facts.service';
import { DebtAnswerDownloadController, WalkthroughController } from './walkthrough.controller';
import { WalkthroughResponses } from './walkthrough-responses.service';
import { WalkthroughService } from './walkthrough.service';

/** Consumer walkthroughs (settlement and answer to a summons): the answers store, the review API and the steps. */
@Module({
  imports: [AccountsModule],
  controllers: [WalkthroughController, DebtAnswerDownloadController],
  // ExtractedFacts is stateless (it reads the extraction tables); provided here so this module needs no extraction wiring.
  providers: [WalkthroughResponses, WalkthroughService, ExtractedFacts],
  exports: [WalkthroughResponses],
})
export class WalkthroughModule {}

/**
 * The walkthrough's step save for the worker (the assistant fills a field through it): the same service and rules,
 * without the controllers and the accounts API.
 */
@Module({
  providers: [WalkthroughResponses, WalkthroughService, ExtractedFacts, AccountProjection, AccountsClock],
  exports: [WalkthroughService, WalkthroughResponses],
})
export class WalkthroughWritesModule {}
