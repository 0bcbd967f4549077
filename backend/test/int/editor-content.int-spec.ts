import { accountSources, readAccountData } from '../../src/modules/assistant/account-data';
import { consumer, createFirm, PASSWORD } from '../factories';
import { createAccount, offerEvent, terms } from '../account-factory';
import { scheduleOf } from '@parley/domain/negotiation';
import { Client, consumerClient, startApi, TestApi } from '../harness';

/** The document editor (save, AI edit, PDF) and the public content (articles, comments, newsletter). */
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

async function signedIn(): Promise<Client> {
  const person = await consumer(api.em());
  return consumerClient(api, person.email, PASSWORD);
}

const binary = (res: import('superagent').Response, cb: (err: Error | null, body: Buffer) => void) => {
  const parts: Buffer[] = [];
  res.on('data', (d: Buffer) => parts.push(d));
  res.on('end', () => cb(null, Buffer.concat(parts)));
};

describe('document editor', () => {
  it("creates, saves sanitised HTML, and answers 404 for another consumer's document", async () => {
    const c = await signedIn();
    const created = await c.post('/api/document_generations', { title: 'Debt validation letter' });
    expect(created.status).toBe(201);
    const doc = created.body.document;
    expect(doc).toMatchObject({
      title: 'Debt validation letter',
      content: '',
      default_text: 'Start writing your document here...',
    });
    const saved = await c.post(`/steps_api/save_editor_content/${doc.id}`, {
      content:
        '<h1>Letter</h1><p style="text-align: center;">Hello <strong>there</strong><script>alert(1)</script><a href="x">link</a></p>',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ status: 'success' });
    const read = await c.get(`/api/document_generations/${doc.id}`).expect(200);
    expect(read.body.document.content).toBe(
      '<h1>Letter</h1><p style="text-align: center;">Hello <strong>there</strong>link</p>',
    );

    const other = await signedIn();
    expect((await other.get(`/api/document_generations/${doc.id}`)).status).toBe(404);
    expect((await other.post(`/steps_api/save_editor_content/${doc.id}`, { content: '<p>mine</p>' })).status).toBe(404);
    expect(
      (
        await other.post(`/steps_api/edit_document_with_ai/${doc.id}`, {
          current_content: '<p>x</p>',
          option_id: 'general_edit',
        })
      ).status,
    ).toBe(404);
    expect((await c.get(`/api/document_generations/${doc.id}`)).body.document.content).toContain('Hello');
  });

  it('refuses garbage saves and AI edits with 422 and the exact words', async () => {
    const c = await signedIn();
    const doc = (await c.post('/api/document_generations', {})).body.document;
    expect((await c.post(`/steps_api/save_editor_content/${doc.id}`, {})).body.error).toBe(
      'content must be the document as HTML.',
    );
    expect((await c.post(`/steps_api/save_editor_content/${doc.id}`, { content: 12 })).status).toBe(422);
    expect((await c.post('/steps_api/save_editor_content/abc', { content: '' })).status).toBe(404);
    expect((await c.post('/steps_api/save_editor_content/99999999999', { content: '' })).status).toBe(404);
    expect((await c.get('/api/document_generations/0')).status).toBe(404);
    const ai = (body: object) => c.post(`/steps_api/edit_document_with_ai/${doc.id}`, body);
    expect((await ai({ current_content: '<p>x</p>', option_id: 'shout' })).body.error).toBe(
      'Please choose one of the five edit options.',
    );
    expect((await ai({ current_content: '<p>x</p>', option_id: 'tone_balance', slider_value: 11 })).body.error).toBe(
      'The slider value must be a whole number from 1 to 10.',
    );
    expect((await ai({ current_content: '<p>x</p>', option_id: 'tone_balance', slider_value: 0 })).status).toBe(422);
    expect((await ai({ option_id: 'tone_balance' })).status).toBe(422);
    for (const body of [
      { current_content: ['<p>x</p>'], option_id: 'tone_balance' },
      { current_content: '<p>x</p>', option_id: 'tone_balance', slider_value: 'loud' },
      { current_content: '<p>x</p>', option_id: 'tone_balance', slider_value: 5.5 },
      { current_content: '<p>x</p>', option_id: 'tone_balance', user_input: { a: 1 } },
      { current_content: '<p>x</p>', option_id: 'tone_balance', selected_text: 7 },
    ])
      expect([body, (await ai(body)).status]).toEqual([body, 422]);
    expect((await c.get(`/api/document_generations/${doc.id}`)).body.document.content).toBe('');
  });

  it('AI edit (offline) rewrites the whole document or only the selection', async () => {
    const c = await signedIn();
    const doc = (await c.post('/api/document_generations', {})).body.document;
    const whole = await c.post(`/steps_api/edit_document_with_ai/${doc.id}`, {
      current_content: "<p>I don't owe this and I can't pay it.</p>",
      option_id: 'legal_formality',
      slider_value: 9,
      slider_label: 'Legal formality',
      user_input: '',
      selected_text: '',
    });
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({
      status: 'success',
      edited_content: '<p>I do not owe this and I cannot pay it.</p>',
      selected_edit_content: null,
      edit_summary: 'Made the language more formal (2 changes).',
    });
    const part = await c.post(`/steps_api/edit_document_with_ai/${doc.id}`, {
      current_content: '<p>I think you must stop calling.</p><p>I think that is fair.</p>',
      option_id: 'tone_balance',
      slider_value: 2,
      selected_text: 'I think you must stop calling.',
    });
    expect(part.body).toMatchObject({
      status: 'success',
      selected_edit_content: 'I think you should stop calling.',
      edited_content: '<p>I think you should stop calling.</p><p>I think that is fair.</p>',
    });
  });

  it('AI edit (offline) follows the instruction it can and says what it changed and what it could not do', async () => {
    const c = await signedIn();
    const doc = (await c.post('/api/document_generations', {})).body.document;
    const letter = "<p>I think I don't owe this debt. Stop calling me at work. Please be advised that I dispute it.</p>";
    const edit = (user_input: string, option_id = 'general_edit', slider_value = 5) =>
      c.post(`/steps_api/edit_document_with_ai/${doc.id}`, { current_content: letter, option_id, slider_value, user_input });
    // Each instruction, the document after it, and the summary: every claim in the summary shows in the text.
    const cases: Array<[string, string, string]> = [
      [
        'Replace "debt" with "alleged debt"; remove the sentence about work',
        "<p>I think I don't owe this alleged debt. Please be advised that I dispute it.</p>",
        'Replaced "debt" with "alleged debt" (1 time). Removed 1 sentence containing "work".',
      ],
      [
        'Make it more formal and then make it shorter',
        '<p>I do not owe this debt. Stop calling me at work. I dispute it.</p>',
        'Made the language more formal (1 change). Made it shorter by removing filler (6 words fewer).',
      ],
      [
        'Make it rhyme',
        letter,
        'Nothing was changed. Not done offline: "Make it rhyme" needs the online assistant.',
      ],
    ];
    for (const [instruction, content, summary] of cases) {
      const res = await edit(instruction);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'success', edited_content: content, edit_summary: summary, message: summary });
    }
    // The slider at 5 keeps the text as it is, and the summary does not claim otherwise.
    expect((await edit('', 'legal_formality', 5)).body).toMatchObject({ edited_content: letter, edit_summary: 'Nothing was changed.' });
  });

  it('exports a letter-size PDF', async () => {
    const c = await signedIn();
    const doc = (await c.post('/api/document_generations', {})).body.document;
    await c.post(`/steps_api/save_editor_content/${doc.id}`, {
      content: '<h1>Title</h1><ol><li>One</li><li>Two</li></ol><p>Body</p>',
    });
    const res = await c.agent.get(`/api/document_generations/${doc.id}/pdf`).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="document-generation.pdf"');
    const pdf = (res.body as Buffer).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/MediaBox \[0 0 612 792\]/);
  });
});

describe('public content', () => {
  it('lists the 50 state articles and serves one; an unknown slug is 404', async () => {
    const anon = new Client(api);
    const list = await anon.get('/api/blog/articles').expect(200);
    expect(list.body.articles).toHaveLength(50);
    const tx = await anon.get('/api/blog/articles/how-to-answer-a-summons-in-texas').expect(200);
    expect(tx.body.article.title).toBe('How to answer a summons in Texas');
    expect(tx.body.article.sections[0].paragraphs.join(' ')).toContain('check your summons');
    expect((await anon.get('/api/blog/articles/nowhere')).status).toBe(404);
  });

  it('comments: consumers post, anonymously or not; 10,000 characters at most; blank refused', async () => {
    const slug = 'how-to-answer-a-summons-in-ohio';
    const c = await signedIn();
    const named = await c.post(`/api/blog/articles/${slug}/comments`, {
      text: '  Filed my answer on day 20. ',
      anonymous: false,
    });
    expect(named.status).toBe(201);
    expect(named.body.comment).toMatchObject({
      text: 'Filed my answer on day 20.',
      author: 'Test c.',
      anonymous: false,
    });
    const anon = await c.post(`/api/blog/articles/${slug}/comments`, { text: 'Thanks!', anonymous: true });
    expect(anon.body.comment.author).toBe('Anonymous');
    expect((await c.post(`/api/blog/articles/${slug}/comments`, { text: 'x'.repeat(10_000) })).status).toBe(201);
    const tooLong = await c.post(`/api/blog/articles/${slug}/comments`, { text: 'x'.repeat(10_001) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error).toBe('Comments can be at most 10,000 characters.');
    expect((await c.post(`/api/blog/articles/${slug}/comments`, { text: '   ' })).body.error).toBe(
      'Input cannot be blank.',
    );
    expect((await c.post(`/api/blog/articles/${slug}/comments`, { text: 'hi', anonymous: 'yes' })).status).toBe(422);
    expect((await c.post('/api/blog/articles/nowhere/comments', { text: 'hi' })).status).toBe(404);
    expect((await new Client(api).post(`/api/blog/articles/${slug}/comments`, { text: 'hi' })).status).toBe(401);
    const listed = await new Client(api).get(`/api/blog/articles/${slug}/comments`).expect(200);
    expect(listed.body.comments.map((x: { author: string }) => x.author)).toEqual(['Test c.', 'Anonymous', 'Test c.']);
  });

  it('newsletter: stores an address once, validates it', async () => {
    const anon = new Client(api);
    const email = `reader-${Date.now()}@example.test`;
    const ok = await anon.post('/api/newsletter', { email: `  ${email.toUpperCase()} ` });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Thanks for subscribing! Watch your inbox for our next newsletter.');
    expect((await anon.post('/api/newsletter', { email })).status).toBe(200);
    const rows = await api
      .em()
      .getConnection()
      .execute('select email from newsletter_subscriptions where email = ?', [email]);
    expect(rows).toHaveLength(1);
    for (const bad of [{}, { email: 'nope' }, { email: 42 }]) {
      const res = await anon.post('/api/newsletter', bad);
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('Please enter a valid email address.');
    }
  });
});

describe("the assistant's view of the consumer's own data", () => {
  it("reads this consumer's own documents, case and payment plan only", async () => {
    const em = api.em();
    const me = await consumer(em);
    const other = await consumer(em);
    const before = await readAccountData(em.fork(), me.id);
    expect(before.documents).toEqual([]);
    const firm = await createFirm(em);
    const first = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const offer = terms(120000, 10, first);
    const schedule = scheduleOf(offer).payments;
    const doc = await createAccount(em, firm, {
      user: me,
      state: 'TX',
      plaintiff: 'Midland Funding',
      events: [
        offerEvent(offer, 30),
        { party: 'collector', action: 'accept', daysAgo: 29, params: { payment_details_on_file: true } },
        { party: 'collector', action: 'sent_settlement_agreement', daysAgo: 28 },
        { party: 'consumer', action: 'signed_settlement_agreement', daysAgo: 27 },
        { party: 'consumer', action: 'set_up_autopay', daysAgo: 26 },
        { party: 'system', action: 'payment_made', daysAgo: 20, params: { payments_made: 1, payments_total: 10 } },
      ],
      payments: [{ id: `pi_acct${me.id}`, amount: 12000, commission: 1200, daysAgo: 20 }],
      plan: { totalCents: 120000, schedule, autopayDay: 5 },
    });
    await createAccount(em, firm, { user: other, plaintiff: 'Someone Else', state: 'CA' });
    const data = await readAccountData(em.fork(), me.id);
    expect(data.lawsuitState).toBe('TX');
    expect(data.documents).toEqual([
      { id: doc.id, documentName: 'solosettle', plaintiffName: 'Midland Funding', lawsuitState: 'TX', currentAction: 'first_payment_made' },
    ]);
    expect(data.paymentPlans).toEqual([
      { documentId: doc.id, nextPaymentDate: schedule[1].due_date, nextPaymentCents: 12000, balanceCents: 108000 },
    ]);
    const text = accountSources(data)[0].text;
    expect(text).toContain('a settlement with Midland Funding in TX');
    expect(text).toContain(`Your next payment of $120.00 is due on ${schedule[1].due_date}.`);
    expect(text).not.toContain('Someone Else');
  });
});
