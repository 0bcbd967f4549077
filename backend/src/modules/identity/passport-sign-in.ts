import { UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { SessionUser } from '../../core/auth/session-user';

/**
 * Starts a session for a verified user through passport (which regenerates the session id on sign-in, so a
 * session fixed before sign-in is worthless afterwards).
 */
export function startSession(req: Request, user: SessionUser): Promise<void> {
  return new Promise((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));
}

/** Ends the passport session and destroys the stored session. Safe to call when nobody is signed in. */
export function endSession(req: Request, res: Response, cookieName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const destroy = () =>
      req.session
        ? req.session.destroy((err) => {
            res.clearCookie(cookieName, { path: '/' });
            return err ? reject(err) : resolve();
          })
        : resolve();
    if (!req.user) return destroy();
    req.logout((err) => (err ? reject(err) : destroy()));
  });
}

export function requireUser(req: Request): SessionUser {
  if (!req.user) throw new UnauthorizedException({ error: 'You need to sign in before continuing.' });
  return req.user;
}
