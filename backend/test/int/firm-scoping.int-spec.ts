import { Controller, Get, NotFoundException, Param, ParseIntPipe } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { Collector, OnCallAdmin, SsnPermission } from '../../src/core/auth/guards';
import { applyFirmScope } from '../../src/core/database/firm-scope';
import { AuditEvent, LawFirm, User } from '../../src/modules/identity/entities';
import { collector, consumer, createFirm, firmAdmin, onCallAdmin, PASSWORD } from '../factories';
import { collectorClient, consumerClient, startApi, TestApi } from '../harness';

/**
 * A probe controller mounted only in this test: it reads firm-owned records with no `where firm` of its own, so
 * whatever isolation it shows comes from the one scoping mechanism (the guard + the MikroORM filter).
 */
@Controller('test-probe')
class ProbeController {
  constructor(private readonly em: EntityManager) {}
  @Get('users/:id')
  @Collector()
  async user(@Param('id', ParseIntPipe) id: number) {
    const u = await this.em.findOne(User, { id });
    if (!u) throw new NotFoundException({ error: 'User not found.' });
    return { id: u.id };
  }
  @Get('firms')
  @Collector()
  async firms() {
    return { ids: (await this.em.find(LawFirm, {})).map((f) => f.id) };
  }
  @Get('ssn')
  @SsnPermission()
  ssn() {
    return { ok: true };
  }
  @Get('on-call')
  @OnCallAdmin()
  onCall() {
    return { ok: true };
  }
}
@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('guards and firm scoping', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi([ProbeModule])));
  afterAll(() => api.close());

  async function twoFirms() {
    const em = api.em();
    const firmA = await createFirm(em);
    const firmB = await createFirm(em);
    return {
      firmA,
      firmB,
      adminA: await firmAdmin(em, firmA),
      agentA: await collector(em, firmA),
      agentB: await collector(em, firmB),
    };
  }

  it('update_ssn_permission: a firm admin changes their own firm user and gets 404 for another firm', async () => {
    const { adminA, agentA, agentB } = await twoFirms();
    const c = await collectorClient(api, adminA.email, PASSWORD);
    const ok = await c.post('/collectors/api/users/update_ssn_permission', { user_id: agentA.id, can_view_full_ssn: true });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ can_view_full_ssn: true });
    expect((await api.em().findOneOrFail(User, agentA.id)).canViewFullSsn).toBe(true);
    expect(await api.em().count(AuditEvent, { action: 'ssn_permission_changed', subjectId: String(agentA.id) })).toBe(1);

    const other = await c.post('/collectors/api/users/update_ssn_permission', { user_id: agentB.id, can_view_full_ssn: true });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'User not found.' });
    expect((await api.em().findOneOrFail(User, agentB.id)).canViewFullSsn).toBe(false);
    const none = await c.post('/collectors/api/users/update_ssn_permission', { user_id: 999999, can_view_full_ssn: true });
    expect(none.status).toBe(404);
  });

  it('update_ssn_permission: refuses non-admins (403), consumers (403) and garbage (422)', async () => {
    const { agentA, adminA } = await twoFirms();
    const agent = await collectorClient(api, agentA.email, PASSWORD);
    expect((await agent.post('/collectors/api/users/update_ssn_permission', { user_id: adminA.id, can_view_full_ssn: false })).status).toBe(403);
    const person = await consumer(api.em());
    const c = await consumerClient(api, person.email, PASSWORD);
    expect((await c.post('/collectors/api/users/update_ssn_permission', { user_id: agentA.id, can_view_full_ssn: true })).status).toBe(403);
    const admin = await collectorClient(api, adminA.email, PASSWORD);
    for (const body of [
      {},
      { user_id: 'abc', can_view_full_ssn: true },
      { user_id: agentA.id, can_view_full_ssn: 'yes' },
      { user_id: -1, can_view_full_ssn: true },
      { user_id: 2147483648, can_view_full_ssn: true },
      { user_id: true, can_view_full_ssn: true },
      { user_id: [agentA.id], can_view_full_ssn: true },
      { user_id: 1.5, can_view_full_ssn: true },
      [],
    ]) {
      const res = await admin.post('/collectors/api/users/update_ssn_permission', body);
      expect(res.status).toBe(422);
      expect(typeof res.body.error).toBe('string');
    }
    expect((await api.em().findOneOrFail(User, agentA.id)).canViewFullSsn).toBe(false);
  });

  it('a collector reads only their own firm through the filter; on-call admins read every firm', async () => {
    const { firmA, firmB, agentA, agentB } = await twoFirms();
    const a = await collectorClient(api, agentA.email, PASSWORD);
    expect((await a.get(`/test-probe/users/${agentB.id}`)).status).toBe(404);
    expect((await a.get(`/test-probe/users/${agentA.id}`)).status).toBe(200);
    expect((await a.get('/test-probe/firms')).body).toEqual({ ids: [firmA.id] });
    const oncall = await collectorClient(api, (await onCallAdmin(api.em())).email, PASSWORD);
    expect((await oncall.get(`/test-probe/users/${agentB.id}`)).status).toBe(200);
    const ids: number[] = (await oncall.get('/test-probe/firms')).body.ids;
    expect(ids).toEqual(expect.arrayContaining([firmA.id, firmB.id]));
    // Consumers are not looked up directly by collectors (only through documents addressed to the firm).
    const person = await consumer(api.em());
    expect((await a.get(`/test-probe/users/${person.id}`)).status).toBe(404);
    // Platform staff are invisible to firms.
    const staff = await onCallAdmin(api.em());
    expect((await a.get(`/test-probe/users/${staff.id}`)).status).toBe(404);
  });

  it('the SSN and on-call guards', async () => {
    const em = api.em();
    const firm = await createFirm(em);
    const cases: Array<[User, number, number]> = [
      [await firmAdmin(em, firm), 200, 403],
      [await collector(em, firm, { canViewFullSsn: true }), 200, 403],
      [await collector(em, firm, { canViewFullSsn: false }), 403, 403],
      [await onCallAdmin(em), 200, 200],
    ];
    for (const [user, ssn, onCall] of cases) {
      const c = await collectorClient(api, user.email, PASSWORD);
      expect([user.email, (await c.get('/test-probe/ssn')).status]).toEqual([user.email, ssn]);
      expect([user.email, (await c.get('/test-probe/on-call')).status]).toEqual([user.email, onCall]);
    }
  });

  it('fails closed: a firm-owned query without a scope throws instead of returning every firm', async () => {
    const em = api.app.get(EntityManager).fork();
    await expect(em.find(LawFirm, {})).rejects.toThrow(/No arguments provided for filter 'firm'/);
    applyFirmScope(em, { allFirms: true });
    await expect(em.find(LawFirm, {})).resolves.toBeInstanceOf(Array);
  });
});
