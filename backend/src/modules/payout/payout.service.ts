import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { SessionUser } from '../../core/auth/session-user';
import { UNSCOPED } from '../../core/database/firm-scope';
import { FieldCipher } from '../../core/security/encryption';
import type { LawFirmPayout } from '@parley/domain/contracts/api/payout';
import { accountTypeLabel, hasPaymentDetails } from '@parley/domain/payout/validation';
import { AuditService } from '../identity';
import { LawFirm } from '../identity/entities';
import type { BankAccountInput, DigitalCheckEmail, UpdateFirmPaymentDetails } from './dto/payout.dto';
import { BankAccountType, FirmBankAccount } from './entities/firm-bank-account.entity';
import { FirmPayoutDetails } from './entities/firm-payout-details.entity';

export const PAYMENT_DETAILS_UPDATED = 'Payment details updated successfully!';
export const EMAIL_PREFERENCES_UPDATED = 'Payee, email and payment preferences updated successfully!';
export const BANK_ACCOUNT_SET_UP = 'Bank account and email set up successfully!';
export const BANK_ACCOUNT_REMOVED = 'Bank account removed successfully. Future payments will be sent as mailed checks.';
export const PAYMENT_DETAILS_REMOVED = 'Payment details removed successfully.';
export const CONNECT_BANK_FIRST = 'Please connect a bank account before choosing ACH direct deposit.';
export const NO_BANK_ACCOUNT = 'No bank account is connected.';
export const EMAIL_REQUIRED_FOR_ACH = 'Please enter a valid email address';

/**
 * How a firm is paid. Reads and writes run under the collector's firm scope; `hasPaymentDetails` is for system
 * callers (accounts list, negotiation) and lifts it explicitly.
 */
@Injectable()
export class PayoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: FieldCipher,
    private readonly audit: AuditService,
  ) {}

  /** Whether the firm has payment details on file (see domain `hasPaymentDetails`). Usable inside any transaction. */
  async hasPaymentDetails(em: EntityManager, lawFirmId: number): Promise<boolean> {
    const [details, bank] = await Promise.all([
      em.findOne(FirmPayoutDetails, { lawFirm: lawFirmId }, UNSCOPED),
      em.findOne(FirmBankAccount, { lawFirm: lawFirmId }, UNSCOPED),
    ]);
    return hasPaymentDetails(toDomain(details, bank));
  }

  async getLawFirm(me: SessionUser): Promise<LawFirmPayout> {
    const firm = await this.em.findOneOrFail(LawFirm, me.lawFirmId as number);
    const details = await this.em.findOne(FirmPayoutDetails, { lawFirm: firm.id });
    const bank = await this.em.findOne(FirmBankAccount, { lawFirm: firm.id });
    return this.toDto(firm, details, bank);
  }

  async updateCheckDetails(me: SessionUser, input: UpdateFirmPaymentDetails, ip: string): Promise<string> {
    await this.em.transactional(async (em) => {
      const details = await this.detailsFor(em, me);
      const bank = await em.findOne(FirmBankAccount, { lawFirm: me.lawFirmId as number });
      if (input.digitalCheckApproved && !bank)
        throw new UnprocessableEntityException({ error: CONNECT_BANK_FIRST, errors: [CONNECT_BANK_FIRST] });
      em.assign(details, {
        payee: input.payee,
        mailingName: input.mailingName,
        mailingStreet: input.mailingStreet,
        mailingCity: input.mailingCity,
        mailingState: input.mailingState,
        mailingZip: input.mailingZip,
        ...(input.digitalCheckApproved === undefined ? {} : { digitalCheckApproved: input.digitalCheckApproved }),
      });
      this.audit.record(em, { action: 'payout_check_details_updated', actorId: me.id, lawFirmId: me.lawFirmId, ip });
    });
    return PAYMENT_DETAILS_UPDATED;
  }

  /** Clears the mailed-check payee and address (the ACH setup, if any, stays). */
  async removeCheckDetails(me: SessionUser, ip: string): Promise<string> {
    await this.em.transactional(async (em) => {
      const details = await this.detailsFor(em, me);
      em.assign(details, { payee: null, mailingName: null, mailingStreet: null, mailingCity: null, mailingState: null, mailingZip: null });
      this.audit.record(em, { action: 'payout_check_details_removed', actorId: me.id, lawFirmId: me.lawFirmId, ip });
    });
    return PAYMENT_DETAILS_REMOVED;
  }

  async updateDigitalCheckEmail(me: SessionUser, input: DigitalCheckEmail, ip: string): Promise<string> {
    await this.em.transactional(async (em) => {
      const details = await this.detailsFor(em, me);
      const bank = await em.findOne(FirmBankAccount, { lawFirm: me.lawFirmId as number });
      if (input.digital_check_approved && !bank)
        throw new UnprocessableEntityException({ error: CONNECT_BANK_FIRST, errors: [CONNECT_BANK_FIRST] });
      details.digitalCheckEmail = input.email;
      details.digitalCheckApproved = input.digital_check_approved;
      if (input.payee !== undefined) details.payee = input.payee;
      this.audit.record(em, { action: 'payout_email_updated', actorId: me.id, lawFirmId: me.lawFirmId, ip, metadata: { digital_check_approved: input.digital_check_approved } });
    });
    return EMAIL_PREFERENCES_UPDATED;
  }

  /** Connects (or replaces) the ACH account; payments then go by direct deposit. */
  async connectBankAccount(me: SessionUser, input: BankAccountInput, ip: string): Promise<string> {
    await this.em.transactional(async (em) => {
      const details = await this.detailsFor(em, me);
      const email = input.email ?? details.digitalCheckEmail;
      // A deposit needs somewhere to send its remittance notice.
      if (!email) throw new UnprocessableEntityException({ error: EMAIL_REQUIRED_FOR_ACH, errors: [EMAIL_REQUIRED_FOR_ACH] });
      const existing = await em.findOne(FirmBankAccount, { lawFirm: me.lawFirmId as number });
      const values = {
        routingNumber: input.routing_number,
        accountNumberEncrypted: this.cipher.encrypt(input.account_number),
        accountNumberLastFour: input.account_number.slice(-4),
        accountType: input.account_type as BankAccountType,
        accountName: input.account_name,
      };
      if (existing) em.assign(existing, values);
      else em.create(FirmBankAccount, { lawFirm: em.getReference(LawFirm, me.lawFirmId as number), ...values });
      details.digitalCheckEmail = email;
      if (input.payee !== undefined) details.payee = input.payee;
      details.digitalCheckApproved = true;
      this.audit.record(em, {
        action: 'payout_bank_account_connected',
        actorId: me.id,
        lawFirmId: me.lawFirmId,
        ip,
        metadata: { account_number_last_four: values.accountNumberLastFour, routing_number: values.routingNumber },
      });
    });
    return BANK_ACCOUNT_SET_UP;
  }

  async removeBankAccount(me: SessionUser, ip: string): Promise<string> {
    await this.em.transactional(async (em) => {
      const bank = await em.findOne(FirmBankAccount, { lawFirm: me.lawFirmId as number });
      if (!bank) throw new UnprocessableEntityException({ error: NO_BANK_ACCOUNT, errors: [NO_BANK_ACCOUNT] });
      const details = await this.detailsFor(em, me);
      details.digitalCheckApproved = false;
      em.remove(bank);
      this.audit.record(em, { action: 'payout_bank_account_removed', actorId: me.id, lawFirmId: me.lawFirmId, ip, metadata: { account_number_last_four: bank.accountNumberLastFour } });
    });
    return BANK_ACCOUNT_REMOVED;
  }

  /** The firm's payout row, created on first write; locked so concurrent saves apply one after the other. */
  private async detailsFor(em: EntityManager, me: SessionUser): Promise<FirmPayoutDetails> {
    const firmId = me.lawFirmId as number;
    await em.getConnection().execute(
      `insert into "firm_payout_details" ("law_firm_id") values (?) on conflict ("law_firm_id") do nothing`,
      [firmId],
    );
    return em.findOneOrFail(FirmPayoutDetails, { lawFirm: firmId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  private toDto(firm: LawFirm, d: FirmPayoutDetails | null, bank: FirmBankAccount | null): LawFirmPayout {
    return {
      id: firm.id,
      name: firm.name,
      digital_check_email: d?.digitalCheckEmail ?? null,
      bank_id: bank?.id ?? null,
      digital_check_approved: d?.digitalCheckApproved ?? false,
      payee: d?.payee ?? null,
      mailing_name: d?.mailingName ?? null,
      mailing_street: d?.mailingStreet ?? null,
      mailing_city: d?.mailingCity ?? null,
      mailing_state: d?.mailingState ?? null,
      mailing_zip: d?.mailingZip ?? null,
      has_payment_details: hasPaymentDetails(toDomain(d, bank)),
      bank_account: bank
        ? {
            id: bank.id,
            account_number: `••••${bank.accountNumberLastFour}`,
            account_number_last_four: bank.accountNumberLastFour,
            routing_number: bank.routingNumber,
            account_type: bank.accountType,
            account_type_label: accountTypeLabel(bank.accountType),
            account_name: bank.accountName,
          }
        : null,
    };
  }
}

function toDomain(d: FirmPayoutDetails | null, bank: FirmBankAccount | null) {
  if (!d && !bank) return null;
  return {
    bankAccountConnected: !!bank,
    digitalCheckApproved: d?.digitalCheckApproved ?? false,
    payee: d?.payee,
    mailingStreet: d?.mailingStreet,
    mailingCity: d?.mailingCity,
    mailingState: d?.mailingState,
    mailingZip: d?.mailingZip,
  };
}
