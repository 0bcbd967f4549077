export { AssistantJobsModule, AssistantModule } from './assistant.module';
