import { Module } from '@nestjs/common';
import { EditorController } from './editor.controller';
import { EditorService } from './editor.service';

/** The document editor with AI edits and PDF export (uses the LlmModule's language model). */
@Module({ controllers: [EditorController], providers: [EditorService] })
export class EditorModule {}
