import { SESSION_DATA_CHANNEL } from '../../src/core/auth/session-cache';
import { collector, firmAdmin, PASSWORD } from '../factories';
import { behindTheApi, listenOn, type BehindTheApi } from '../behind-the-api';
import { collectorClient } from '../harness';

/**
 * The api keeps each session with its user (core/auth/session-cache.ts) until PostgreSQL says either changed. These
 * tests change them behind the api's back, on a connection of their own as another api process or a person at psql
 * would, and expect the very next request to see it.
 */
describe('kept sessions', () => {
  let setup: BehindTheApi;
  beforeAll(async () => {
    setup = await behindTheApi();
  });
  afterAll(() => setup?.close());

  const sidsOf = async (userId: number): Promise<string[]> =>
    (
      await setup.db.query<{ sid: string }>(`select sid from "sessions" where "sess"->'passport'->>'user' = $1`, [
        String(userId),
      ])
    ).rows.map((r) => r.sid);

  it('the database names changed sessions and users at commit, and nothing for a rolled-back change', async () => {
    const { api, firm, db } = setup;
    const user = await firmAdmin(api.em(), firm);
    await collectorClient(api, user.email, PASSWORD);
    const [sid] = await sidsOf(user.id);
    const heard = await listenOn(SESSION_DATA_CHANNEL);

    await db.query('begin');
    await db.query('update users set first_name = $1 where id = $2', ['Rolled', user.id]);
    await db.query('rollback');
    await heard.settle();
    expect(heard.payloads).toEqual([]);

    await db.query('update users set first_name = $1 where id = $2', ['Renamed', user.id]);
    await db.query(`update "sessions" set "expire" = "expire" + interval '1 second' where sid = $1`, [sid]);
    await db.query(`delete from "sessions" where sid = $1`, [sid]);
    await heard.settle();
    expect(heard.payloads).toEqual([`u${user.id}`, sid, sid]);
    await heard.end();
  });

  it("a change of the user's name or permission shows on the very next request", async () => {
    const { api, firm, db } = setup;
    const user = await collector(api.em(), firm);
    const client = await collectorClient(api, user.email, PASSWORD);
    const me = async () => (await client.get('/collectors/api/check_auth').expect(200)).body.current_user;
    expect((await me()).first_name).not.toBe('Changed');
    await me(); // read from what the api kept

    await db.query('update users set first_name = $1 where id = $2', ['Changed', user.id]);
    expect((await me()).first_name).toBe('Changed');

    expect((await me()).can_view_full_ssn).toBe(false);
    await db.query('update users set can_view_full_ssn = true where id = $1', [user.id]);
    expect((await me()).can_view_full_ssn).toBe(true);
    await db.query('update users set can_view_full_ssn = false where id = $1', [user.id]);
    expect((await me()).can_view_full_ssn).toBe(false);
  });

  it('a session ended or expired in the table authenticates nothing on the very next request', async () => {
    const { api, firm, db } = setup;
    const user = await firmAdmin(api.em(), firm);
    const a = await collectorClient(api, user.email, PASSWORD);
    await a.get('/collectors/api/check_auth').expect(200);
    await a.get('/collectors/api/check_auth').expect(200);
    const [sid] = await sidsOf(user.id);
    await db.query(`delete from "sessions" where sid = $1`, [sid]);
    await a.get('/collectors/api/check_auth').expect(401);

    const b = await collectorClient(api, user.email, PASSWORD);
    await b.get('/collectors/api/check_auth').expect(200);
    await b.get('/collectors/api/check_auth').expect(200);
    await db.query(
      `update "sessions" set "expire" = now() - interval '1 second' where "sess"->'passport'->>'user' = $1`,
      [String(user.id)],
    );
    await b.get('/collectors/api/check_auth').expect(401);
  });
});
