import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../core/auth/session';
import { RealtimeService } from '../../core/realtime/realtime.service';
import { endSession } from './passport-sign-in';

/** Sign-out for collectors and consumers alike: the stored session goes, and that browser's open tabs are told. */
@Injectable()
export class SignOutService {
  constructor(private readonly realtime: RealtimeService) {}

  async signOut(req: Request, res: Response): Promise<void> {
    const sid = req.user ? req.sessionID : null;
    await endSession(req, res, SESSION_COOKIE);
    if (sid) this.realtime.sessionEnded(sid);
  }
}
