import { Body, ConflictException, Controller, Get, HttpCode, Post, Query, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { Collector, OnCallAdmin } from '../../core/auth/guards';
import type { SessionUser } from '../../core/auth/session-user';
import { Valid } from '../../core/http/zod-validation.pipe';
import {
  FIXED_DISCLOSURE,
  normalizeDisclosures,
  offerErrors,
  offerInvalidMessage,
  sameTerms,
  scheduleOf,
  toOfferTerms,
} from '@parley/domain/negotiation';
import { isPoBox, MESSAGES } from '@parley/domain/payout/validation';
import { AccountsReadService } from '../accounts';
import { DocumentRef } from '../accounts/dto/accounts.dto';
import { PayoutService } from '../payout';
import {
  AcceptOffer,
  CreateCounteroffer,
  DetermineLastPayment,
  RecordConfusingResponse,
  UpdatePaymentDetails,
  UploadAgreement,
} from './dto/negotiation.dto';
import {
  SettlementAgreements,
  type UploadedFile,
  MAX_AGREEMENT_BYTES,
  MAX_AGREEMENT_FILES,
} from './settlement-agreements';
import { NegotiationService } from './negotiation.service';
import { Answers } from '../../core/http/api-description';
import { StoredFiles, Success } from '@parley/domain/contracts/api/common';
import { CounterofferAnswer, CurrentActionAnswer, LastPaymentAnswer } from '@parley/domain/contracts/api/negotiation';

export const OFFER_CHANGED = 'The consumer changed their offer meanwhile. Review the new offer before you accept.';
/** The same sentence as the firm's mailed-check form: one rule, one wording. */
export const PO_BOX_REFUSED = MESSAGES.poBox;
export const NOTHING_TO_CALL_CONFUSING =
  "A confusing response can be recorded only while the firm owes an answer to the consumer's offer or to the request for payment details.";

/** The collector's side of a negotiation. Every change goes through NegotiationService. */
@Controller('collectors/api')
@Collector()
export class CollectorNegotiationController {
  constructor(
    private readonly negotiation: NegotiationService,
    private readonly read: AccountsReadService,
    private readonly payout: PayoutService,
    private readonly agreements: SettlementAgreements,
  ) {}

  @Get('get_current_action')
  @Answers(CurrentActionAnswer)
  async getCurrentAction(@Query(Valid(DocumentRef)) q: DocumentRef) {
    return {
      current_action: await this.negotiation.currentAction(q.customer_document_id),
      valid_first_payment_date: this.read.validFirstPaymentDate(),
    };
  }

  @Post('accept_offer')
  @Answers(Success)
  @HttpCode(200)
  async accept(@Body(Valid(AcceptOffer)) body: AcceptOffer, @CurrentUser() me: SessionUser) {
    const valid = this.read.validFirstPaymentDate();
    await this.negotiation.apply(body.customer_document_id, me, async (state, doc, em) => {
      const offer = state.current === 'accept_or_counteroffer' ? state.openOffers[0] : null;
      // The consumer may replace an open offer: accepting is for the terms the collector was shown, never newer ones.
      if (offer && body.offer && !sameTerms(body.offer, offer))
        throw new ConflictException({ success: false, error: OFFER_CHANGED });
      if (offer && offer.first_payment_date < valid) {
        this.negotiation.invalid(
          `This offer's first payment date (${offer.first_payment_date}) is before ${valid}. Counteroffer with a new date instead.`,
        );
      }
      return {
        event: {
          party: 'collector',
          action: 'accept',
          accepted_offer_index: 0,
          payment_details_on_file: await this.payout.hasPaymentDetails(em, doc.lawFirm!.id),
        },
        disclosures: normalizeDisclosures(FIXED_DISCLOSURE.accept, body.disclosures),
      };
    });
    return { success: true };
  }

  @Post('create_counteroffer')
  @Answers(CounterofferAnswer)
  @HttpCode(200)
  async counteroffer(@Body(Valid(CreateCounteroffer)) body: CreateCounteroffer, @CurrentUser() me: SessionUser) {
    const valid = this.read.validFirstPaymentDate();
    await this.negotiation.apply(body.customer_document_id, me, (_state, doc) => {
      body.offers.forEach((o, i) => {
        const errors = offerErrors(o, valid, doc.rmLawsuitAmountCents ?? null);
        if (errors.length) this.negotiation.invalid(offerInvalidMessage(i + 1, errors), { offer_index: i });
      });
      return {
        event: { party: 'collector', action: 'counteroffer', offers: body.offers.map(toOfferTerms) },
        disclosures: normalizeDisclosures(FIXED_DISCLOSURE.counteroffer, body.disclosures),
      };
    });
    return { success: true, offer_index: null, errors: [] };
  }

  @Post('determine_offer_last_payment')
  @Answers(LastPaymentAnswer)
  @HttpCode(200)
  async lastPayment(@Body(Valid(DetermineLastPayment)) body: DetermineLastPayment) {
    const doc = await this.negotiation.account(body.customer_document_id);
    // The date rule is the submit's business; the figure is useful while the collector is still typing.
    const errors = offerErrors(body, '0000-01-01', doc.rmLawsuitAmountCents ?? null);
    if (errors.length) this.negotiation.invalid(offerInvalidMessage(1, errors));
    const s = scheduleOf(toOfferTerms(body));
    return { success: true, has_extra_tier: s.has_extra_tier, last_payment_amount_cents: s.last_payment_amount_cents };
  }

  /**
   * On-call admins record that the firm's answer confused the consumer: 'Lawyer Sent Confusing Response to Offer'
   * while an offer waits for the firm, 'to Payment Details Request' while payment details are asked for. The event
   * carries the reason and shows in the account's history like any other, so the firm sees it.
   */
  @Post('record_confusing_response')
  @Answers(Success)
  @HttpCode(200)
  @OnCallAdmin()
  async recordConfusingResponse(@Body(Valid(RecordConfusingResponse)) body: RecordConfusingResponse, @CurrentUser() me: SessionUser) {
    await this.negotiation.apply(body.customer_document_id, me, (state) => {
      const action =
        state.current === 'accept_or_counteroffer'
          ? 'sent_confusing_response_to_offer'
          : state.current === 'request_payment_details'
            ? 'sent_confusing_response_to_payment_details_request'
            : null;
      if (!action || state.disputed) this.negotiation.invalid(NOTHING_TO_CALL_CONFUSING);
      return { event: { party: 'collector', action }, params: { reason: body.reason } };
    });
    return { success: true };
  }

  @Post('update_payment_details')
  @Answers(Success)
  @HttpCode(200)
  async paymentDetails(@Body(Valid(UpdatePaymentDetails)) body: UpdatePaymentDetails, @CurrentUser() me: SessionUser) {
    if (isPoBox(body.mailing_address)) this.negotiation.invalid(PO_BOX_REFUSED);
    await this.negotiation.apply(body.customer_document_id, me, (_state, doc) => {
      doc.fileNumber = body.file_number;
      return {
        event: { party: 'collector', action: 'sent_payment_details' },
        params: {
          payee: body.payee,
          recipient: body.recipient,
          mailing_address: body.mailing_address,
          file_number: body.file_number,
        },
      };
    });
    return { success: true };
  }

  /** Multipart: files[] (one or more PDFs, checked by content), customer_document_id, disclosures[]. */
  @Post('upload_settlement_agreement')
  @Answers(StoredFiles)
  @HttpCode(200)
  @UseInterceptors(
    AnyFilesInterceptor({ limits: { fileSize: MAX_AGREEMENT_BYTES, files: MAX_AGREEMENT_FILES, fields: 30 } }),
  )
  async uploadAgreement(
    @Body(Valid(UploadAgreement)) body: UploadAgreement,
    @UploadedFiles() files: UploadedFile[] | undefined,
    @CurrentUser() me: SessionUser,
  ) {
    const pdfs = this.agreements.checkedPdfs(files ?? []);
    await this.negotiation.account(body.customer_document_id);
    const { stored } = await this.agreements.storeFor(body.customer_document_id, pdfs, 'settlement-agreements', (files) =>
      this.negotiation.apply(body.customer_document_id, me, {
        event: { party: 'collector', action: 'sent_settlement_agreement' },
        params: { files },
        disclosures: normalizeDisclosures(FIXED_DISCLOSURE.document, body.disclosures),
      }),
    );
    return { success: true, files: stored.map((f) => ({ filename: f.filename, size: f.size })) };
  }
}
