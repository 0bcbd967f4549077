import type { KnowledgeSource } from '../../../integrations/llm/llm.port';
import { terms } from '../../../integrations/llm/offline.driver';
import { ARTICLES, articleForState, articleText, type Article } from '../../content';

/** The state a question names ("in Texas", "TX"), if any. */
export function stateNamed(question: string): Article | undefined {
  const lower = question.toLowerCase();
  const byName = ARTICLES.filter((a) => new RegExp(`\\b${a.stateName.toLowerCase()}\\b`).test(lower)).sort(
    (a, b) => b.stateName.length - a.stateName.length,
  )[0];
  if (byName) return byName;
  const code = /\b([A-Z]{2})\b/.exec(question)?.[1];
  return code && code !== 'OK' && code !== 'IN' && code !== 'ME' ? articleForState(code) : undefined;
}

const COURT_WORDS = /\b(summons|lawsuit|sued|answer|court|deadline|judge|complaint|default|garnish|served)\b/i;

/**
 * Picks the blog article that best answers a question: the state it names, else the consumer's lawsuit state for
 * court questions, else the best term overlap. Returns it as a source the drivers can quote.
 */
export function retrieveArticles(question: string, lawsuitState: string | null): KnowledgeSource[] {
  let article = stateNamed(question);
  if (!article && lawsuitState && COURT_WORDS.test(question)) article = articleForState(lawsuitState);
  if (!article && COURT_WORDS.test(question)) {
    // No state known: a general court question still gets the steps and defenses, which are the same in every article.
    const wanted = new Set(terms(question));
    article = ARTICLES.map((a) => ({ a, score: terms(articleText(a)).filter((w) => wanted.has(w)).length })).sort(
      (x, y) => y.score - x.score,
    )[0]?.a;
  }
  if (!article) return [];
  const relevant = article.sections.filter((s) => !s.skipToc);
  return [
    {
      kind: 'article',
      title: article.title,
      url: `/blog/${article.slug}`,
      text: relevant.map((s) => s.paragraphs.join(' ')).join(' '),
    },
  ];
}
