import type {
  ConsumerDocumentView,
  DocumentDownload,
  DocumentSection,
  DocumentStatusColor,
  DocumentStep,
  PaymentPlanView,
} from '@parley/domain/dashboard/payload';
import {
  completedStages,
  CONSUMER_MUST_ACT,
  CONSUMER_STAGES,
  CONSUMER_STEP_LABEL,
  CONSUMER_STEP_TEXT,
  consumerStepOf,
  type NegotiationState,
} from '@parley/domain/negotiation';

/**
 * Pure mappers from what the database says about one consumer document to the dashboard's document card.
 * The checklist is derived from the document's real state: the negotiation's
 * consumer stages for a settlement, walkthrough / answer ready / filing for an answer to a summons, drafting for an
 * editor document. Nothing here reads the clock or the database.
 */

export type DownloadKind = 'settlement_agreement' | 'debt_answer' | 'document_generation';

/** A download's id in `/my_dashboard/download?id=`: the kind and the document it belongs to, e.g. `debt_answer.12`. */
export function downloadId(kind: DownloadKind, documentId: number): string {
  return `${kind}.${documentId}`;
}

export function parseDownloadId(raw: unknown): { kind: DownloadKind; documentId: number } | null {
  if (typeof raw !== 'string') return null;
  const m = /^(settlement_agreement|debt_answer|document_generation)\.([1-9]\d{0,9})$/.exec(raw);
  if (!m || Number(m[2]) > 2_147_483_647) return null;
  return { kind: m[1] as DownloadKind, documentId: Number(m[2]) };
}

export const downloadUrl = (kind: DownloadKind, documentId: number) =>
  `/my_dashboard/download?id=${downloadId(kind, documentId)}`;

export interface FirmFacts {
  id: number;
  name: string;
}

export interface SettlementFacts {
  kind: 'solosettle';
  id: number;
  createdAt: Date;
  /** The firm the settlement is addressed to; null while the walkthrough is still being filled. */
  firm: FirmFacts | null;
  /** Derived from the document's negotiation events (INITIAL_STATE before any). */
  state: NegotiationState;
  /** The consumer signed the settlement agreement (its PDF can be downloaded). */
  signed: boolean;
  paymentPlan: PaymentPlanView | null;
  archived: boolean;
}

export interface DebtAnswerFacts {
  kind: 'debt_answer';
  id: number;
  createdAt: Date;
  /** The case the walkthrough filled in; null while it is still being filled. */
  lawsuit: { court: string | null; civilNumber: string | null; plaintiff: string | null } | null;
  /** The plaintiff's counsel the answer is served on (from the case's settlement document), when known. */
  counsel: FirmFacts | null;
  archived: boolean;
}

export interface GenerationFacts {
  kind: 'document_generation';
  id: number;
  createdAt: Date;
  title: string;
  /** Saved content (an empty editor shows its default text). */
  hasContent: boolean;
  archived: boolean;
}

export type DocumentFacts = SettlementFacts | DebtAnswerFacts | GenerationFacts;

/** Decision: the stash card is offered for a settlement being paid through a plan (spec: "the show_stash experiment"). */
export function showStash(facts: DocumentFacts): boolean {
  return facts.kind === 'solosettle' && facts.paymentPlan !== null;
}

function step(partial: Partial<DocumentStep> & Pick<DocumentStep, 'title' | 'wizard_step_name'>): DocumentStep {
  return { value: null, url: null, completed: false, current: false, filing_methods: [], ...partial };
}

interface Status {
  status: string;
  status_color: DocumentStatusColor;
  status_definition: string;
}

const IN_PROGRESS: DocumentStatusColor = 'info';

export function settlementView(f: SettlementFacts): ConsumerDocumentView {
  const walkthroughUrl = `/solosettles/${f.id}`;
  const pageUrl = `/customer_documents/${f.id}`;
  const sections: DocumentSection[] = [
    {
      name: 'Settlement walkthrough',
      steps: [
        step({
          title: 'Tell us about your debt',
          wizard_step_name: 'walkthrough',
          url: f.firm ? null : walkthroughUrl,
          value: f.firm?.name ?? null,
          completed: f.firm !== null,
          current: f.firm === null,
        }),
      ],
    },
  ];
  let status: Status;
  if (!f.firm) {
    status = {
      status: 'In progress',
      status_color: IN_PROGRESS,
      status_definition: 'Finish the settlement walkthrough to send your offer to the collector.',
    };
    sections.push({ name: 'Negotiation', steps: CONSUMER_STAGES.map((title) => step({ title, wizard_step_name: stageName(title) })) });
  } else {
    const consumerStep = consumerStepOf(f.state);
    const done = completedStages(f.state);
    sections.push({
      name: 'Negotiation',
      steps: CONSUMER_STAGES.map((title, i) =>
        step({
          title,
          wizard_step_name: stageName(title),
          completed: i < done,
          current: i === done,
          url: i === done ? pageUrl : null,
          value: title === 'Paying' && f.state.paymentsTotal > 0 ? `${f.state.paymentsMade} of ${f.state.paymentsTotal} payments made` : null,
        }),
      ),
    });
    status = {
      status: CONSUMER_STEP_LABEL[consumerStep],
      status_color:
        consumerStep === 'paid' || consumerStep === 'paying'
          ? 'success'
          : consumerStep === 'disputed'
            ? 'error'
            : CONSUMER_MUST_ACT.has(consumerStep)
              ? 'warning'
              : IN_PROGRESS,
      status_definition: CONSUMER_STEP_TEXT[consumerStep],
    };
  }
  const downloads: DocumentDownload[] = f.signed
    ? [{ title: 'Settlement agreement', url: downloadUrl('settlement_agreement', f.id) }]
    : [];
  return {
    id: f.id,
    document_name: 'solosettle',
    title: f.firm ? `Settlement with ${f.firm.name}` : 'Settlement (not sent yet)',
    created_at: f.createdAt.toISOString(),
    is_completed: f.firm !== null && f.state.current !== null,
    resume_url: f.firm ? pageUrl : walkthroughUrl,
    ...status,
    sectioned_steps: sections,
    downloads,
    law_firm: f.firm ? { id: f.firm.id, name: f.firm.name, in_database: true } : null,
    payment_plan: f.paymentPlan,
    experiments: { show_stash: showStash(f) },
    archived: f.archived,
  };
}

function stageName(title: string): string {
  return title.toLowerCase().replace(/[^a-z]+/g, '_');
}

/** The walkthrough of an answer is done once the case it describes names its court, civil number and plaintiff. */
export function debtAnswerReady(f: DebtAnswerFacts): boolean {
  return Boolean(f.lawsuit?.court && f.lawsuit.civilNumber && f.lawsuit.plaintiff);
}

export function debtAnswerView(f: DebtAnswerFacts): ConsumerDocumentView {
  const ready = debtAnswerReady(f);
  const walkthroughUrl = `/debt_answers/${f.id}`;
  // Filing is not recorded by Parley (the consumer files at the court), so it stays the current step once the
  // answer is ready: the checklist never claims a filing that did not happen.
  const filing = [{ tracking_number: null, address_type: 'court' }];
  if (f.counsel) filing.push({ tracking_number: null, address_type: 'plaintiff_attorney' });
  const steps = [
    step({
      title: 'Answer the walkthrough questions',
      wizard_step_name: 'walkthrough',
      completed: ready,
      current: !ready,
      url: ready ? null : walkthroughUrl,
    }),
    step({
      title: 'Answer to summons ready',
      wizard_step_name: 'answer_document',
      completed: ready,
      value: ready ? 'Download it from this card' : null,
    }),
    step({
      title: 'File your answer with the court',
      wizard_step_name: 'filing',
      current: ready,
      value: ready ? (f.lawsuit?.court ?? null) : null,
      filing_methods: ready ? filing : [],
    }),
  ];
  const status: Status = ready
    ? {
        status: 'Ready to file',
        status_color: 'warning',
        status_definition:
          'Your answer to the summons is ready. Download it, sign it, file it with the court and send a copy to the plaintiff’s attorney before your deadline.',
      }
    : {
        status: 'In progress',
        status_color: IN_PROGRESS,
        status_definition: 'Finish the walkthrough to prepare your answer to the summons.',
      };
  const civil = f.lawsuit?.civilNumber;
  return {
    id: f.id,
    document_name: 'debt_answer',
    title: civil ? `Answer to summons (${civil})` : 'Answer to summons',
    created_at: f.createdAt.toISOString(),
    is_completed: ready,
    resume_url: walkthroughUrl,
    ...status,
    sectioned_steps: [{ name: 'Answer to the summons', steps }],
    downloads: ready ? [{ title: 'Answer to summons', url: downloadUrl('debt_answer', f.id) }] : [],
    law_firm: f.counsel ? { id: f.counsel.id, name: f.counsel.name, in_database: true } : null,
    payment_plan: null,
    experiments: { show_stash: false },
    archived: f.archived,
  };
}

export function generationView(f: GenerationFacts): ConsumerDocumentView {
  const url = `/document_generations/${f.id}`;
  return {
    id: f.id,
    document_name: 'document_generation',
    title: f.title,
    created_at: f.createdAt.toISOString(),
    is_completed: f.hasContent,
    resume_url: url,
    ...(f.hasContent
      ? {
          status: 'Saved',
          status_color: 'success' as const,
          status_definition: 'Your document is saved. Open it to edit it or download it as a PDF.',
        }
      : {
          status: 'Draft',
          status_color: IN_PROGRESS,
          status_definition: 'Start writing your document in the editor.',
        }),
    sectioned_steps: [
      {
        name: 'Your document',
        steps: [
          step({ title: 'Write your document', wizard_step_name: 'document_generation_editor', completed: f.hasContent, current: !f.hasContent, url: f.hasContent ? null : url }),
          step({ title: 'Download it as a PDF', wizard_step_name: 'export_pdf', current: f.hasContent }),
        ],
      },
    ],
    downloads: f.hasContent ? [{ title: 'Document PDF', url: downloadUrl('document_generation', f.id) }] : [],
    law_firm: null,
    payment_plan: null,
    experiments: { show_stash: false },
    archived: f.archived,
  };
}

export function documentView(f: DocumentFacts): ConsumerDocumentView {
  switch (f.kind) {
    case 'solosettle':
      return settlementView(f);
    case 'debt_answer':
      return debtAnswerView(f);
    case 'document_generation':
      return generationView(f);
  }
}
