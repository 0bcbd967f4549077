import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ConsumerDocumentView, DashboardCase, DashboardPayload } from '@parley/domain/dashboard/payload';
import { deriveState, INITIAL_STATE } from '@parley/domain/negotiation';
import { AccountProjection, Case, CustomerDocument, DocumentName } from '../accounts';
import { toMachineEvent } from '../accounts/account-projection';
import { CreditReports } from '../credit';
import { DocumentGeneration } from '../editor';
import { FinancialReports } from '../financial';
import { PaymentPlanViews } from '../payments';
import { ProfileViews } from '../profile';
import { AffiliateOffer, ConsumerDocumentArchive } from './entities';
import { debtAnswerView, generationView, settlementView, type FirmFacts } from './document-views';

/**
 * Builds `GET /my_dashboard.json` for one consumer. Every read is by the consumer's own user id; the
 * parts other modules own (payment plans, credit report, budget, profile) come from their exported services.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly em: EntityManager,
    private readonly projection: AccountProjection,
    private readonly plans: PaymentPlanViews,
    private readonly credit: CreditReports,
    private readonly financial: FinancialReports,
    private readonly profiles: ProfileViews,
  ) {}

  async payload(userId: number): Promise<DashboardPayload> {
    const em = this.em;
    // Sequential on purpose: one request context, one connection.
    const docs = await em.find(
      CustomerDocument,
      { user: userId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['lawFirm'], filters: false },
    );
    const generations = await em.find(DocumentGeneration, { user: userId }, { orderBy: { updatedAt: 'desc' } });
    const cases = await em.find(Case, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const archives = await em.find(ConsumerDocumentArchive, { user: userId });
    const archivedDocs = new Set(archives.map((a) => a.customerDocument?.id).filter(Boolean));
    const archivedGenerations = new Set(archives.map((a) => a.documentGeneration?.id).filter(Boolean));
    const settlements = docs.filter((d) => d.documentName === DocumentName.Solosettle);
    const plans = await this.plans.forDocuments(em, userId, settlements.map((d) => d.id));
    const caseById = new Map(cases.map((c) => [c.id, c]));

    const firmOf = (d: CustomerDocument): FirmFacts | null =>
      d.lawFirm ? { id: d.lawFirm.id, name: d.lawFirm.getEntity().name } : null;
    const views = new Map<number, ConsumerDocumentView>();
    for (const d of settlements) {
      const facts = d.lawFirm ? await this.projection.factsOf(em, d) : null;
      const events = facts?.events ?? [];
      views.set(
        d.id,
        settlementView({
          kind: 'solosettle',
          id: d.id,
          createdAt: d.createdAt,
          firm: firmOf(d),
          state: events.length ? deriveState(events.map(toMachineEvent)) : INITIAL_STATE,
          signed: events.some((e) => e.action === 'signed_settlement_agreement'),
          paymentPlan: plans.get(d.id) ?? null,
          archived: archivedDocs.has(d.id),
        }),
      );
    }
    for (const d of docs.filter((x) => x.documentName === DocumentName.DebtAnswer)) {
      const kase = d.case ? caseById.get(d.case.id) : undefined;
      // The answer is served on the plaintiff's counsel: the firm of the case's settlement (or the answer's own firm).
      const served = kase ? settlements.find((s) => s.case?.id === kase.id && s.lawFirm) : undefined;
      views.set(
        d.id,
        debtAnswerView({
          kind: 'debt_answer',
          id: d.id,
          createdAt: d.createdAt,
          lawsuit: kase
            ? { court: kase.courtName ?? null, civilNumber: kase.civilNumber ?? null, plaintiff: kase.plaintiffName ?? null }
            : null,
          counsel: served ? firmOf(served) : firmOf(d),
          archived: archivedDocs.has(d.id),
        }),
      );
    }
    const generationViews = generations.map((g) =>
      generationView({
        kind: 'document_generation',
        id: g.id,
        createdAt: g.createdAt,
        title: g.title,
        hasContent: g.content.trim().length > 0,
        archived: archivedGenerations.has(g.id),
      }),
    );

    const active = (d: ConsumerDocumentView) => !d.archived;
    const dashboardCases: DashboardCase[] = [];
    for (const kase of cases) {
      const own = docs.filter((d) => d.case?.id === kase.id).map((d) => views.get(d.id)!).filter(Boolean);
      const shown = own.filter(active);
      // A case whose documents are all archived leaves the case list with them.
      if (own.length && !shown.length) continue;
      dashboardCases.push({
        id: kase.id,
        info: {
          id: kase.id,
          plaintiff_name: kase.plaintiffName ?? null,
          lawsuit_amount: kase.amountCents ?? null,
          civil_number: kase.civilNumber ?? null,
        },
        documents: shown,
        has_payment_plan: shown.some((d) => d.payment_plan !== null),
      });
    }
    const caseless = [
      ...docs.filter((d) => !d.case || !caseById.has(d.case.id)).map((d) => views.get(d.id)!).filter(Boolean),
      ...generationViews,
    ].sort((a, b) => b.created_at.localeCompare(a.created_at));
    const everything = [...views.values(), ...generationViews].sort((a, b) => b.created_at.localeCompare(a.created_at));

    const offers = await em.find(AffiliateOffer, { active: true }, { orderBy: { position: 'asc', id: 'asc' } });
    return {
      cases: dashboardCases,
      credit_report: await this.credit.dashboardView(em, userId),
      financial_report: await this.financial.dashboardView(em, userId),
      unorganizedDocuments: caseless.filter(active),
      archivedDocuments: everything.filter((d) => d.archived),
      user_profile: await this.profiles.forUser(em, userId),
      credit_report_solosettles: settlements
        .map((d) => views.get(d.id)!)
        .filter((v) => active(v) && v.law_firm !== null),
      affiliate_offers: offers.map((o) => ({
        id: o.id,
        title: o.title,
        description: o.description,
        logo_url: o.logoUrl,
        target_url: o.targetUrl,
        deal_text: o.dealText,
        button_text: o.buttonText,
      })),
    };
  }
}
