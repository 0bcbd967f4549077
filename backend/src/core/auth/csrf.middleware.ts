import type { NextFunction, Request, Response } from 'express';
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_ERROR = 'Invalid or missing CSRF token. Reload the page and try again.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit CSRF protection: a readable XSRF-TOKEN cookie is set when missing, and
 * every unsafe request must echo it in the X-CSRF-Token header. A cross-site page can neither read the cookie
 * nor set the header, and the session cookie is SameSite=Lax besides.
 */
export function csrfMiddleware() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const cookie: string | undefined = req.cookies?.[CSRF_COOKIE];
    if (!cookie) {
      res.cookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
        httpOnly: false,
        sameSite: 'lax',
        // Secure only over https, so a plain-http deployment (localhost, compose) still works.
        secure: req.secure,
        path: '/',
      });
    }
    if (SAFE_METHODS.has(req.method)) return next();
    const header = req.get(CSRF_HEADER);
    if (!cookie || !header || !same(cookie, header)) {
      res.status(403).json({ error: CSRF_ERROR });
      return;
    }
    next();
  };
}
