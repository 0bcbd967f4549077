import { Global, Module } from '@nestjs/common';
import { LocalDiskStorage } from './local-disk.driver';
import { FileStorage } from './storage.port';

@Global()
@Module({ providers: [{ provide: FileStorage, useClass: LocalDiskStorage }], exports: [FileStorage] })
export class StorageModule {}
