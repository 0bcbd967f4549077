import type { EntityManager } from '@mikro-orm/core';
import { UNSCOPED } from '../../core/database/firm-scope';
import { AffiliateOffer, ConsumerDocumentArchive } from '../../modules/dashboard/entities';
import { DocumentGeneration } from '../../modules/editor/entities/document-generation.entity';
import { User } from '../../modules/identity/entities';

/** A square logo drawn as SVG (a data URL, so the Deals tab looks right without network access). */
function logo(initials: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="${background}"/>` +
    `<text x="48" y="59" font-family="Helvetica,Arial,sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The Deals tab's partner offers (platform data, matched by slug). */
export const DEMO_AFFILIATE_OFFERS = [
  {
    slug: 'self-credit-builder',
    title: 'Self Credit Builder Account',
    description: 'Build payment history with a small monthly deposit that is reported to all three credit bureaus.',
    logoUrl: logo('S', '#0f7b6c'),
    targetUrl: 'https://www.self.inc/',
    dealText: 'Plans from $25 a month, no credit check',
    buttonText: 'Start building',
    position: 1,
  },
  {
    slug: 'nfcc-counseling',
    title: 'Free nonprofit credit counseling',
    description: 'A certified counselor from an NFCC member agency reviews your budget and your options with you.',
    logoUrl: logo('NF', '#1f4e8c'),
    targetUrl: 'https://www.nfcc.org/',
    dealText: 'First session free',
    buttonText: 'Talk to a counselor',
    position: 2,
  },
  {
    slug: 'experian-boost',
    title: 'Experian Boost',
    description: 'Add on-time phone, utility and streaming payments to your Experian credit file.',
    logoUrl: logo('EB', '#6b3fa0'),
    targetUrl: 'https://www.experian.com/consumer-products/score-boost.html',
    dealText: 'Free, results in minutes',
    buttonText: 'Boost my score',
    position: 3,
  },
];

const VALIDATION_LETTER =
  '<h1>Debt validation request</h1><p>To: Portfolio Recovery Associates, LLC</p>' +
  '<p>I am writing in response to your letter about account ending in 8841. Under the Fair Debt Collection Practices ' +
  'Act, 15 U.S.C. 1692g, I request validation of this debt: the amount, the name of the original creditor and a copy ' +
  'of any agreement that bears my signature.</p><p>Until you validate the debt, please stop collection.</p><p>Jordan Rivera</p>';

const HARDSHIP_DRAFT =
  '<h1>Hardship letter</h1><p>To whom it may concern,</p><p>In March I was in the hospital for two weeks and lost ' +
  'a month of income. I am asking for a reduced payment while I recover.</p>';

/**
 * The demo consumer's documents beyond the settlement and the answer: a validation letter drafted in the editor that
 * belongs to no case (the Unassigned tab), and an old hardship draft they archived (the Archived tab). Idempotent:
 * matched by title. `email` names another consumer to give the same documents (the browser journeys' own consumers).
 */
export async function seedDashboardDemo(em: EntityManager, email = 'consumer@demo.test'): Promise<void> {
  for (const o of DEMO_AFFILIATE_OFFERS) {
    const row = (await em.findOne(AffiliateOffer, { slug: o.slug })) ?? em.create(AffiliateOffer, o);
    em.assign(row, { ...o, active: true });
  }
  const jordan = await em.findOne(User, { email }, UNSCOPED);
  if (jordan) {
    const day = 86_400_000;
    if (!(await em.findOne(DocumentGeneration, { user: jordan, title: 'Debt validation request' })))
      em.create(DocumentGeneration, {
        user: jordan,
        title: 'Debt validation request',
        documentType: 'debt-validation-request',
        content: VALIDATION_LETTER,
        createdAt: new Date(Date.now() - 6 * day),
      });
    const draft =
      (await em.findOne(DocumentGeneration, { user: jordan, title: 'Hardship letter (old draft)' })) ??
      em.create(DocumentGeneration, {
        user: jordan,
        title: 'Hardship letter (old draft)',
        documentType: 'hardship-letter',
        content: HARDSHIP_DRAFT,
        createdAt: new Date(Date.now() - 40 * day),
      });
    await em.flush();
    if (!(await em.findOne(ConsumerDocumentArchive, { documentGeneration: draft.id }))) {
      em.create(ConsumerDocumentArchive, { user: jordan, documentGeneration: draft, archivedAt: new Date(Date.now() - 20 * day) });
    }
  }
  await em.flush();
}
