import { Module } from '@nestjs/common';
import { AssistantController } from './assistant.controller';
import { AssistantService } from './assistant.service';
import { UploadsService } from './uploads.service';

/** Ask Solo's API (api process). */
@Module({ controllers: [AssistantController], providers: [AssistantService, UploadsService] })
export class AssistantModule {}
