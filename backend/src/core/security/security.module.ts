import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { FieldCipher } from './encryption';

@Global()
@Module({
  providers: [{ provide: FieldCipher, inject: [APP_CONFIG], useFactory: (cfg: AppConfig) => new FieldCipher(cfg.dataEncryptionKey, cfg.retiredEncryptionKeys) }],
  exports: [FieldCipher],
})
export class SecurityModule {}
