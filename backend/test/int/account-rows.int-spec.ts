import type { Client as PgClient } from 'pg';
import { createAccount, offerEvent, terms } from '../account-factory';
import { behindTheApi, type BehindTheApi } from '../behind-the-api';
import type { Client, TestApi } from '../harness';
import type { LawFirm } from '../../src/modules/identity/entities';
import type { CustomerDocument } from '../../src/modules/accounts/entities';
import { keepRows } from '../../src/modules/accounts/account-row-store';
import type { AccountRow } from '@parley/domain/contracts/accounts';

/**
 * The kept rows of the accounts list (account_rows): a listed account's row is built once and read from then on,
 * and a change to anything it is built from, committed by anyone, is in the very next list. The changes here are
 * written behind the api's back on a connection of their own, one for each kind of table the triggers watch.
 */
describe('kept account rows', () => {
  let api: TestApi;
  let firm: LawFirm;
  let client: Client;
  let db: PgClient;
  let doc: CustomerDocument;
  let setup: BehindTheApi;
  beforeAll(async () => {
    setup = await behindTheApi();
    ({ api, firm, client, db } = setup);
    doc = await createAccount(api.em(), firm, {
      lastName: 'Keptrow',
      state: 'TX',
      amountCents: 500000,
      financialDetails: { net_employment_income: 300000, rent: 240000 },
      events: [offerEvent(terms(200000, 4, '2031-01-06'))],
      payments: [{ id: `pi_kept_${Date.now()}`, amount: 50000, commission: 5000, daysAgo: 2 }],
    });
  });
  afterAll(() => setup?.close());

  const row = async () => {
    const body = (await client.get('/collectors/api/apply_filters?num_pages=1&filters[search]=keptrow').expect(200)).body;
    expect(body.customer_info).toHaveLength(1);
    return body.customer_info[0];
  };
  const kept = async () =>
    (await db.query('select generation, row from account_rows where customer_document_id = $1', [doc.id])).rows[0] as
      | { generation: string; row: string | null }
      | undefined;

  it('builds a row once, keeps it, and answers the same from the kept row', async () => {
    const first = await row();
    expect((await kept())?.row).toBeTruthy();
    expect(JSON.parse((await kept())!.row!)).toEqual(first);
    // Proof that the next answer is the kept row: a mark written into it shows.
    await db.query(`update account_rows set row = replace(row, 'Casey Keptrow', 'Casey Marked') where customer_document_id = $1`, [doc.id]);
    expect((await row()).customer_name).toMatch(/Marked/);
    await db.query(`update account_rows set row = null where customer_document_id = $1`, [doc.id]);
    expect(await row()).toEqual(first);
  });

  it('shows every change to what the row is built from in the next list', async () => {
    const change = async (sql: string, params: unknown[], see: (r: AccountRow) => void) => {
      await row();
      expect((await kept())?.row).toBeTruthy();
      await db.query(sql, params);
      expect((await kept())?.row ?? null).toBeNull();
      see(await row());
    };
    // The document itself.
    await change('update customer_documents set file_number = $1 where id = $2', ['KR-1', doc.id], (r) => expect(r.file_number).toBe('KR-1'));
    // The consumer's profile (by consumer).
    await change('update consumer_profiles set street = $1 where user_id = $2', ['9 Kept St', doc.user.id], (r) =>
      expect(r.customer_mailing_address.customer_street).toBe('9 Kept St'),
    );
    // The negotiation's events and offers (by account).
    await change(`update negotiation_events set created_at = '2030-05-05T00:00:00Z' where customer_document_id = $1`, [doc.id], (r) =>
      expect(r.latest_event?.created_at).toBe('2030-05-05T00:00:00.000Z'),
    );
    await change('update historical_offers set total_amount_cents = 210000 where customer_document_id = $1', [doc.id], (r) =>
      expect(Object.values(r.event_id_to_english_text).join(' ')).toContain('$2,100.00'),
    );
    // A payout that carried the account's payment, then its check number (by payout).
    const payout = (
      await db.query(`insert into payouts (reference, law_firm_id, status, amount_cents, method) values (gen_random_uuid(), $1, 'pending', 45000, 'check') returning id`, [firm.id])
    ).rows[0].id as number;
    const intent = (await db.query('select id from stripe_payment_intents where customer_document_id = $1', [doc.id])).rows[0].id as string;
    await change(
      `insert into payout_items (payout_id, stripe_payment_intent_id, customer_document_id, law_firm_id, gross_cents, commission_cents, amount_cents) values ($1, $2, $3, $4, 50000, 5000, 45000)`,
      [payout, intent, doc.id, firm.id],
      (r) => expect(r.checkbook_payments.map((c: { payout_id: number }) => c.payout_id)).toEqual([payout]),
    );
    await change(`update payouts set check_number = '7001' where id = $1`, [payout], (r) => expect(r.checkbook_payments[0].check_number).toBe('7001'));
  });

  it("builds every row of the firm again when its settlement rules or its name change", async () => {
    const before = await row();
    expect(before.affordability.suggested_plan.total_amount_cents).toBe(500000);
    await db.query(
      `insert into settlement_rules (law_firm_id, name, states, plaintiffs, disclosures, auto_counter) values ($1, 'Kept TX', '["TX"]', '[]', '[]', '{"percentage": 60, "max_payments": 6}')`,
      [firm.id],
    );
    // The kept row is still there, but built at the firm's older generation: it is not used.
    expect((await kept())?.row).toBeTruthy();
    expect((await row()).affordability.suggested_plan.total_amount_cents).toBe(300000);
    await db.query(`update law_firms set name = $1 where id = $2`, [`${firm.name} Renamed`, firm.id]);
    expect((await row()).law_firm_name).toBe(`${firm.name} Renamed`);
  });

  it('never keeps a row built from data older than a change committed after the page was read', async () => {
    await row();
    const { generation } = (await kept())!;
    // A reader read the page at `generation`; a change commits; the reader then stores what it built.
    await db.query('update customer_documents set file_number = $1 where id = $2', ['KR-2', doc.id]);
    const knex = api.em().getKnex();
    const firmGeneration = (await db.query('select row_generation from law_firms where id = $1', [firm.id])).rows[0].row_generation;
    await keepRows(knex, [{ id: doc.id, kept_generation: generation, firm_generation: firmGeneration, kept_row: null }], [JSON.stringify({ stale: true })]);
    expect((await kept())?.row ?? null).toBeNull();
    expect((await row()).file_number).toBe('KR-2');
    // Stored at the generation read, it is kept.
    const now = (await kept())!;
    await db.query('update account_rows set row = null where customer_document_id = $1', [doc.id]);
    await keepRows(knex, [{ id: doc.id, kept_generation: now.generation, firm_generation: firmGeneration, kept_row: null }], [JSON.stringify({ stale: false })]);
    expect(JSON.parse((await kept())!.row!)).toEqual({ stale: false });
    await db.query('update account_rows set row = null where customer_document_id = $1', [doc.id]);
  });
});
