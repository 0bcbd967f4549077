export { FirmUsersModule } from './firm-users.module';
export { isLawFirmEntity } from './firm-users.service';
export * from './entities';
