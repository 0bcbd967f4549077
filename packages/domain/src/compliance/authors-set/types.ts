import type { CorpusMessage } from '../corpus';

/** A labelled message and the rule its author wrote it for (a violation of it, or a neutral use of its words). */
export interface AuthoredMessage extends CorpusMessage {
  probes: string;
}

/** A message that breaks `expect` (every content rule it breaks), on an account with `ctx`. */
export const v = (body: string, expect: string[], ctx?: CorpusMessage['ctx']): CorpusMessage => ({
  body,
  expect,
  ...(ctx ? { ctx } : {}),
});
/** A message that breaks no rule. */
export const c = (body: string, ctx?: CorpusMessage['ctx']): CorpusMessage => ({
  body,
  expect: [],
  ...(ctx ? { ctx } : {}),
});
/** The messages an author wrote for one rule. */
export const section = (rule: string, messages: CorpusMessage[]): AuthoredMessage[] =>
  messages.map((m) => ({ ...m, probes: rule }));

export const judgment = { accountHasJudgment: true };
export const old = { accountTimeBarred: true };
export const disputed = { accountDisputed: true };
export const attorney = { senderIsAttorney: true };

/** The messages of `set` labelled with rule `id`. */
export const violating = (set: readonly AuthoredMessage[], id: string) => set.filter((m) => m.expect.includes(id));
/** The clean messages of `set` written to probe rule `id`. */
export const cleanFor = (set: readonly AuthoredMessage[], id: string) =>
  set.filter((m) => m.probes === id && m.expect.length === 0);
/** A rule's messages: those labelled with it, and the clean ones written to probe it. */
export const messagesOf = (set: readonly AuthoredMessage[], id: string) =>
  violating(set, id).length + cleanFor(set, id).length;
