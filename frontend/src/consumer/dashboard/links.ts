import type { DocumentKind } from './api';

/**
 * Pages that exist in this build. A document's resume_url or a 'Create a new document' link is shown only when its
 * page is built (a page not built is not linked). Keep in step with routes.tsx.
 */
const BUILT_PAGES: readonly RegExp[] = [
  /^\/customer_documents\/\d+$/,
  /^\/document_generations\/\d+$/,
  // The walkthroughs (consumer/walkthrough).
  /^\/solosettles\/\d+$/,
  /^\/debt_answers\/\d+$/,
];

export function isBuiltPage(url: string): boolean {
  const path = url.split('?')[0];
  return BUILT_PAGES.some(pattern => pattern.test(path));
}

/** Where each creatable document continues (the POST answers the exact URL). */
const RESUME_PREFIX: Record<DocumentKind, string> = {
  debt_answer: '/debt_answers/1',
  solosettle: '/solosettles/1',
  document_generation: '/document_generations/1',
};

export function canCreate(kind: DocumentKind): boolean {
  return isBuiltPage(RESUME_PREFIX[kind]);
}
