import { Case, CustomerDocument, DocumentName } from '../../src/modules/accounts/entities';
import type { LawFirm, User } from '../../src/modules/identity/entities';
import { NotificationPolicy } from '../../src/modules/notification-policies/entities';
import { Court, Plaintiff } from '../../src/modules/search/entities';
import { committedCourts } from '../../src/modules/search/court-sync';
import { courtWords } from '../../src/modules/search/search-query';
import { WalkThroughStepResponse } from '../../src/modules/walkthrough/entities';
import { createAccount } from '../account-factory';
import { collector, consumer, createFirm, firmAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, TestApi } from '../harness';

const INJECTIONS = ["'; drop table courts; --", '%', '_', '\\', "o'brien", '%_%', '" or 1=1 --', '${7*7}', '<script>x</script>'];

describe('search API', () => {
  let api: TestApi;
  let firm: LawFirm;
  let firmAdminEmail: string;
  let agent: Client;
  let me: User;
  let jo: Client;
  let other: Client;
  let signedOut: Client;
  beforeAll(async () => {
    api = await startApi();
    firm = await createFirm(api.em(), `Zyxwv Recovery Law ${Date.now()}`);
    firmAdminEmail = (await firmAdmin(api.em(), firm)).email;
    agent = await collectorClient(api, (await collector(api.em(), firm)).email, PASSWORD);
    me = await consumer(api.em());
    jo = await consumerClient(api, me.email, PASSWORD);
    other = await consumerClient(api, (await consumer(api.em())).email, PASSWORD);
    signedOut = new Client(api);
  });
  afterAll(() => api.close());

  const newDoc = async (name: DocumentName = DocumentName.Solosettle, user: User = me) => {
    const em = api.em();
    const doc = em.create(CustomerDocument, { user: user.id, documentName: name });
    await em.persistAndFlush(doc);
    return doc;
  };
  const steps = async (docId: number) => {
    const rows = await api.em().find(WalkThroughStepResponse, { customerDocument: docId });
    return Object.fromEntries(rows.map((r) => [r.stepName, r.value]));
  };

  describe('courts', () => {
    it('has loaded the whole committed court list', async () => {
      expect(await api.em().count(Court, {})).toBe(committedCourts().length);
    });

    it('finds the known examples, words in any order and case-insensitively', async () => {
      const cook = await jo.get('/api/courts/search').query({ query: 'COOK circuit' }).expect(200);
      expect(cook.body.results[0]).toEqual({
        id: expect.any(Number),
        name: 'Circuit Court of Cook County',
        caption_name: 'IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS',
        mailing_name: 'Clerk of the Circuit Court of Cook County',
        mailing_city: 'Chicago',
        mailing_state: 'IL',
        mailing_street: '50 W. Washington Street',
        mailing_zip: '60602',
        formatted_address: 'Clerk of the Circuit Court of Cook County, 50 W. Washington Street, Chicago, IL 60602',
        where_to_file: {
          method: 'mail',
          mailing_address: 'Clerk of the Circuit Court of Cook County, 50 W. Washington Street, Chicago, IL 60602',
        },
      });
      const la = await jo.get('/api/courts/search').query({ query: 'los angeles superior' }).expect(200);
      expect(la.body.results.map((r: { name: string }) => r.name)).toContain('Superior Court of California, County of Los Angeles');
      // Accents and punctuation are ignored: 'Doña' and 'dona', 'co.' and 'co'.
      const kings = await jo.get('/api/courts/search').query({ query: 'civil court kings' }).expect(200);
      expect(kings.body.results[0].name).toBe('Civil Court of the City of New York, County of Kings');
    });

    it('filters by state and returns at most 20 results', async () => {
      const all = await jo.get('/api/courts/search').query({ query: 'county' }).expect(200);
      expect(all.body.results).toHaveLength(20);
      const tx = await jo.get('/api/courts/search').query({ query: 'justice court harris', state: 'tx' }).expect(200);
      // Harris County's eight precincts (and Harrison County's, which contains 'harris').
      const harris = tx.body.results.filter((r: { name: string }) => r.name.endsWith(', Harris County'));
      expect(harris.map((r: { name: string }) => r.name)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((p) => `Justice Court, Precinct ${p}, Harris County`));
      expect(tx.body.results.every((r: { mailing_state: string }) => r.mailing_state === 'TX')).toBe(true);
      const wrongState = await jo.get('/api/courts/search').query({ query: 'cook', state: 'CA' }).expect(200);
      expect(wrongState.body.results.map((r: { name: string }) => r.name)).not.toContain('Circuit Court of Cook County');
      // A county of a state the filter excludes is simply not found.
      const none = await jo.get('/api/courts/search').query({ query: 'circuit court of cook county', state: 'WI' }).expect(200);
      expect(none.body.results).toEqual([]);
    });

    it('refuses queries under 2 characters (trimmed), over 100, repeated, and unknown states', async () => {
      for (const query of ['', ' ', 'a', ' b ']) {
        const res = await jo.get('/api/courts/search').query({ query }).expect(422);
        expect(res.body.error).toBe('Please enter at least 2 characters.');
      }
      await jo.get('/api/courts/search').expect(422);
      await jo.get('/api/courts/search?query=ab&query=cd').expect(422);
      await jo.get('/api/courts/search').query({ query: 'x'.repeat(101) }).expect(422);
      const st = await jo.get('/api/courts/search').query({ query: 'cook', state: 'ZZ' }).expect(422);
      expect(st.body.error).toBe('Please choose a state from the list.');
      await jo.get('/api/courts/search?query=cook&state[a]=1').expect(422);
    });

    it('treats injection strings and LIKE wildcards as plain text', async () => {
      const knex = api.em().getKnex();
      for (const query of INJECTIONS) {
        if (query.trim().length < 2) {
          await jo.get('/api/courts/search').query({ query }).expect(422);
          continue;
        }
        const res = await jo.get('/api/courts/search').query({ query }).expect(200);
        // The answer is exactly the courts holding every word as plain text (position(), no pattern at all).
        const words = courtWords(query);
        const plain = knex('courts').select('id').orderBy('id');
        for (const w of words) plain.whereRaw('position(? in search_text) > 0', [w]);
        const expected = words.length === 0 ? [] : ((await plain) as Array<{ id: number | string }>).map((r) => Number(r.id));
        expect(expected.length).toBeLessThan(20);
        expect(res.body.results.map((r: { id: number | string }) => Number(r.id)).sort((a: number, b: number) => a - b)).toEqual(expected);
      }
      // '%' alone normalizes to nothing: no results rather than every court.
      const pct = await jo.get('/api/courts/search').query({ query: '%%' }).expect(200);
      expect(pct.body.results).toEqual([]);
      expect(await api.em().count(Court, {})).toBe(committedCourts().length);
    });

    it('answers the supported jurisdictions: the 50 states and DC', async () => {
      const res = await jo.get('/api_controller/get_supported_jurisdictions').expect(200);
      expect(res.body.supported_jurisdictions).toHaveLength(51);
      expect(res.body.supported_jurisdictions).toEqual(expect.arrayContaining(['CA', 'DC', 'IL', 'NY', 'TX', 'WY']));
    });
  });

  describe('law firms and plaintiffs', () => {
    it('finds firms on Parley by name, and the seeded plaintiffs', async () => {
      const firms = await jo.get('/api/law_firms/search').query({ query: ' recovery  zyxwv ' }).expect(200);
      expect(firms.body.results).toEqual([{ id: firm.id, name: firm.name }]);
      const p = await jo.get('/api/plaintiffs/search').query({ query: 'midland' }).expect(200);
      expect(p.body.results.map((r: { name: string }) => r.name)).toEqual(
        expect.arrayContaining(['Midland Funding, LLC', 'Midland Credit Management, Inc.']),
      );
      const cap = await jo.get('/api/plaintiffs/search').query({ query: '(usa) capital' }).expect(200);
      expect(cap.body.results.map((r: { name: string }) => r.name)).toEqual(['Capital One Bank (USA), N.A.']);
    });

    it('escapes wildcards: "_" and "%" match only themselves', async () => {
      const em = api.em();
      em.persist(em.create(Plaintiff, { name: `Under_score Funding ${Date.now()}` }));
      await em.flush();
      const us = await jo.get('/api/plaintiffs/search').query({ query: 'r_s' }).expect(200);
      expect(us.body.results.map((r: { name: string }) => r.name).join()).toMatch(/^(Under_score Funding \d+)?$/);
      const pct = await jo.get('/api/plaintiffs/search').query({ query: '%%' }).expect(200);
      expect(pct.body.results).toEqual([]);
      for (const query of INJECTIONS.filter((q) => q.trim().length >= 2)) {
        await jo.get('/api/law_firms/search').query({ query }).expect(200);
        await jo.get('/api/plaintiffs/search').query({ query }).expect(200);
      }
      await jo.get('/api/plaintiffs/search').query({ query: 'm' }).expect(422);
      await jo.get('/api/law_firms/search').expect(422);
    });
  });

  describe('who may search and save', () => {
    it('answers 401 signed out and 403 to collectors', async () => {
      const doc = await newDoc();
      for (const path of ['/api/courts/search?query=cook', '/api/law_firms/search?query=law', '/api/plaintiffs/search?query=midland', '/api_controller/get_supported_jurisdictions']) {
        await signedOut.get(path).expect(401);
        await agent.get(path).expect(403);
      }
      for (const path of [`/api_controller/save_court/${doc.id}`, `/api_controller/save_law_firm/${doc.id}`, `/api_controller/save_plaintiff/${doc.id}`]) {
        expect((await signedOut.post(path, { court_name: 'x' })).status).toBe(401);
        expect((await agent.post(path, { court_name: 'x' })).status).toBe(403);
      }
      expect((await agent.delete(`/api_controller/delete_lawyer_email/${doc.id}`)).status).toBe(403);
      expect(await steps(doc.id)).toEqual({});
    });

    it("answers 404 for another consumer's document, a missing one and a malformed id, and writes nothing", async () => {
      const doc = await newDoc();
      const court = (await jo.get('/api/courts/search').query({ query: 'cook circuit' })).body.results[0];
      for (const id of [doc.id, 99999999, 'abc', '-1', '1e3']) {
        const res = await other.post(`/api_controller/save_court/${id}`, { selected_court_id: court.id, court_name: court.name });
        expect([res.status, res.body.error]).toEqual([404, 'Document not found']);
        expect((await other.post(`/api_controller/save_law_firm/${id}`, { selected_law_firm_id: firm.id })).status).toBe(404);
        expect((await other.post(`/api_controller/save_plaintiff/${id}`, { plaintiff_name: 'X Bank' })).status).toBe(404);
        expect((await other.delete(`/api_controller/delete_lawyer_email/${id}`)).status).toBe(404);
      }
      expect(await steps(doc.id)).toEqual({});
    });
  });

  describe('saves', () => {
    it('saves a selected court with its address, and a typed court as not in the database', async () => {
      const doc = await newDoc(DocumentName.DebtAnswer);
      const court = (await jo.get('/api/courts/search').query({ query: 'cook circuit' })).body.results[0];
      const res = await jo.post(`/api_controller/save_court/${doc.id}`, {
        customer_document_id: doc.id,
        court_name: court.name,
        selected_court_id: String(court.id),
        court_city: '',
        court_state: '',
        court_street: '',
        court_zip_code: '',
      });
      expect(res.status).toBe(200);
      expect(res.body.court).toMatchObject({ id: court.id, name: 'Circuit Court of Cook County', in_database: true, city: 'Chicago', state: 'IL', zip_code: '60602' });
      let saved = await steps(doc.id);
      expect(saved.court).toMatchObject({ id: court.id, in_database: true });
      expect(saved.court_name).toBe('Circuit Court of Cook County');
      const kase = await api.em().findOneOrFail(Case, { user: me.id, courtName: 'Circuit Court of Cook County' });
      expect(kase).toBeTruthy();

      const typed = await jo.post(`/api_controller/save_court/${doc.id}`, {
        court_name: '  Village   Court of Elmwood ',
        selected_court_id: null,
        court_city: 'Elmwood',
        court_state: 'il',
        court_street: '1 Main St',
        court_zip_code: '61529',
      });
      expect(typed.status).toBe(200);
      expect(typed.body.court).toMatchObject({ id: null, name: 'Village Court of Elmwood', in_database: false, state: 'IL', formatted_address: 'Village Court of Elmwood, 1 Main St, Elmwood, IL 61529' });
      saved = await steps(doc.id);
      expect(saved.court).toMatchObject({ id: null, in_database: false });
    });

    it('refuses garbage court saves with 422 and changes nothing', async () => {
      const doc = await newDoc(DocumentName.DebtAnswer);
      const bad: unknown[] = [
        {},
        { court_name: '' },
        { court_name: '   ' },
        { selected_court_id: 1 },
        { selected_court_id: 'abc', court_name: 'x' },
        { selected_court_id: -5, court_name: 'x' },
        { selected_court_id: 99999999999, court_name: 'x' },
        { selected_court_id: { $ne: null }, court_name: 'x' },
        { court_name: 'x'.repeat(201) },
        { court_name: ['a'] },
        { court_name: 'Court', court_zip_code: '1234' },
        { court_name: 'Court', court_state: 'ZZ' },
        { court_name: 'Court', court_state: 'Texas' },
        { court_name: 'Court', customer_document_id: doc.id + 1 },
        [1, 2],
        'court',
      ];
      for (const body of bad) {
        const res = await jo.post(`/api_controller/save_court/${doc.id}`, body);
        expect([res.status, typeof res.body.error]).toEqual([422, 'string']);
      }
      expect(await steps(doc.id)).toEqual({});
    });

    it('addresses a settlement to the chosen firm and answers its notification addresses', async () => {
      const em = api.em();
      em.persist(em.create(NotificationPolicy, { lawFirm: firm.id, emailType: 'make_offer', states: [], emails: ['offers@zyxwv.test'] }));
      await em.flush();
      const doc = await newDoc();
      const res = await jo.post(`/api_controller/save_law_firm/${doc.id}`, { law_firm_name: firm.name, selected_law_firm_id: firm.id });
      expect(res.status).toBe(200);
      expect(res.body.confirm_law_firm).toEqual({ id: firm.id, name: firm.name, in_database: true, to_addresses: ['offers@zyxwv.test'] });
      const reloaded = await api.em().findOneOrFail(CustomerDocument, doc.id);
      expect(reloaded.lawFirm?.id).toBe(firm.id);
      expect((await steps(doc.id)).confirm_law_firm).toMatchObject({ id: firm.id, in_database: true });

      // Typed instead: the document goes to no firm (no negotiation has started).
      const typed = await jo.post(`/api_controller/save_law_firm/${doc.id}`, { law_firm_name: 'Smith & Jones LLP', selected_law_firm_id: '' });
      expect(typed.body.confirm_law_firm).toEqual({ id: null, name: 'Smith & Jones LLP', in_database: false, to_addresses: [] });
      expect((await api.em().findOneOrFail(CustomerDocument, doc.id)).lawFirm ?? null).toBeNull();
    });

    it("falls back to the firm's admins when no policy matches, and leaves an answer to a summons unaddressed", async () => {
      const other = await createFirm(api.em());
      const admin = await firmAdmin(api.em(), other);
      const doc = await newDoc(DocumentName.DebtAnswer);
      const res = await jo.post(`/api_controller/save_law_firm/${doc.id}`, { selected_law_firm_id: other.id });
      expect(res.body.confirm_law_firm.to_addresses).toEqual([admin.email.toLowerCase()]);
      expect((await api.em().findOneOrFail(CustomerDocument, doc.id)).lawFirm ?? null).toBeNull();
      expect(firmAdminEmail).toBeTruthy();
    });

    it('keeps a negotiating account with its firm (409) and refuses unknown firms and garbage (422)', async () => {
      const account = await createAccount(api.em(), firm, { user: me });
      const otherFirm = await createFirm(api.em());
      const res = await jo.post(`/api_controller/save_law_firm/${account.id}`, { selected_law_firm_id: otherFirm.id });
      expect(res.status).toBe(409);
      expect((await api.em().findOneOrFail(CustomerDocument, account.id)).lawFirm?.id).toBe(firm.id);
      const same = await jo.post(`/api_controller/save_law_firm/${account.id}`, { selected_law_firm_id: firm.id });
      expect(same.status).toBe(200);

      const doc = await newDoc();
      for (const body of [{}, { selected_law_firm_id: 99999999 }, { law_firm_name: '' }, { selected_law_firm_id: 'x' }, { law_firm_name: 5 }]) {
        const r = await jo.post(`/api_controller/save_law_firm/${doc.id}`, body);
        expect(r.status).toBe(422);
      }
      expect(await steps(doc.id)).toEqual({});
    });

    it('saves a selected or typed plaintiff and refuses garbage', async () => {
      const doc = await newDoc();
      const midland = (await jo.get('/api/plaintiffs/search').query({ query: 'midland funding' })).body.results[0];
      const res = await jo.post(`/api_controller/save_plaintiff/${doc.id}`, { plaintiff_name: 'whatever', selected_plaintiff_id: midland.id });
      expect([res.status, res.body.confirm_plaintiff]).toEqual([200, { id: midland.id, name: 'Midland Funding, LLC', in_database: true }]);
      const typed = await jo.post(`/api_controller/save_plaintiff/${doc.id}`, { plaintiff_name: 'Acme Receivables', selected_plaintiff_id: null });
      expect(typed.body.confirm_plaintiff).toEqual({ id: null, name: 'Acme Receivables', in_database: false });
      const saved = await steps(doc.id);
      expect(saved.plaintiff_name).toBe('Acme Receivables');
      for (const body of [{}, { selected_plaintiff_id: 99999999 }, { plaintiff_name: ' ' }, { plaintiff_name: 'x'.repeat(201) }, { selected_plaintiff_id: [1] }]) {
        expect((await jo.post(`/api_controller/save_plaintiff/${doc.id}`, body)).status).toBe(422);
      }
      expect((await steps(doc.id)).confirm_plaintiff).toEqual({ id: null, name: 'Acme Receivables', in_database: false });
    });

    it('deletes the lawyer e-mails', async () => {
      const doc = await newDoc();
      const save = await jo.post(`/api_controller/update_walk_through_step_response/${doc.id}`, { step_name: 'lawyer_email', inputs: { lawyer_emails: 'a@b.test' }, encrypted: false });
      expect(save.status).toBe(200);
      expect((await steps(doc.id)).lawyer_email).toEqual(['a@b.test']);
      const res = await jo.delete(`/api_controller/delete_lawyer_email/${doc.id}`);
      expect([res.status, res.body]).toEqual([200, { success: true }]);
      expect((await steps(doc.id)).lawyer_email).toEqual([]);
    });
  });
});
