import type { NextFunction, Request, Response } from 'express';
import { CSRF_ERROR, csrfMiddleware } from './csrf.middleware';

function run(method: string, cookie?: string, header?: string) {
  const req = { method, cookies: cookie ? { 'XSRF-TOKEN': cookie } : {}, secure: false, get: (h: string) => (h === 'x-csrf-token' ? header : undefined) } as unknown as Request;
  const res = { cookie: jest.fn(), status: jest.fn().mockReturnThis(), json: jest.fn() };
  const next = jest.fn() as NextFunction;
  csrfMiddleware()(req, res as unknown as Response, next);
  return { res, next };
}

describe('csrfMiddleware', () => {
  it('sets a readable cookie when the client has none, and lets safe methods through', () => {
    const { res, next } = run('GET');
    expect(res.cookie).toHaveBeenCalledWith('XSRF-TOKEN', expect.stringMatching(/^[\w-]{43}$/), expect.objectContaining({ httpOnly: false, sameSite: 'lax', path: '/' }));
    expect(next).toHaveBeenCalled();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s needs the header equal to the cookie', (method) => {
    expect(run(method, 'tok', 'tok').next).toHaveBeenCalled();
    for (const [cookie, header] of [['tok', undefined], ['tok', 'other'], [undefined, 'tok'], ['tok', 'tokk']]) {
      const { res, next } = run(method, cookie, header);
      expect(next).not.toHaveBeenCalled();
      expect(res.status).toHaveBeenCalledWith(403);
      expect(res.json).toHaveBeenCalledWith({ error: CSRF_ERROR });
    }
  });
});
