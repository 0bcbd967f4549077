import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { WalkthroughModule } from '../walkthrough';
import { DirectoryModule } from './directory.module';
import { SearchController, SearchSavesController } from './search.controller';
import { SearchSaves } from './search.service';

/** Court, law firm and plaintiff search and the walkthrough's choices (README.md). */
@Module({
  imports: [DirectoryModule, AccountsModule, WalkthroughModule],
  controllers: [SearchController, SearchSavesController],
  providers: [SearchSaves],
  exports: [DirectoryModule],
})
export class SearchModule {}
