export { DevClockModule } from './dev-clock.module';
