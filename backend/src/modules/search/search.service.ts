import { whereToFile, type WhereToFile } from '@parley/domain/courts';
import { ref } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type { SessionUser } from '../../core/auth/session-user';
import { UNSCOPED } from '../../core/database/firm-scope';
import { AccountProjection, Case, CaseKind, CustomerDocument, DocumentName, NegotiationEvent } from '../accounts';
import { LawFirm } from '../identity/entities';
import { WalkthroughResponses } from '../walkthrough';
import type { CourtResult } from '@parley/domain/contracts/api/search';
import { Directory } from './directory.service';
import {
  COURT_NAME_REQUIRED,
  LAW_FIRM_NAME_REQUIRED,
  PLAINTIFF_NAME_REQUIRED,
  type SaveCourt,
  type SaveLawFirm,
  type SavePlaintiff,
} from './dto/search.dto';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const COURT_NOT_FOUND = 'The selected court is not in the list. Please search again.';
export const LAW_FIRM_NOT_FOUND = 'The selected law firm is not in the list. Please search again.';
export const PLAINTIFF_NOT_FOUND = 'The selected plaintiff is not in the list. Please search again.';
export const DOCUMENT_ID_MISMATCH = 'customer_document_id does not match the document.';
export const FIRM_LOCKED = 'This settlement is already with a law firm and cannot be sent to another one.';

/** The walkthrough steps these saves write (read back by the walkthrough review page). */
export const STEP = {
  court: 'court',
  courtName: 'court_name',
  confirmLawFirm: 'confirm_law_firm',
  lawFirmName: 'law_firm_name',
  confirmPlaintiff: 'confirm_plaintiff',
  plaintiffName: 'plaintiff_name',
  lawyerEmail: 'lawyer_email',
} as const;

export interface SavedCourt {
  id: number | null;
  name: string;
  in_database: boolean;
  caption_name: string | null;
  mailing_name: string | null;
  city: string | null;
  state: string | null;
  street: string | null;
  zip_code: string | null;
  formatted_address: string;
  /** Where to file: the clerk's full mailing address (the list's or typed from the papers), else the state's court directory. */
  where_to_file: WhereToFile | null;
}

export interface ConfirmLawFirm {
  id: number | null;
  name: string;
  in_database: boolean;
  /** The firm's notification e-mails (the offer reaches them; no lawyer e-mail is then needed). */
  to_addresses: string[];
}

export interface ConfirmPlaintiff {
  id: number | null;
  name: string;
  in_database: boolean;
}

const invalid = (error: string) => new UnprocessableEntityException({ error, errors: [error] });

/**
 * The walkthrough's court, law firm and plaintiff choices. Each save checks the document is the
 * consumer's own (404 otherwise), validates the choice, and writes the answer, the case and (for a firm) the
 * document's addressee in one transaction.
 */
@Injectable()
export class SearchSaves {
  constructor(
    private readonly em: EntityManager,
    private readonly directory: Directory,
    private readonly responses: WalkthroughResponses,
    private readonly projection: AccountProjection,
  ) {}

  private async ownDocument(em: EntityManager, me: SessionUser, id: number): Promise<CustomerDocument> {
    const doc = await em.findOne(CustomerDocument, { id, user: me.id }, UNSCOPED);
    if (!doc) throw new NotFoundException({ error: DOCUMENT_NOT_FOUND });
    return doc;
  }

  async saveCourt(me: SessionUser, id: number, body: SaveCourt): Promise<SavedCourt> {
    if (body.customer_document_id !== undefined && body.customer_document_id !== null && body.customer_document_id !== '' && String(body.customer_document_id) !== String(id))
      throw invalid(DOCUMENT_ID_MISMATCH);
    return this.em.transactional(async (em) => {
      const doc = await this.ownDocument(em, me, id);
      let court: CourtResult | null = null;
      if (body.selected_court_id !== null) {
        court = await this.directory.courtById(em, body.selected_court_id);
        if (!court) throw invalid(COURT_NOT_FOUND);
      } else if (!body.court_name) {
        throw invalid(COURT_NAME_REQUIRED);
      }
      const state = body.court_state?.toUpperCase() ?? court?.mailing_state ?? null;
      if (state && !this.directory.courtStates().has(state)) throw invalid('Please choose a state from the list.');
      // The consumer's papers may give the courthouse address the list does not know: what they typed wins.
      const city = body.court_city ?? court?.mailing_city ?? null;
      const street = body.court_street ?? court?.mailing_street ?? null;
      const zip = body.court_zip_code ?? court?.mailing_zip ?? null;
      const name = court?.name ?? body.court_name!;
      const mailingName = court?.mailing_name ?? null;
      const place = city ? `${city}${state ? `, ${state}` : ''}${zip ? ` ${zip}` : ''}` : (state ?? '');
      const saved: SavedCourt = {
        id: court?.id ?? null,
        name,
        in_database: court !== null,
        caption_name: court?.caption_name ?? null,
        mailing_name: mailingName,
        city,
        state,
        street,
        zip_code: zip,
        formatted_address: [mailingName ?? name, street, place].filter(Boolean).join(', '),
        where_to_file: whereToFile({ mailing_name: mailingName ?? `Clerk of the ${name}`, street, city, state, zip }),
      };
      await this.responses.save(em, doc.id, STEP.court, saved);
      await this.responses.save(em, doc.id, STEP.courtName, name);
      (await this.caseOf(em, me, doc)).courtName = name;
      await this.finish(em, doc);
      return saved;
    });
  }

  async saveLawFirm(me: SessionUser, id: number, body: SaveLawFirm): Promise<ConfirmLawFirm> {
    return this.em.transactional(async (em) => {
      const doc = await this.ownDocument(em, me, id);
      let confirm: ConfirmLawFirm;
      if (body.selected_law_firm_id !== null) {
        const firm = await this.directory.lawFirmById(em, body.selected_law_firm_id);
        if (!firm) throw invalid(LAW_FIRM_NOT_FOUND);
        const kase = doc.case ? await em.findOne(Case, doc.case.id, UNSCOPED) : null;
        confirm = {
          id: firm.id,
          name: firm.name,
          in_database: true,
          to_addresses: await this.directory.firmAddresses(em, firm.id, kase?.lawsuitState ?? null),
        };
        await this.addressTo(em, doc, firm.id);
      } else {
        if (!body.law_firm_name) throw invalid(LAW_FIRM_NAME_REQUIRED);
        confirm = { id: null, name: body.law_firm_name, in_database: false, to_addresses: [] };
        await this.addressTo(em, doc, null);
      }
      await this.responses.save(em, doc.id, STEP.confirmLawFirm, confirm);
      await this.responses.save(em, doc.id, STEP.lawFirmName, confirm.name);
      await this.finish(em, doc);
      return confirm;
    });
  }

  async savePlaintiff(me: SessionUser, id: number, body: SavePlaintiff): Promise<ConfirmPlaintiff> {
    return this.em.transactional(async (em) => {
      const doc = await this.ownDocument(em, me, id);
      let confirm: ConfirmPlaintiff;
      if (body.selected_plaintiff_id !== null) {
        const p = await this.directory.plaintiffById(em, body.selected_plaintiff_id);
        if (!p) throw invalid(PLAINTIFF_NOT_FOUND);
        confirm = { id: p.id, name: p.name, in_database: true };
      } else {
        if (!body.plaintiff_name) throw invalid(PLAINTIFF_NAME_REQUIRED);
        confirm = { id: null, name: body.plaintiff_name, in_database: false };
      }
      await this.responses.save(em, doc.id, STEP.confirmPlaintiff, confirm);
      await this.responses.save(em, doc.id, STEP.plaintiffName, confirm.name);
      (await this.caseOf(em, me, doc)).plaintiffName = confirm.name;
      await this.finish(em, doc);
      return confirm;
    });
  }

  /** The consumer removes the lawyer e-mails they typed (a firm on Parley supplies its own addresses). */
  async deleteLawyerEmail(me: SessionUser, id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const doc = await this.ownDocument(em, me, id);
      await this.responses.save(em, doc.id, STEP.lawyerEmail, []);
      await this.finish(em, doc);
    });
  }

  /**
   * Addresses a settlement document to a firm (or to none), so the offer made at the end of the walkthrough reaches
   * that firm's account list and notification e-mails. Once a negotiation has started the firm is fixed: moving an
   * account to another firm would hand one firm's negotiation to another.
   */
  private async addressTo(em: EntityManager, doc: CustomerDocument, lawFirmId: number | null): Promise<void> {
    // Only a settlement goes to the firm; an answer to a summons is the consumer's filing and goes to no firm.
    if (doc.documentName !== DocumentName.Solosettle) return;
    const current = doc.lawFirm?.id ?? null;
    if (current === lawFirmId) return;
    if (current !== null && (await em.count(NegotiationEvent, { customerDocument: doc.id }, UNSCOPED)) > 0) {
      throw new ConflictException({ error: FIRM_LOCKED });
    }
    doc.lawFirm = lawFirmId === null ? null : ref(em.getReference(LawFirm, lawFirmId));
  }

  /** The document's case, created (a lawsuit, in the consumer's name) the first time a case fact is saved. */
  private async caseOf(em: EntityManager, me: SessionUser, doc: CustomerDocument): Promise<Case> {
    if (doc.case) return em.findOneOrFail(Case, doc.case.id, UNSCOPED);
    const kase = em.create(Case, { user: me.id, kind: CaseKind.Lawsuit });
    em.persist(kase);
    doc.case = ref(kase);
    return kase;
  }

  private async finish(em: EntityManager, doc: CustomerDocument): Promise<void> {
    if (doc.lawFirm) await this.projection.refresh(em, doc);
    await em.flush();
  }
}
