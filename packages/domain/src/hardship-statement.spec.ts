import {
  cleanModelStatement,
  HARDSHIP_STATEMENT_LABELS,
  HARDSHIP_STATEMENT_MAX,
  hardshipKey,
  summarizeHardshipAnswers,
} from './hardship-statement';

describe('hardship statement', () => {
  it('summarizes the answers in the third person, in the form order, quoting the consumer’s own words', () => {
    expect(
      summarizeHardshipAnswers({
        medical: { details: '  Surgery in March;\n still paying the hospital ' },
        job_loss: { details: 'Laid off in August' },
      }),
    ).toBe(
      'The consumer reports hardships: job loss or reduced income and medical bills or illness. ' +
        'Job loss or reduced income: "Laid off in August." Medical bills or illness: "Surgery in March; still paying the hospital."',
    );
    expect(summarizeHardshipAnswers({ divorce: { details: null } })).toBe('The consumer reports a hardship: divorce or separation.');
    expect(summarizeHardshipAnswers({})).toBeNull();
  });

  it('never goes beyond the limit and never invents: only labels and the consumer’s text appear', () => {
    const long = summarizeHardshipAnswers({ other: { details: 'Word. '.repeat(600) } })!;
    expect(long.length).toBeLessThanOrEqual(HARDSHIP_STATEMENT_MAX);
    expect(long.startsWith('The consumer reports a hardship: other.')).toBe(true);
  });

  it('cleans a model’s text and refuses what is not a statement', () => {
    expect(cleanModelStatement('  "**The consumer** lost their job in August\n\nand has medical bills."  ')).toBe(
      'The consumer lost their job in August and has medical bills.',
    );
    expect(cleanModelStatement('')).toBeNull();
    expect(cleanModelStatement('ok')).toBeNull();
    expect(cleanModelStatement(42)).toBeNull();
    const cut = cleanModelStatement('The consumer had a hard year. '.repeat(80))!;
    expect(cut.length).toBeLessThanOrEqual(HARDSHIP_STATEMENT_MAX);
    expect(cut.endsWith('year.')).toBe(true);
  });

  it('labels the statement by its writer; the key changes with the answers only', () => {
    expect(HARDSHIP_STATEMENT_LABELS).toEqual({ model: 'AI-written summary', answers: "Summary of the consumer's answers" });
    expect(hardshipKey({ job_loss: { details: ' a ' } })).toBe(hardshipKey({ job_loss: { details: 'a' } }));
    expect(hardshipKey({ job_loss: { details: 'a' } })).not.toBe(hardshipKey({ job_loss: { details: 'b' } }));
  });
});
