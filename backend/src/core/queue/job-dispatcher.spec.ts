import { indexHandlers } from './job-dispatcher';
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
