export { FirmUsersModule } from './firm-users.module';
export * from './entities';
