import { Global, Module } from '@nestjs/common';
import { AppConfig, config } from './config';

export const APP_CONFIG = Symbol('APP_CONFIG');

@Global()
@Module({
  providers: [{ provide: APP_CONFIG, useFactory: (): AppConfig => config() }],
  exports: [APP_CONFIG],
})
export class ConfigModule {}
