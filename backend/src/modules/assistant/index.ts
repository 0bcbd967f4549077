export { AssistantModule } from './assistant.module';
