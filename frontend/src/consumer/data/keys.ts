/**
 * Every query key of the consumer pages, in one place: a write invalidates by these, and a realtime event names the
 * same keys, so the pages cannot drift apart on what a key means. Keys are arrays from the general to the specific,
 * so invalidating a prefix (`settlement.all`) reaches every document's entry.
 */
export const queryKeys = {
  /** GET /api/v1/check_auth: who is signed in (the status matters, so the answer is kept whole). */
  session: ['session'] as const,
  /** GET /my_dashboard.json: cases, documents, plans, profile summary. */
  dashboard: ['dashboard'] as const,
  settlement: {
    all: ['settlement'] as const,
    /** GET the negotiation view of one customer document. */
    view: (documentId: string | number) => ['settlement', String(documentId)] as const,
  },
  /** The credit report tab's state. */
  creditReport: ['credit-report'] as const,
  /** The stash card's saved items. */
  stash: ['stash'] as const,
  /** The consumer's notification preferences. */
  notifications: ['notifications'] as const,
  payments: {
    /** The payment actions of one customer document. */
    actions: (documentId: string | number) => ['payments', 'actions', String(documentId)] as const,
    /** The autopay schedule an agreed settlement makes. */
    /** The outcome of one card payment, asked until the provider settles it. */
    outcome: (documentId: string, paymentIntent: string) => ['payments', 'outcome', documentId, paymentIntent] as const,
    autopay: (documentId: string | number) => ['payments', 'autopay', String(documentId)] as const,
  },
  blog: {
    articles: ['blog', 'articles'] as const,
    article: (slug: string) => ['blog', 'article', slug] as const,
    comments: (slug: string) => ['blog', 'comments', slug] as const,
  },
  walkthrough: {
    /** The walkthrough of one document: its steps, answers and the reading of its papers. */
    view: (documentId: number) => ['walkthrough', documentId] as const,
    supportedJurisdictions: ['walkthrough', 'supported-jurisdictions'] as const,
  },
  assistant: {
    /** Ask Solo's personas (the voices the consumer can choose). */
    personas: ['assistant', 'personas'] as const,
    /**
     * The conversation a chat opens on: the named thread, or the latest one of the agent when none is named. Read
     * once per opening; the stream and the chat's own calls change it from there.
     */
    thread: (agentKey: string, threadKey: string | null, pilotThreadId: number | null) =>
      ['assistant', 'thread', agentKey, threadKey, pilotThreadId] as const,
    /** The prompt suggestions, asked again after each finished reply and on each refresh (the two counts). */
    suggestions: (agentKey: string, userContext: string | undefined, replies: number, refreshes: number) =>
      ['assistant', 'suggestions', agentKey, userContext ?? null, replies, refreshes] as const,
  },
  editor: {
    /** A generated document open in the editor. */
    document: (id: string) => ['editor', 'document', id] as const,
  },
  bank: {
    /** The financial report's status (the bank connection step starts from it). */
    report: ['bank', 'report'] as const,
    /** The same status, asked until the report a connection started is ready or has failed (null: the one pending). */
    reportWait: (reportId: number | null) => ['bank', 'report', 'wait', reportId] as const,
    /** A Plaid Link token for one visit of the connection step. */
    linkToken: ['bank', 'link-token'] as const,
    demoInstitutions: ['bank', 'demo-institutions'] as const,
  },
} as const;
