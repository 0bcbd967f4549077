export * from './entities';
export { IdentityModule } from './identity.module';
export { AuditService } from './audit.service';
export { clientIp } from './client-ip';
