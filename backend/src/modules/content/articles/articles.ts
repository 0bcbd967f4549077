import type { Article, ArticleSection } from '@parley/domain/contracts/api/content';
import { STATE_FACTS, StateFacts } from './state-facts';

export type { Article, ArticleSection };

const kebab = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

export function articleSlug(stateName: string): string {
  return `how-to-answer-a-summons-in-${kebab(stateName)}`;
}

/** One state's article, built from its facts so that every article has the same accurate, modest structure. */
export function buildArticle(f: StateFacts): Article {
  const s = (id: string, heading: string, paragraphs: string[], level: 2 | 3 = 2, skipToc = false): ArticleSection => ({
    id,
    level,
    heading,
    paragraphs,
    ...(skipToc ? { skipToc } : {}),
  });
  return {
    slug: articleSlug(f.name),
    title: `How to answer a summons in ${f.name}`,
    stateCode: f.code,
    stateName: f.name,
    summary: `Sued for a debt in ${f.name}? The usual deadline is ${f.deadline}. Here is how to read your summons, file an answer and keep your options open.`,
    sections: [
      s('deadline', `Your deadline to answer in ${f.name}`, [
        `In ${f.name} the usual deadline to answer a debt lawsuit is ${f.deadline}.`,
        'Deadlines depend on the court and on how the papers were delivered, so check your summons: the date or the number of days printed on it is the one that counts.',
        'If you miss the deadline, the creditor can ask for a default judgment, which can lead to wage garnishment or a bank levy.',
      ]),
      s('court', `Which court handles debt cases in ${f.name}`, [
        `Debt collection lawsuits in ${f.name} are usually filed in ${f.courts}.`,
        'Your summons names the court, its address and your case number. File your answer with that court, not another one.',
        f.note,
      ]),
      s('steps', 'How to file your answer', [
        'Read the complaint and write down every numbered paragraph.',
        'For each paragraph, admit it, deny it, or say you do not have enough information to admit or deny it. Denying what you cannot confirm, such as the amount or who owns the debt, is common.',
        'List your defenses, for example that the debt is past the statute of limitations, that the plaintiff cannot show it owns the debt, or that the amount is wrong.',
        "Sign the answer, file it with the court clerk before your deadline, pay the filing fee or ask for a fee waiver, and send a copy to the plaintiff's lawyer.",
      ]),
      s(
        'defenses',
        'Common defenses in debt cases',
        [
          'Statute of limitations: the debt is too old to sue on. The limit depends on the state and the kind of debt.',
          'Standing: a debt buyer must show it owns your account.',
          'Wrong amount: fees or interest the contract does not allow.',
          'Identity: the debt is not yours, for example after identity theft.',
        ],
        3,
      ),
      s('settle', 'Settling instead of going to trial', [
        'Filing an answer keeps your rights while you negotiate. Many collectors accept a settlement for less than the full balance, paid at once or over time.',
        'Parley helps you make an offer to the collector and set up a payment plan if they accept.',
      ]),
      s(
        'disclaimer',
        'About this article',
        [
          "This article is general information written by Parley, not legal advice. Court rules change; check your summons and your court's website, or talk to a lawyer or legal aid office.",
        ],
        3,
        true,
      ),
    ],
  };
}

export const ARTICLES: Article[] = STATE_FACTS.map(buildArticle);
const BY_SLUG = new Map(ARTICLES.map((a) => [a.slug, a]));

export function articleBySlug(slug: string): Article | undefined {
  return BY_SLUG.get(slug);
}

export function articleForState(codeOrName: string | null | undefined): Article | undefined {
  if (!codeOrName) return undefined;
  const wanted = codeOrName.trim().toLowerCase();
  return ARTICLES.find((a) => a.stateCode.toLowerCase() === wanted || a.stateName.toLowerCase() === wanted);
}

export function articleText(a: Article): string {
  return [a.title, a.summary, ...a.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join(' ');
}
