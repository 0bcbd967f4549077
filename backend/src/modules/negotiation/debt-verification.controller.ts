import { Body, ConflictException, Controller, HttpCode, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Collector } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import { FIXED_DISCLOSURE, normalizeDisclosures } from '@parley/domain/negotiation';
import { UploadAgreement } from './dto/negotiation.dto';
import { NegotiationService } from './negotiation.service';
import {
  MAX_AGREEMENT_BYTES,
  MAX_AGREEMENT_FILES,
  SettlementAgreements,
  type UploadedFile,
} from './settlement-agreements';
import { Answers } from '../../core/http/api-description';
import { StoredFiles } from '@parley/domain/contracts/api/common';

export const NO_VERIFICATION_PDF = 'Please attach at least one PDF of the debt verification.';
export const NO_OPEN_DISPUTE = 'This account has no open dispute to verify.';

/**
 * The collector's answer to a dispute (W-VALIDATION): verification of the debt as PDFs, checked and
 * stored like the settlement agreement, sent with the document disclosure. It resumes the negotiation.
 */
@Controller('collectors/api')
@Collector()
export class DebtVerificationController {
  constructor(
    private readonly negotiation: NegotiationService,
    private readonly uploads: SettlementAgreements,
  ) {}

  /** Multipart: files[] (one or more PDFs, checked by content), customer_document_id, disclosures[]. */
  @Post('upload_debt_verification')
  @Answers(StoredFiles)
  @HttpCode(200)
  @UseInterceptors(
    AnyFilesInterceptor({ limits: { fileSize: MAX_AGREEMENT_BYTES, files: MAX_AGREEMENT_FILES, fields: 30 } }),
  )
  async upload(
    @Body(Valid(UploadAgreement)) body: UploadAgreement,
    @UploadedFiles() files: UploadedFile[] | undefined,
    @CurrentUser() me: SessionUser,
  ) {
    const pdfs = this.uploads.checkedPdfs(files ?? [], NO_VERIFICATION_PDF);
    // Checked before storing so a refused upload leaves no files behind; apply checks again in its transaction.
    const state = await this.negotiation.state(body.customer_document_id);
    if (!state.disputed) throw new ConflictException({ success: false, error: NO_OPEN_DISPUTE });
    const { stored } = await this.uploads.storeFor(body.customer_document_id, pdfs, 'debt-verifications', (files) =>
      this.negotiation.apply(body.customer_document_id, me, {
        event: { party: 'collector', action: 'sent_verification' },
        params: { files },
        disclosures: normalizeDisclosures(FIXED_DISCLOSURE.document, body.disclosures),
      }),
    );
    return { success: true, files: stored.map((f) => ({ filename: f.filename, size: f.size })) };
  }
}
