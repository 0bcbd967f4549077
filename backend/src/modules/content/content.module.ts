import { Module } from '@nestjs/common';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';

/** Public content: the 50 state articles (data files), comments and the newsletter. */
@Module({ controllers: [ContentController], providers: [ContentService] })
export class ContentModule {}
