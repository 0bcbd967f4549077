/**
 * Training of the statistical layer (model.ts): plain logistic regression per rule, L2-regularised, full-batch
 * AdaGrad for a fixed number of rounds from zero weights, over the sentences of the labelled tuning messages. No
 * randomness anywhere, so the same messages always give the same weights. The trainer script writes them to
 * weights.ts; the spec checks that the weights were trained on the current tuning messages (tuning-messages.ts: every
 * labelled message except the second evaluation set and the four-author set's untouched half, which only measure).
 *
 * Sentence labels: a message labelled with a rule marks as violating the sentence where the rule's patterns find the
 * break (all its sentences when they find none); its other sentences, and every sentence of a message without the
 * label, are clean for that rule.
 */
import type { CorpusMessage } from '../corpus';
import { RULE_DEFINITIONS } from '../rules';
import { analyze, patternSentence } from '../scan';
import { DEFAULT_SCAN_CONTEXT } from '../types';
import { scoredSentences, sigmoid, type RuleModel } from './model';

/** Rules the model covers: every content rule but the number check (R-SENSITIVE is arithmetic, not wording). */
export const MODELLED_RULES = RULE_DEFINITIONS.filter((r) => r.id !== 'R-SENSITIVE').map((r) => r.id);

export interface TrainingMessage {
  /** One feature list per sentence. */
  sentences: string[][];
  /** Per rule: the label of each sentence (1 violating, 0 clean); absent when the rule does not apply. */
  labels: Map<string, Uint8Array>;
  expect: readonly string[];
  body: string;
  /** Rules the patterns already find in the message: the model never adds those, so they do not measure its additions. */
  patternFound: Set<string>;
}

export function prepare(messages: readonly CorpusMessage[]): TrainingMessage[] {
  return messages.map((m) => {
    const ctx = { ...DEFAULT_SCAN_CONTEXT, ...m.ctx };
    const a = analyze(m.body, ctx);
    const sentences = scoredSentences(a.text, a.voice, a.ctx);
    const labels = new Map<string, Uint8Array>();
    const patternFound = new Set<string>();
    for (const rule of RULE_DEFINITIONS) {
      if (!MODELLED_RULES.includes(rule.id)) continue;
      if (rule.appliesTo && !rule.appliesTo(a.ctx)) continue;
      const y = new Uint8Array(sentences.length);
      const at = patternSentence(rule, a);
      if (at !== null) patternFound.add(rule.id);
      if (m.expect.includes(rule.id)) {
        if (at === null || at >= sentences.length) y.fill(1);
        else y[at] = 1;
      }
      labels.set(rule.id, y);
    }
    return { sentences, labels, expect: m.expect, body: m.body, patternFound };
  });
}

export interface TrainOptions {
  /** L2 penalty per feature. */
  lambda: number;
  rounds: number;
  /** Features seen in fewer sentences than this are left out. */
  minCount: number;
  /** Weight of a violating sentence relative to a clean one. */
  positiveWeight: number;
}

export const TRAIN_OPTIONS: TrainOptions = { lambda: 0.001, rounds: 300, minCount: 2, positiveWeight: 3 };

export function trainRule(
  data: readonly TrainingMessage[],
  ruleId: string,
  o: TrainOptions = TRAIN_OPTIONS,
): Omit<RuleModel, 'add' | 'veto'> {
  const counts = new Map<string, number>();
  for (const m of data) for (const s of m.sentences) for (const f of s) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocab = [...counts]
    .filter(([, c]) => c >= o.minCount)
    .map(([f]) => f)
    .sort();
  const index = new Map(vocab.map((f, i) => [f, i]));
  const rows: Int32Array[] = [];
  const ys: number[] = [];
  for (const m of data) {
    const y = m.labels.get(ruleId);
    if (!y) continue;
    m.sentences.forEach((s, i) => {
      rows.push(Int32Array.from(s.map((f) => index.get(f) ?? -1).filter((k) => k >= 0)));
      ys.push(y[i]);
    });
  }
  const w = new Float64Array(vocab.length);
  const g2 = new Float64Array(vocab.length).fill(1e-8);
  let bias = 0;
  let b2 = 1e-8;
  const rate = 0.5;
  const grad = new Float64Array(vocab.length);
  for (let round = 0; round < o.rounds; round++) {
    grad.fill(0);
    let gb = 0;
    let total = 0;
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      let z = bias;
      for (let k = 0; k < row.length; k++) z += w[row[k]];
      const weight = ys[r] ? o.positiveWeight : 1;
      const d = (sigmoid(z) - ys[r]) * weight;
      for (let k = 0; k < row.length; k++) grad[row[k]] += d;
      gb += d;
      total += weight;
    }
    for (let k = 0; k < w.length; k++) {
      const g = grad[k] / total + o.lambda * w[k];
      g2[k] += g * g;
      w[k] -= (rate * g) / Math.sqrt(g2[k]);
    }
    gb /= total;
    b2 += gb * gb;
    bias -= (rate * gb) / Math.sqrt(b2);
  }
  const weights: Record<string, number> = {};
  vocab.forEach((f, k) => {
    if (Math.abs(w[k]) >= 0.03) weights[f] = Math.round(w[k] * 1000) / 1000;
  });
  return { bias: Math.round(bias * 1000) / 1000, weights };
}

/** FNV-1a of a text: which cross-validation fold a message falls in. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export const FOLDS = 5;

/** Out-of-fold probability of each message for each rule: the highest sentence probability, trained without it. */
export function crossValidate(
  data: readonly TrainingMessage[],
  o: TrainOptions = TRAIN_OPTIONS,
): Map<string, Float64Array> {
  const out = new Map<string, Float64Array>(MODELLED_RULES.map((id) => [id, new Float64Array(data.length).fill(-1)]));
  const fold = data.map((m) => fnv1a(m.body) % FOLDS);
  for (let f = 0; f < FOLDS; f++) {
    const train = data.filter((_, i) => fold[i] !== f);
    for (const id of MODELLED_RULES) {
      const m = trainRule(train, id, o);
      const model = { ...m, add: 1, veto: 0 };
      data.forEach((msg, i) => {
        if (fold[i] !== f || !msg.labels.has(id)) return;
        let best = 0;
        for (const s of msg.sentences) {
          let z = model.bias;
          for (const feat of s) z += model.weights[feat] ?? 0;
          best = Math.max(best, sigmoid(z));
        }
        out.get(id)![i] = best;
      });
    }
  }
  return out;
}

/**
 * The probability at which the model alone adds a finding: the lowest on the grid at which, out of fold on the
 * tuning messages, its precision is at least `precisionFloor` with at least three findings, and its additions (the
 * findings on messages whose patterns do not find the rule, the only ones it adds) are right at least as often as
 * wrong; 1 (never) otherwise, and never for a rule whose additions, at every threshold of the grid, were never
 * right but reached a clean message (one that breaks no rule). Without the second condition most of the precision
 * came from violations the patterns already catch: for R-DISPUTE, R-ARREST, R-VIOLENCE, R-ATTORNEY and R-HARASS the
 * out-of-fold additions beyond the patterns at the thresholds first chosen were all false ones. The third is
 * R-DISPUTE's case: its model scores any sentence about a dispute high, its additions were never right, and the
 * messages it added to were dispute-rights notices ('you can dispute it right in the app', 0.848 out of fold), the
 * notices a collector must send. R-VIOLENCE's false additions, by contrast, were on messages that break another rule
 * (a seizure said with regret, an arrest), which are blocked anyway.
 */
export function addThreshold(
  data: readonly TrainingMessage[],
  ruleId: string,
  oof: Float64Array,
  precisionFloor = ADD_PRECISION,
): number {
  let everRight = false;
  let blocksClean = false;
  data.forEach((m, i) => {
    if (oof[i] < ADD_FROM || m.patternFound.has(ruleId)) return;
    if (m.expect.includes(ruleId)) everRight = true;
    else if (m.expect.length === 0) blocksClean = true;
  });
  if (!everRight && blocksClean) return 1;
  for (let t = ADD_FROM; t < 0.99; t += 0.05) {
    let tp = 0;
    let fp = 0;
    let added = 0;
    let wrong = 0;
    data.forEach((m, i) => {
      if (oof[i] < t) return;
      const right = m.expect.includes(ruleId);
      if (right) tp++;
      else fp++;
      if (m.patternFound.has(ruleId)) return;
      if (right) added++;
      else wrong++;
    });
    if (tp >= 3 && tp / (tp + fp) >= precisionFloor && added >= wrong) return Math.round(t * 100) / 100;
  }
  return 1;
}

/** The lowest add threshold tried: below it the model is too often unsure for a finding of its own. */
export const ADD_FROM = 0.6;

/** Out-of-fold precision the model must show on the tuning messages before it may add findings alone. */
export const ADD_PRECISION = 0.95;

/** Trains every rule on all the data and picks each add threshold by cross-validation. */
export function trainModel(
  data: readonly TrainingMessage[],
  o: TrainOptions = TRAIN_OPTIONS,
): Record<string, RuleModel> {
  const oof = crossValidate(data, o);
  const rules: Record<string, RuleModel> = {};
  for (const id of MODELLED_RULES) {
    const m = trainRule(data, id, o);
    // No veto: out of fold the model gives too many true findings a low probability to overrule a pattern.
    rules[id] = { bias: m.bias, add: addThreshold(data, id, oof.get(id)!), veto: 0, weights: m.weights };
  }
  return rules;
}
