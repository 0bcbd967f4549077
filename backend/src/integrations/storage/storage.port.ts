import type { Readable, Writable } from 'node:stream';

/**
 * Files (uploads, rendered PDFs, attachments) behind one port: local disk by default; an
 * S3-compatible driver can implement the same two calls. Keys are ours (never a user's file name).
 */
export abstract class FileStorage {
  abstract put(key: string, bytes: Buffer): Promise<void>;
  abstract get(key: string): Promise<Buffer>;
  /** Removes a file; a key that is not there is not an error (cleaning up twice is fine). */
  abstract delete(key: string): Promise<void>;
  /**
   * Writes a file as a stream (large exports): `write` gets the stream to write into and resolves when it has
   * written everything; the file appears under `key` only once complete, so a reader never sees half a file and a
   * second run replaces the first. Resolves with the file's size in bytes.
   */
  abstract putStream(key: string, write: (out: Writable) => Promise<void>): Promise<number>;
  /** Reads a file as a stream (downloads of large files); rejects when there is no such file. */
  abstract getStream(key: string): Promise<Readable>;
}
