import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException, PayloadTooLargeException, UnprocessableEntityException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { User } from '../identity/entities/user.entity';
import { allowedDeclaration, sniffType } from './domain/file-types';
import { AttachFile, DirectUpload, MAX_UPLOAD_BYTES, MESSAGES } from './dto/assistant.dto';
import { PilotFile, PilotThread, PilotUpload } from './entities';
import { fileView, FileView } from './views';

/** Reads at most `limit` bytes of a request; more than that is refused before it is all read. */
async function readLimited(stream: Readable, limit: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new PayloadTooLargeException({ error: MESSAGES.fileSize });
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts);
}

/** Chat attachments with Active Storage direct-upload semantics: declare, PUT the bytes, attach by signed id. */
@Injectable()
export class UploadsService {
  constructor(private readonly em: EntityManager) {}

  async declare(userId: number, blob: DirectUpload) {
    if (!allowedDeclaration(blob.filename, blob.content_type))
      throw new UnprocessableEntityException({ error: MESSAGES.fileType });
    if (blob.byte_size > MAX_UPLOAD_BYTES) throw new UnprocessableEntityException({ error: MESSAGES.fileSize });
    const upload = this.em.create(PilotUpload, {
      user: this.em.getReference(User, userId),
      signedId: randomBytes(24).toString('base64url'),
      filename: blob.filename,
      contentType: blob.content_type.toLowerCase(),
      byteSize: blob.byte_size,
      checksum: blob.checksum,
    });
    await this.em.persistAndFlush(upload);
    return {
      id: upload.id,
      key: upload.signedId,
      filename: upload.filename,
      content_type: upload.contentType,
      byte_size: upload.byteSize,
      checksum: upload.checksum,
      signed_id: upload.signedId,
      direct_upload: {
        url: `/rails/active_storage/disk/${upload.signedId}`,
        headers: { 'Content-Type': upload.contentType },
      },
    };
  }

  /** Stores the bytes once they match what was declared: size, MD5 and a type their first bytes confirm. */
  async receive(userId: number, signedId: string, body: Readable): Promise<void> {
    const upload = await this.em.findOne(PilotUpload, { signedId, user: userId, uploadedAt: null });
    if (!upload) throw new NotFoundException({ error: MESSAGES.uploadNotFound });
    const data = await readLimited(body, Math.min(upload.byteSize, MAX_UPLOAD_BYTES));
    const md5 = createHash('md5').update(data).digest('base64');
    if (data.length !== upload.byteSize || md5 !== upload.checksum)
      throw new UnprocessableEntityException({ error: MESSAGES.uploadFailed });
    if (sniffType(data.subarray(0, 16)) !== upload.contentType)
      throw new UnprocessableEntityException({ error: MESSAGES.fileType });
    upload.data = data;
    upload.uploadedAt = new Date();
    await this.em.flush();
  }

  async attach(userId: number, input: AttachFile): Promise<FileView> {
    const upload = await this.em.findOne(PilotUpload, {
      signedId: input.attachment,
      user: userId,
      uploadedAt: { $ne: null },
    });
    if (!upload) throw new UnprocessableEntityException({ error: MESSAGES.uploadNotFound });
    const thread = input.thread_key
      ? await this.em.findOne(PilotThread, { threadKey: input.thread_key, user: userId })
      : null;
    if (input.thread_key && !thread) throw new NotFoundException({ error: MESSAGES.threadNotFound });
    const file = this.em.create(PilotFile, {
      user: this.em.getReference(User, userId),
      upload,
      thread,
      clientId: input.client_id,
      name: upload.filename,
      contentType: upload.contentType,
    });
    await this.em.persistAndFlush(file);
    return fileView(file);
  }

  async content(userId: number, fileId: number): Promise<{ name: string; contentType: string; data: Buffer }> {
    const file = await this.em.findOne(PilotFile, { id: fileId, user: userId }, { populate: ['upload.data'] });
    const data = file?.upload.getEntity().data;
    if (!file || !data) throw new NotFoundException({ error: MESSAGES.fileNotFound });
    return { name: file.name, contentType: file.contentType, data };
  }
}
