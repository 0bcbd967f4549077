import { offlineEdit } from '../../integrations/llm/offline.driver';
import { htmlBlocks, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the toolbar markup and alignment, drops scripts, links, handlers and other styles', () => {
    expect(
      sanitizeHtml(
        '<h2 style="text-align: right">T</h2><p onclick="x()" style="color:red">a <u>b</u> <code>c</code></p><img src=x onerror=y><script>bad()</script>',
      ),
    ).toBe('<h2 style="text-align: right;">T</h2><p>a <u>b</u> <code>c</code></p>');
  });
});

describe('htmlBlocks (PDF layout)', () => {
  it('numbers ordered lists, bullets unordered ones and keeps alignment', () => {
    expect(
      htmlBlocks(
        '<h1>T</h1><ol><li><p>a</p></li><li><p>b</p></li></ol><ul><li><p>c</p></li></ul><p style="text-align: center;">d &amp; e</p>',
      ),
    ).toEqual([
      { kind: 'h1', text: 'T', align: 'left' },
      { kind: 'li', text: 'a', align: 'left', marker: '1.' },
      { kind: 'li', text: 'b', align: 'left', marker: '2.' },
      { kind: 'li', text: 'c', align: 'left', marker: '•' },
      { kind: 'p', text: 'd & e', align: 'center' },
    ]);
  });
});

describe('offline AI edit', () => {
  it('adds or removes citations by the slider', () => {
    const up = offlineEdit('<p>This violates the Fair Debt Collection Practices Act.</p>', {
      option: 'citation_density',
      sliderValue: 8,
    });
    expect(up.text).toBe('<p>This violates the Fair Debt Collection Practices Act (15 U.S.C. § 1692 et seq.).</p>');
    expect(offlineEdit(up.text, { option: 'citation_density', sliderValue: 2 }).text).toBe(
      '<p>This violates the Fair Debt Collection Practices Act.</p>',
    );
  });
  it('friendliness adds a closing once; 5 changes nothing and says so', () => {
    const up = offlineEdit('<p>Stop calling me.</p>', { option: 'friendliness', sliderValue: 9 });
    expect(up.text).toBe('<p>Stop calling me.</p><p>Thank you for your time and attention to this matter.</p>');
    expect(offlineEdit(up.text, { option: 'friendliness', sliderValue: 9 }).text).toBe(up.text);
    expect(offlineEdit('<p>Stop calling me.</p>', { option: 'tone_balance', sliderValue: 5 }).summary).toBe(
      'Kept the tone balanced. No wording needed to change.',
    );
  });
  it('less formal contracts words again', () => {
    expect(
      offlineEdit('<p>I do not owe it and I cannot pay.</p>', { option: 'legal_formality', sliderValue: 2 }).text,
    ).toBe("<p>I don't owe it and I can't pay.</p>");
  });
});
