import type { ExtractedFact } from '../walkthrough/fields';
import { bestPerField } from './best';

const fact = (
  field: ExtractedFact['field'],
  value: string,
  confidence: number,
  method: ExtractedFact['method'],
): ExtractedFact => ({
  field,
  value,
  confidence,
  method,
  file_id: 1,
});

describe('bestPerField with the language model candidates', () => {
  it('the most confident candidate wins, whoever found it', () => {
    const best = bestPerField([
      fact('plaintiff_name', 'Midland Funding LLC', 0.5, 'pdf_text'),
      fact('plaintiff_name', 'Midland Credit', 0.8, 'llm'),
    ]);
    expect(best).toEqual([fact('plaintiff_name', 'Midland Credit', 0.8, 'llm')]);
  });

  it('a rule wins a tie with the model, in either order', () => {
    const rule = fact('civil_number', '2025-M1-104522', 0.85, 'ocr');
    const model = fact('civil_number', '2025-MI-104522', 0.85, 'llm');
    expect(bestPerField([model, rule])).toEqual([rule]);
    expect(bestPerField([rule, model])).toEqual([rule]);
  });

  it('between two rules or two model answers the first found wins a tie', () => {
    const a = fact('customer_name', 'Marcus Reyes', 0.6, 'llm');
    const b = fact('customer_name', 'M. Reyes', 0.6, 'llm');
    expect(bestPerField([a, b])).toEqual([a]);
    expect(
      bestPerField([fact('court_name', 'A', 0.6, 'pdf_text'), fact('court_name', 'B', 0.6, 'pdf_text')])[0].value,
    ).toBe('A');
  });
});
