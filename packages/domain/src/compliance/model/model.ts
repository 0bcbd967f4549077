/**
 * The statistical layer beside the rules: for each content rule a linear model (logistic regression) over the words
 * of a sentence (features.ts), trained on the labelled tuning messages (model/tuning-messages.ts: the corpus, the
 * holdout, the first evaluation set, both tuning batches, the four-author set's tuning half and the rewrite's
 * sentences) by `npm run train:compliance-model -w packages/domain`, and stored as weights in weights.ts. It
 * runs per sentence, so a finding still names the sentence that broke the rule, and the words that weighed most can
 * be listed. It is deterministic: the same message always gets the same score.
 *
 * How it joins the rules (scan.ts): a rule's finding stands unless the model is nearly sure the message is clean
 * for that rule (`veto`), and the model alone adds a finding when it is sure (`add`). Both thresholds were chosen by
 * cross-validation on the tuning messages; see docs/COMPLIANCE-SCANNER.md.
 */
import type { ScanContext } from '../types';
import type { NormalizedText } from '../normalize';
import type { Voice } from '../voice';
import { messageFeatures, withFacts } from './features';
import { STORED_MODEL } from './weights';

export interface RuleModel {
  bias: number;
  /** A sentence whose probability is at least this breaks the rule even when no pattern matched. */
  add: number;
  /** A pattern's finding is dropped when every sentence's probability is below this. */
  veto: number;
  weights: Readonly<Record<string, number>>;
}

export interface ScannerModel {
  /** Hash of the tuning messages the weights were trained on (the spec checks they are current). */
  trainedOn: string;
  rules: Readonly<Record<string, RuleModel>>;
}

/** How weights.ts stores a rule: its weights as one 'feature weight' line each, so the file stays small and diffable. */
export interface StoredRuleModel extends Omit<RuleModel, 'weights'> {
  weights: string;
}

export function encodeWeights(weights: Readonly<Record<string, number>>): string {
  return Object.keys(weights)
    .sort()
    .map((f) => `${f} ${weights[f]}`)
    .join('\n');
}

export function decodeModel(stored: {
  trainedOn: string;
  rules: Readonly<Record<string, StoredRuleModel>>;
}): ScannerModel {
  const rules: Record<string, RuleModel> = {};
  for (const [id, r] of Object.entries(stored.rules)) {
    const weights: Record<string, number> = Object.create(null);
    for (const line of r.weights.split('\n')) {
      const at = line.lastIndexOf(' ');
      if (at > 0) weights[line.slice(0, at)] = Number(line.slice(at + 1));
    }
    rules[id] = { bias: r.bias, add: r.add, veto: r.veto, weights };
  }
  return { trainedOn: stored.trainedOn, rules };
}

/** The trained model, decoded once when the module loads. */
export const SCANNER_MODEL: ScannerModel = decodeModel(STORED_MODEL);

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Each sentence's features with the facts that hold, computed once per scan. */
export function scoredSentences(text: NormalizedText, voice: Voice, ctx: ScanContext): string[][] {
  return messageFeatures(text, voice).map((f) => withFacts(f, ctx));
}

export function sentenceProbability(model: RuleModel, features: readonly string[]): number {
  let z = model.bias;
  for (const f of features) z += model.weights[f] ?? 0;
  return sigmoid(z);
}

export interface ModelFinding {
  /** Index of the sentence with the highest probability. */
  sentence: number;
  probability: number;
}

/**
 * Every rule's weights by feature, so that a scan looks each feature up once for all rules rather than once per
 * rule: the scores of every sentence for every rule at the cost of one rule.
 */
export interface WeightTable {
  rules: readonly string[];
  bias: Float64Array;
  byFeature: ReadonlyMap<string, Float64Array>;
}

export function weightTable(model: ScannerModel): WeightTable {
  const rules = Object.keys(model.rules);
  const bias = Float64Array.from(rules.map((id) => model.rules[id].bias));
  const byFeature = new Map<string, Float64Array>();
  rules.forEach((id, k) => {
    for (const [f, w] of Object.entries(model.rules[id].weights)) {
      let row = byFeature.get(f);
      if (!row) byFeature.set(f, (row = new Float64Array(rules.length)));
      row[k] = w;
    }
  });
  return { rules, bias, byFeature };
}

const TABLE = weightTable(SCANNER_MODEL);

/** For each rule, its most likely sentence of the message and that sentence's probability. */
export function modelFindings(sentences: readonly string[][], table: WeightTable = TABLE): Map<string, ModelFinding> {
  const best = table.rules.map(() => ({ sentence: 0, probability: -1 }));
  const z = new Float64Array(table.rules.length);
  sentences.forEach((features, i) => {
    z.set(table.bias);
    for (const f of features) {
      const row = table.byFeature.get(f);
      if (row) for (let k = 0; k < row.length; k++) z[k] += row[k];
    }
    for (let k = 0; k < z.length; k++) {
      const p = sigmoid(z[k]);
      if (p > best[k].probability) best[k] = { sentence: i, probability: p };
    }
  });
  return new Map(table.rules.map((id, k) => [id, best[k]]));
}

/** The most likely sentence of the message for a rule, or null when the rule has no model. */
export function modelFinding(
  ruleId: string,
  sentences: readonly string[][],
  model: ScannerModel = SCANNER_MODEL,
): ModelFinding | null {
  const m = model.rules[ruleId];
  if (!m || sentences.length === 0) return null;
  let best: ModelFinding = { sentence: 0, probability: -1 };
  sentences.forEach((f, i) => {
    const p = sentenceProbability(m, f);
    if (p > best.probability) best = { sentence: i, probability: p };
  });
  return best;
}

/** The features of a sentence that pushed hardest towards the rule (for explaining a finding). */
export function strongestFeatures(
  ruleId: string,
  features: readonly string[],
  n = 5,
  model: ScannerModel = SCANNER_MODEL,
): string[] {
  const m = model.rules[ruleId];
  if (!m) return [];
  return features
    .filter((f) => (m.weights[f] ?? 0) > 0)
    .sort((a, b) => m.weights[b] - m.weights[a])
    .slice(0, n);
}
