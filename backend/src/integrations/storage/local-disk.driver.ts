import { Injectable } from '@nestjs/common';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { dirname, join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { config } from '../../core/config/config';
import { FileStorage } from './storage.port';

/** Repository root's .data/files, from src/ or dist/ alike (both sit at backend/<x>/integrations/storage). */
const DEFAULT_DIR = resolve(__dirname, '..', '..', '..', '..', '.data', 'files');
const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

@Injectable()
export class LocalDiskStorage extends FileStorage {
  private readonly root = config().STORAGE_DIR ?? DEFAULT_DIR;

  private path(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return join(this.root, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${path}.${randomUUID()}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, path);
  }

  get(key: string): Promise<Buffer> {
    return readFile(this.path(key));
  }

  async putStream(key: string, write: (out: Writable) => Promise<void>): Promise<number> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${randomUUID()}.tmp`;
    const out = createWriteStream(tmp);
    try {
      await write(out);
      if (!out.writableEnded) out.end();
      await finished(out);
      await rename(tmp, path);
    } catch (err) {
      out.destroy();
      await rm(tmp, { force: true });
      throw err;
    }
    return (await stat(path)).size;
  }

  async getStream(key: string): Promise<Readable> {
    // Checked first so a missing file rejects here, not as an error event halfway through an answer.
    const path = this.path(key);
    await access(path);
    return createReadStream(path);
  }

  delete(key: string): Promise<void> {
    return rm(this.path(key), { force: true });
  }
}
