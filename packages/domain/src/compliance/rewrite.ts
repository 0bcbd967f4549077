/**
 * A compliant way to say a blocked message: each sentence that broke a rule is replaced by a sentence that says
 * what the collector may truthfully say instead (one per rule; later offending sentences of the same rule are
 * dropped), full SSNs and card numbers are masked, and the rest of the message is kept as written. The result is
 * scanned again with the same account facts; a rewrite that still breaks a rule is never offered (null).
 */
import { scanCollectorMessage } from './scan';
import { maskSensitiveNumbers } from './sensitive';
import type { ScanContext, Violation } from './types';

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

/** What each rule's collector may say instead, given the account's facts. '' drops the sentence. */
export const COMPLIANT: Record<string, (ctx: ScanContext) => string> = {
  'R-ARREST': () => 'Not paying this debt cannot lead to arrest or jail; I would like to agree on a plan with you.',
  'R-SEIZE': (ctx) =>
    ctx.accountHasJudgment
      ? 'A judgment has been entered on this account; I am happy to discuss a settlement or a payment plan.'
      : 'I would like to find a payment plan that works for you.',
  'R-NOTINTENDED': (ctx) =>
    ctx.accountTimeBarred
      ? 'Because of the age of this debt, we will not sue you for it, and any payment is voluntary.'
      : 'Let us find a payment plan that fits your situation.',
  'R-CRIME': () => 'We are not accusing you of anything; this is a civil matter about an unpaid balance.',
  'R-GOVT': () => 'We are a debt collector, not a government agency or a court.',
  'R-ATTORNEY': () => 'Our collections team handles this account, and you are welcome to have an attorney contact us.',
  'R-AMOUNT': (ctx) =>
    ctx.accountBalanceCents !== null
      ? `The balance on this account is ${dollars(ctx.accountBalanceCents)}, with no added fees.`
      : 'There are no added fees on this account.',
  'R-CREDIT': (ctx) =>
    ctx.accountDisputed
      ? 'Because you disputed this debt, it is reported to the credit bureaus as disputed.'
      : 'We report this account accurately to the credit bureaus, and once it is paid it will show as paid.',
  'R-ABUSE': () => '',
  'R-VIOLENCE': () => 'I would like to resolve this balance with you through a plan that works for you.',
  'R-SHAME': () => 'We will discuss this account only with you.',
  'R-HARASS': () => 'Please reply when it suits you.',
  'R-DISPUTE': () =>
    'You have the right to dispute this debt; if you dispute it in writing, we will pause collection until we send you verification.',
  'R-THIRDPARTY-LIAB': () =>
    'Only you are responsible for this debt; your family members are not, unless they co-signed it.',
};
/** When every sentence was dropped (insults only), the message still says something useful. */
export const FALLBACK = 'I would like to help you resolve this balance.';

/**
 * The rewrite to offer for a blocked message, or null when there is none to offer: no content violation (only the
 * message rate or a workflow refusal, which no wording fixes), or no rewrite that passes the scan.
 */
export function suggestRewrite(body: string, violations: readonly Violation[], ctx: ScanContext): string | null {
  const content = violations.filter((v) => v.kind === 'content');
  if (!content.length) return null;
  // Violations quote sentences with sensitive numbers already masked, so they are found in the masked message.
  let text = maskSensitiveNumbers(body).body;
  const used = new Set<string>();
  for (const v of content) {
    if (v.rule_id === 'R-SENSITIVE' || !v.sentence) continue;
    const at = text.indexOf(v.sentence);
    if (at < 0) continue;
    const compliant = COMPLIANT[v.rule_id]?.(ctx) ?? '';
    const replacement = used.has(v.rule_id) ? '' : compliant;
    used.add(v.rule_id);
    text = text.slice(0, at) + replacement + text.slice(at + v.sentence.length);
  }
  const tidy = (s: string) =>
    s
      .replace(/[ \t]+([.,;!?])/g, '$1')
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  const candidates = [tidy(text) || FALLBACK];
  // If the edited message still breaks a rule (a violation the words around it carried), offer the plain sentences.
  const plain = [...new Set(content.map((v) => COMPLIANT[v.rule_id]?.(ctx) ?? '').filter(Boolean))].join(' ');
  candidates.push(plain || FALLBACK);
  // The rewrite is a new message: only its words are checked here; the message rate applies when it is sent.
  const check = { ...ctx, recentCollectorMessages: 0 };
  return candidates.find((c) => scanCollectorMessage(c, check).length === 0) ?? null;
}
