import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UNSCOPED } from '../../core/database/firm-scope';
import {
  AccountProjection,
  Case,
  CaseKind,
  ConsumerProfile,
  CustomerDocument,
  DocumentName,
  NegotiationEventDisclosure,
} from '../accounts';
import { LawFirm, User } from '../identity';
import type { DocumentFacts } from './render-data';

/**
 * Reads what the documents show for one account. The caller has authorized the document (firm scope for
 * collectors, ownership for the consumer, the worker acts for the system), so the reads here are unscoped.
 * Events and offers come from the same reader the read model uses (AccountProjection.factsOf).
 */
@Injectable()
export class DocumentFactsService {
  constructor(private readonly projection: AccountProjection) {}

  async factsOf(em: EntityManager, doc: CustomerDocument): Promise<DocumentFacts> {
    // Sequential on purpose: inside a transaction every query shares one connection.
    const history = await this.projection.factsOf(em, doc);
    const user = await em.findOneOrFail(User, doc.user.id, UNSCOPED);
    const profile = await em.findOne(ConsumerProfile, { user: doc.user.id }, UNSCOPED);
    const kase = doc.case ? await em.findOne(Case, doc.case.id, UNSCOPED) : null;
    const firm = await em.findOneOrFail(LawFirm, doc.lawFirm!.id, UNSCOPED);
    const disclosures = await em.find(
      NegotiationEventDisclosure,
      { customerDocument: doc.id },
      { ...UNSCOPED, orderBy: { id: 'asc' } },
    );
    const answer = kase
      ? await em.findOne(
          CustomerDocument,
          { case: kase.id, documentName: DocumentName.DebtAnswer },
          { ...UNSCOPED, orderBy: { createdAt: 'desc' } },
        )
      : null;
    const byEvent = new Map<number, string[]>();
    for (const d of disclosures) byEvent.set(d.event.id, [...(byEvent.get(d.event.id) ?? []), d.text]);
    return {
      customerDocumentId: doc.id,
      createdAt: doc.createdAt,
      fileNumber: doc.fileNumber ?? null,
      firmName: firm.name,
      consumer: {
        firstName: user.firstName ?? null,
        lastName: user.lastName ?? null,
        email: user.email,
        phone: profile?.phone ?? null,
        street: profile?.street ?? null,
        city: profile?.city ?? null,
        state: profile?.state ?? null,
        zipCode: profile?.zipCode ?? null,
      },
      case: kase
        ? {
            lawsuit: kase.kind === CaseKind.Lawsuit,
            court: kase.courtName ?? null,
            civilNumber: kase.civilNumber ?? null,
            plaintiff: kase.plaintiffName ?? null,
            state: kase.lawsuitState ?? profile?.state ?? null,
            amountCents: kase.amountCents ?? null,
            timeBarred: kase.timeBarred,
          }
        : null,
      // The read model's flag counts too: it is what the collector's link follows.
      debtAnswerAt: answer?.createdAt ?? (doc.rmHasDebtAnswer ? (kase?.createdAt ?? doc.createdAt) : null),
      events: history.events.map((e) => ({
        id: e.id,
        party: e.party,
        action: e.action,
        params: e.params,
        createdAt: e.createdAt,
        offers: e.offers,
        disclosures: byEvent.get(e.id) ?? [],
      })),
    };
  }
}
