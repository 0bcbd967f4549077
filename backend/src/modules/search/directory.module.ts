import { Module } from '@nestjs/common';
import { Directory } from './directory.service';

/**
 * The look-ups alone, in a file that imports no other module: a module that SearchModule itself depends on (the
 * walkthrough) imports this file (`modules/search/directory.module`) and gets the Directory without an import cycle.
 */
@Module({
  providers: [Directory],
  exports: [Directory],
})
export class DirectoryModule {}
