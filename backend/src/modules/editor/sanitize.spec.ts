import { DEFAULT_EDIT_INSTRUCTION } from '../../integrations/llm/llm.port';
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
      'Nothing was changed.',
    );
  });
  it('less formal contracts words again', () => {
    expect(
      offlineEdit('<p>I do not owe it and I cannot pay.</p>', { option: 'legal_formality', sliderValue: 2 }).text,
    ).toBe("<p>I don't owe it and I can't pay.</p>");
  });

  const letter =
    "<p>I can't pay this debt. I think you should stop calling me. Please be advised that I dispute the debt.</p>";
  // Each instruction, what the text becomes, and the summary: every claim in the summary is visible in the text.
  it.each([
    [
      'Make it more formal',
      "<p>I cannot pay this debt. I think you should stop calling me. Please be advised that I dispute the debt.</p>",
      'Made the language more formal (1 change).',
    ],
    [
      'Replace "debt" with "alleged debt"',
      "<p>I can't pay this alleged debt. I think you should stop calling me. Please be advised that I dispute the alleged debt.</p>",
      'Replaced "debt" with "alleged debt" (2 times).',
    ],
    [
      'remove the sentence about calling',
      "<p>I can't pay this debt. Please be advised that I dispute the debt.</p>",
      'Removed 1 sentence containing "calling".',
    ],
    ['Delete the last sentence', "<p>I can't pay this debt. I think you should stop calling me.</p>", 'Removed 1 sentence.'],
    [
      'Make it shorter',
      "<p>I can't pay this debt. You should stop calling me. I dispute the debt.</p>",
      'Made it shorter by removing filler (6 words fewer). Tidied spacing and capitalisation.',
    ],
    [
      'Make it more formal; replace "stop" with "cease"',
      "<p>I cannot pay this debt. I think you should cease calling me. Please be advised that I dispute the debt.</p>",
      'Made the language more formal (1 change). Replaced "stop" with "cease" (1 time).',
    ],
    [
      'Replace "mortgage" with "loan"',
      letter,
      'Nothing was changed. Not done offline: "mortgage" is not in the text, so nothing was replaced.',
    ],
    [
      'Make it sound like a Shakespeare sonnet',
      letter,
      'Nothing was changed. Not done offline: "Make it sound like a Shakespeare sonnet" needs the online assistant.',
    ],
  ])('follows the instruction "%s" and says what it did', (instruction, text, summary) => {
    const r = offlineEdit(letter, { option: 'general_edit', sliderValue: 5, instruction });
    expect(r.text).toBe(text);
    expect(r.summary).toBe(summary);
  });
  it('says what it could not do beside what it did', () => {
    const r = offlineEdit(letter, {
      option: 'general_edit',
      sliderValue: 5,
      instruction: 'Replace "debt" with "account". Translate it into Spanish.',
    });
    expect(r.text).toContain('this account');
    expect(r.summary).toBe(
      'Replaced "debt" with "account" (2 times). Not done offline: "Translate it into Spanish" needs the online assistant.',
    );
  });
  it('the default request leaves the option and slider to decide', () => {
    expect(offlineEdit(letter, { option: 'general_edit', sliderValue: 5, instruction: DEFAULT_EDIT_INSTRUCTION })).toEqual({
      text: letter,
      summary: 'Nothing was changed.',
    });
  });
});
