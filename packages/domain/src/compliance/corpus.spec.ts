import { CLEAN_MESSAGES, CORPUS, VIOLATING_MESSAGES } from './corpus';
import { evaluate, evaluationTable, precision, recall } from './evaluation';
import { COMPLIANCE_RULES } from './rules';

describe('the labelled corpus', () => {
  const result = evaluate(CORPUS);
  const { message, perRule } = result;

  // The table is for reading; the tests below hold the numbers it shows.
  afterAll(() => console.log(evaluationTable('Compliance corpus', CORPUS, result)));

  it('counts every violating message once as caught or missed, and every clean one it blocks', () => {
    expect(message.tp + message.fn).toBe(VIOLATING_MESSAGES.length);
    expect(message.fp).toBeLessThanOrEqual(CLEAN_MESSAGES.length);
    const table = evaluationTable('Compliance corpus', CORPUS, result);
    expect(table).toContain(`${CORPUS.length} messages (${CLEAN_MESSAGES.length} clean, ${VIOLATING_MESSAGES.length} violating)`);
    for (const { id } of COMPLIANCE_RULES) expect(table).toMatch(new RegExp(`^${id}\\s`, 'm'));
  });

  it('has at least 60 clean and 60 violating messages, and every rule is exercised', () => {
    expect(CLEAN_MESSAGES.length).toBeGreaterThanOrEqual(60);
    expect(VIOLATING_MESSAGES.length).toBeGreaterThanOrEqual(60);
    expect(CLEAN_MESSAGES.every((m) => m.expect.length === 0)).toBe(true);
    expect(VIOLATING_MESSAGES.every((m) => m.expect.length > 0)).toBe(true);
    const known = new Set(COMPLIANCE_RULES.map((r) => r.id));
    for (const m of VIOLATING_MESSAGES) for (const id of m.expect) expect(known).toContain(id);
    for (const id of known) {
      expect(VIOLATING_MESSAGES.filter((m) => m.expect.includes(id)).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('blocks messages with precision and recall of at least 0.95', () => {
    expect(precision(message)).toBeGreaterThanOrEqual(0.95);
    expect(recall(message)).toBeGreaterThanOrEqual(0.95);
  });

  it.each(COMPLIANCE_RULES.map((r) => r.id))('%s has precision and recall of at least 0.95', (id) => {
    const c = perRule.get(id)!;
    expect(precision(c)).toBeGreaterThanOrEqual(0.95);
    expect(recall(c)).toBeGreaterThanOrEqual(0.95);
  });
});
