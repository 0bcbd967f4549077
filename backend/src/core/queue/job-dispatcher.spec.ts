import { indexHandlers, JobDispatcher } from './job-dispatcher';
import { JobName, jobIdFor } from './jobs';

describe('indexHandlers (the worker boot check)', () => {
  // One handler for every job name except those listed (the catalogue grows as modules add jobs).
  const allBut = (...missing: JobName[]) => Object.values(JobName).filter((n) => !missing.includes(n)).map((name) => ({ name, handler: {} }));
  it('accepts exactly one handler per job name', () => {
    const handler = {};
    expect(indexHandlers([...allBut(JobName.SendEmail), { name: JobName.SendEmail, handler }]).get(JobName.SendEmail)).toBe(handler);
  });
  it('refuses a job with no handler', () => {
    expect(() => indexHandlers(allBut(JobName.SendEmail))).toThrow('The worker cannot start: job "send-email" has no handler.');
  });
  it('refuses a job with two handlers', () => {
    expect(() => indexHandlers([{ name: JobName.SendEmail, handler: {} }, { name: JobName.SendEmail, handler: {} }])).toThrow('has 2 handlers');
  });
  it('refuses a handler for an unknown job', () => {
    expect(() => indexHandlers([{ name: JobName.SendEmail, handler: {} }, { name: 'ghost' as JobName, handler: {} }])).toThrow('unknown job "ghost"');
  });
});

describe('jobIdFor', () => {
  it('is stable and free of the ":" BullMQ refuses', () => {
    expect(jobIdFor(JobName.SendEmail, 'a:b')).toBe('send-email.a_b');
    expect(jobIdFor(JobName.SendEmail, 'x')).toBe(jobIdFor(JobName.SendEmail, 'x'));
  });
});

describe('JobDispatcher: jobs without an outbox row (a job scheduler adds them)', () => {
  // A fake ORM whose entity manager records what the dispatcher asks of it (no database in a unit test).
  const orm = () => {
    const calls: string[] = [];
    const em = {
      setFilterParams: () => calls.push('scope'),
      findOne: async () => (calls.push('read row'), null),
      nativeUpdate: async () => (calls.push('write row'), 1),
    };
    return { calls, orm: { em: { fork: () => em } } };
  };
  const dispatcherWith = (handler: object, o: ReturnType<typeof orm>) => {
    const d = new JobDispatcher({ getProviders: () => [] } as never, o.orm as never);
    (d as unknown as { handlers: Map<JobName, unknown> }).handlers = new Map([[JobName.RunPayouts, handler]]);
    return d;
  };
  const job = { id: 'repeat:x:1', name: JobName.RunPayouts, attemptsMade: 0, data: { payload: { trigger: 'schedule' } } };

  it('runs a handler that guards itself, and touches no outbox row', async () => {
    const o = orm();
    const seen: unknown[] = [];
    await dispatcherWith({ guardsItself: true, handle: async (p: unknown) => void seen.push(p) }, o).dispatch(job as never);
    expect(seen).toEqual([{ trigger: 'schedule' }]);
    expect(o.calls).toEqual(['scope']);
  });

  it('refuses one that relies on the outbox row to be run once', async () => {
    const o = orm();
    await expect(dispatcherWith({ handle: async () => undefined }, o).dispatch(job as never)).rejects.toThrow('has no outbox row');
  });
});
