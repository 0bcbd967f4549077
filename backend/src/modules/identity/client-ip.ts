import type { Request } from 'express';

/** The caller's address as Express sees it (honours X-Forwarded-For only when TRUST_PROXY is set). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
