import { COURT_FINDERS } from '@parley/domain/courts';
import { pdfText } from '../../src/core/pdf/pdf-text';
import { CustomerDocument, DocumentName } from '../../src/modules/accounts/entities';
import type { User } from '../../src/modules/identity/entities';
import { courtView } from '../../src/modules/search/directory.service';
import { Court } from '../../src/modules/search/entities';
import { consumer, PASSWORD } from '../factories';
import { Client, consumerClient, startApi, TestApi } from '../harness';

/**
 * Where to file: every court of the list carries either its clerk's full mailing address or its state judiciary's
 * court directory; the answer walkthrough and the answer's PDF say where, how and by when to file.
 */
describe('where to file', () => {
  let api: TestApi;
  let me: User;
  let jo: Client;
  beforeAll(async () => {
    api = await startApi();
    me = await consumer(api.em());
    jo = await consumerClient(api, me.email, PASSWORD);
  });
  afterAll(() => api.close());

  it('every court of the list carries the clerk’s mailing address or its state’s court directory, never neither', async () => {
    const courts = (await api.em().find(Court, {})).map(courtView);
    expect(courts.length).toBeGreaterThan(5000);
    const byMail = courts.filter((c) => c.where_to_file.method === 'mail');
    // The list knows a full address for a few courthouses only; they are mailed to.
    expect(byMail.length).toBeGreaterThanOrEqual(14);
    for (const c of byMail) expect([c.id, c.mailing_street && c.mailing_zip ? 'full' : 'partial']).toEqual([c.id, 'full']);
    for (const c of courts.filter((x) => x.where_to_file.method === 'court_finder'))
      expect([c.id, c.where_to_file]).toEqual([
        c.id,
        { method: 'court_finder', court_finder_url: COURT_FINDERS[c.mailing_state].url, judiciary: COURT_FINDERS[c.mailing_state].judiciary },
      ]);
    // Every state of the list has its directory.
    expect(new Set(courts.map((c) => c.mailing_state))).toEqual(new Set(Object.keys(COURT_FINDERS)));
  });

  it('the search answers it with each result', async () => {
    const cook = (await jo.get('/api/courts/search').query({ query: 'cook circuit' }).expect(200)).body.results[0];
    expect(cook.where_to_file).toEqual({
      method: 'mail',
      mailing_address: expect.stringMatching(/^Clerk of the Circuit Court of Cook County, .+, Chicago, IL 60602$/),
    });
    const ohio = (await jo.get('/api/courts/search').query({ query: 'franklin', state: 'OH' }).expect(200)).body.results as Array<{
      where_to_file: { method: string; court_finder_url?: string };
    }>;
    expect(ohio.length).toBeGreaterThan(0);
    for (const r of ohio) expect(r.where_to_file).toEqual({ method: 'court_finder', court_finder_url: 'https://www.supremecourt.ohio.gov/', judiciary: 'Supreme Court of Ohio' });
  });

  it('the answer to a summons says where, how and by when, on the last step and on the PDF’s last page', async () => {
    const em = api.em();
    const doc = em.create(CustomerDocument, { user: me.id, documentName: DocumentName.DebtAnswer });
    await em.persistAndFlush(doc);
    const save = (step_name: string, inputs: unknown) =>
      jo.post(`/api_controller/update_walk_through_step_response/${doc.id}`, { step_name, inputs, encrypted: false });
    for (const [step, inputs] of [
      ['lawsuit_state', { lawsuit_state: 'OH' }],
      ['civil_number', { civil_number: 'CV-2026-55120' }],
      ['plaintiff_name', { plaintiff_name: 'LVNV Funding LLC' }],
      ['law_firm_name', { law_firm_name: 'Weltman, Weinberg & Reis' }],
    ] as const)
      expect([step, (await save(step, inputs)).status]).toEqual([step, 200]);
    const court = (await jo.get('/api/courts/search').query({ query: 'franklin municipal', state: 'OH' }).expect(200)).body.results[0];
    expect(
      (await jo.post(`/api_controller/save_court/${doc.id}`, { court_name: court.name, selected_court_id: court.id })).status,
    ).toBe(200);

    const view = (await jo.get(`/api_controller/get_extracted_walk_through_step_responses/${doc.id}`).expect(200)).body;
    expect(view.filing).toMatchObject({
      where_to_file: { method: 'court_finder', court_finder_url: 'https://www.supremecourt.ohio.gov/' },
      deadline: '28 days after you were served',
    });
    expect(view.filing.where).toBe(
      `File with the clerk of ${court.name}. Find the clerk's address and filing hours in the Supreme Court of Ohio's court directory: https://www.supremecourt.ohio.gov/`,
    );
    expect(view.filing.how.join(' ')).toContain('Send a copy to Weltman, Weinberg & Reis');
    expect(view.filing.by_when).toBe(
      'By the deadline on your summons: in this state usually 28 days after you were served. If the summons gives a date, that date counts.',
    );

    const pdf = async () => {
      const res = await jo.agent
        .get(`/api/debt_answers/${doc.id}/answer_to_summons.pdf`)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      return (await pdfText(res.body as Buffer)).text.replace(/\s+/g, ' ');
    };
    let text = await pdf();
    expect(text).toContain('HOW TO FILE THIS ANSWER');
    expect(text).toContain('do not file it with the court');
    expect(text).toContain('https://www.supremecourt.ohio.gov/');
    expect(text).toContain('usually 28 days after you were served');

    // A courthouse address typed from the papers: the answer is mailed there.
    expect(
      (
        await jo.post(`/api_controller/save_court/${doc.id}`, {
          court_name: court.name,
          selected_court_id: court.id,
          court_street: '375 S High St',
          court_city: 'Columbus',
          court_state: 'OH',
          court_zip_code: '43215',
        })
      ).status,
    ).toBe(200);
    const mailed = (await jo.get(`/api_controller/get_extracted_walk_through_step_responses/${doc.id}`).expect(200)).body.filing;
    expect(mailed.where_to_file).toEqual({
      method: 'mail',
      mailing_address: `${court.mailing_name}, 375 S High St, Columbus, OH 43215`,
    });
    text = await pdf();
    expect(text).toContain('375 S High St, Columbus, OH 43215');
  });
});
