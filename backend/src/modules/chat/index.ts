export { ChatModule } from './chat.module';
export { CHAT_ENTITIES } from './entities';
