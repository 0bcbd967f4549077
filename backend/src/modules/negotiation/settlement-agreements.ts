import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { FileStorage } from '../../integrations/storage/storage.port';

export const MAX_AGREEMENT_BYTES = 25 * 1024 * 1024;
export const MAX_AGREEMENT_FILES = 5;
export const NO_PDF = 'Please attach at least one PDF of the settlement agreement.';
export const notPdf = (name: string) => `Only PDF files can be uploaded: ${name} is not a PDF.`;

export interface StoredAgreement {
  key: string;
  filename: string;
  size: number;
  sha256: string;
}

/** The parts of a multer file we use. */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  size: number;
  buffer: Buffer;
}

const PDF_MAGIC = Buffer.from('%PDF-');

/** The settlement agreement PDFs a collector uploads: checked by content (magic bytes), stored by our own key. */
@Injectable()
export class SettlementAgreements {
  constructor(private readonly storage: FileStorage) {}

  /**
   * Only the files[] field counts; every file must be a PDF by its bytes, whatever its name says. The debt
   * verification upload uses the same checks with its own "attach one" sentence.
   */
  checkedPdfs(files: UploadedFile[], noneMessage: string = NO_PDF): UploadedFile[] {
    const pdfs = files.filter((f) => f.fieldname === 'files[]' || f.fieldname === 'files');
    if (pdfs.length === 0) throw this.invalid(noneMessage);
    for (const f of pdfs) {
      if (!f.buffer || f.size < PDF_MAGIC.length || !f.buffer.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
        throw this.invalid(notPdf(f.originalname.slice(0, 120)));
      }
    }
    return pdfs;
  }

  /**
   * Stores the files, then runs `record` (the negotiation step that refers to them). When the step is refused (a
   * 409 because someone acted first, a 422), the files it would have referred to are removed again, so a refused
   * upload leaves nothing on disk.
   */
  async storeFor<T>(
    documentId: number,
    pdfs: UploadedFile[],
    folder: 'settlement-agreements' | 'debt-verifications',
    record: (stored: StoredAgreement[]) => Promise<T>,
  ): Promise<{ stored: StoredAgreement[]; result: T }> {
    const stored = await this.store(documentId, pdfs, folder);
    try {
      return { stored, result: await record(stored) };
    } catch (err) {
      await Promise.allSettled(stored.map((f) => this.storage.delete(f.key)));
      throw err;
    }
  }

  private async store(
    documentId: number,
    pdfs: UploadedFile[],
    folder: 'settlement-agreements' | 'debt-verifications',
  ): Promise<StoredAgreement[]> {
    const out: StoredAgreement[] = [];
    for (const f of pdfs) {
      const key = `${folder}/${documentId}/${randomUUID()}.pdf`;
      try {
        await this.storage.put(key, f.buffer);
      } catch (err) {
        // A failed write part-way (disk full): the files already written are not referred to by anything.
        await Promise.allSettled(out.map((done) => this.storage.delete(done.key)));
        throw err;
      }
      out.push({
        key,
        filename: f.originalname.slice(0, 200),
        size: f.size,
        sha256: createHash('sha256').update(f.buffer).digest('hex'),
      });
    }
    return out;
  }

  private invalid(message: string) {
    return new UnprocessableEntityException({ success: false, error: message, errors: [message] });
  }
}
