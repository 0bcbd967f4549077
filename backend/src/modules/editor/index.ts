export { EditorModule } from './editor.module';
export { DocumentGeneration, DEFAULT_EDITOR_TEXT } from './entities/document-generation.entity';
