/**
 * Files (uploads, rendered PDFs, attachments) behind one port: local disk by default; an
 * S3-compatible driver can implement the same two calls. Keys are ours (never a user's file name).
 */
export abstract class FileStorage {
  abstract put(key: string, bytes: Buffer): Promise<void>;
  abstract get(key: string): Promise<Buffer>;
  /** Removes a file; a key that is not there is not an error (cleaning up twice is fine). */
  abstract delete(key: string): Promise<void>;
}
