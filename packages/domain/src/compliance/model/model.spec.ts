import { analyze, scanCollectorMessage } from '../scan';
import { RULE_DEFINITIONS } from '../rules';
import { DEFAULT_SCAN_CONTEXT } from '../types';
import { sentenceFeatures, stem, withFacts } from './features';
import { decodeModel, encodeWeights, modelFinding, SCANNER_MODEL, scoredSentences, strongestFeatures } from './model';
import { prepare, trainRule } from './train';
import { MODEL_TUNING_MESSAGES, tuningFingerprint } from './tuning-messages';
import { STORED_MODEL } from './weights';

const featuresOf = (body: string) => {
  const a = analyze(body, DEFAULT_SCAN_CONTEXT);
  return a.voice.sentences.map(([from, to]) => sentenceFeatures(a.text, a.voice, from, to));
};

describe('the statistical layer', () => {
  it('was trained on the current tuning messages (run npm run train:compliance-model after changing them)', () => {
    expect(STORED_MODEL.trainedOn).toBe(tuningFingerprint());
    expect(Object.keys(SCANNER_MODEL.rules).sort()).toEqual(
      RULE_DEFINITIONS.map((r) => r.id)
        .filter((id) => id !== 'R-SENSITIVE')
        .sort(),
    );
  });

  it('trains deterministically: the same messages give the same weights', () => {
    const data = prepare(MODEL_TUNING_MESSAGES.slice(0, 200));
    const options = { lambda: 0.001, rounds: 20, minCount: 2, positiveWeight: 3 };
    expect(trainRule(data, 'R-ARREST', options)).toEqual(trainRule(data, 'R-ARREST', options));
  });

  it('stores weights as lines and reads them back', () => {
    const weights = { garnish_your: 1.25, '!garnish': -0.5 };
    const stored = { trainedOn: 'x', rules: { R: { bias: -2, add: 0.8, veto: 0, weights: encodeWeights(weights) } } };
    expect(decodeModel(stored).rules.R.weights).toEqual(weights);
  });

  it('reads words stemmed, with concept classes, negation and the consumer’s words marked', () => {
    expect(stem('garnishing')).toBe('garnish');
    expect(stem('garnished')).toBe('garnish');
    const [plain] = featuresOf('Your sister has to pay this.');
    expect(plain).toEqual(expect.arrayContaining(['sister', 'FAM', 'FAM_has']));
    const [negated] = featuresOf('We will not garnish your wages.');
    expect(negated).toEqual(expect.arrayContaining(['!garnish']));
    expect(negated).not.toContain('garnish');
    const [reported] = featuresOf('You asked whether you could go to jail.');
    expect(reported).toEqual(expect.arrayContaining(['q:jail']));
    expect(withFacts(['sue', 'we_will'], { ...DEFAULT_SCAN_CONTEXT, accountTimeBarred: true })).toEqual(
      expect.arrayContaining(['tb:sue', 'tb:fact']),
    );
  });

  it('finds the sentence that weighs most towards a rule, and the words that weighed', () => {
    const model = {
      trainedOn: '',
      rules: { 'R-VIOLENCE': { bias: -3, add: 0.5, veto: 0, weights: { break: 2, easy: 2 } } },
    };
    const sentences = featuresOf('Hello there. Your windows look easy to break.');
    const found = modelFinding('R-VIOLENCE', sentences, model);
    expect(found?.sentence).toBe(1);
    expect(found!.probability).toBeGreaterThan(0.5);
    expect(strongestFeatures('R-VIOLENCE', sentences[1], 5, model).sort()).toEqual(['break', 'easy']);
  });

  it('adds a finding the patterns miss, naming its sentence, only when it is sure enough', () => {
    // A veiled threat to tell a third party, in words no pattern lists.
    const body = 'Thanks for the update. Your pastor seems like a reasonable man.';
    const ctx = DEFAULT_SCAN_CONTEXT;
    const a = analyze(body, ctx);
    const found = modelFinding('R-SHAME', scoredSentences(a.text, a.voice, a.ctx))!;
    expect(found.probability).toBeGreaterThanOrEqual(SCANNER_MODEL.rules['R-SHAME'].add);
    const violation = scanCollectorMessage(body, ctx).find((v) => v.rule_id === 'R-SHAME');
    expect(violation).toMatchObject({ sentence: 'Your pastor seems like a reasonable man.', kind: 'content' });
    // Raised out of reach, the threshold keeps the model quiet: the finding came from it, not from a pattern.
    const add = SCANNER_MODEL.rules['R-SHAME'].add;
    (SCANNER_MODEL.rules['R-SHAME'] as { add: number }).add = 1.01;
    try {
      expect(scanCollectorMessage(body, ctx).some((v) => v.rule_id === 'R-SHAME')).toBe(false);
    } finally {
      (SCANNER_MODEL.rules['R-SHAME'] as { add: number }).add = add;
    }
  });
});
