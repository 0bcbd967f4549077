import type { NextFunction, Request, Response } from 'express';
import { BlockList, isIP } from 'node:net';

export const DEV_TOOLS_LOCAL_ONLY = 'Development tools are only available from this machine.';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an address is this machine's loopback (127.0.0.0/8, ::1, and IPv4-mapped forms such as ::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  const a = (address ?? '').trim();
  const family = isIP(a);
  return family === 4 ? LOOPBACK.check(a, 'ipv4') : family === 6 ? LOOPBACK.check(a, 'ipv6') : false;
}

/**
 * Every address the request says it was forwarded for (X-Forwarded-For, X-Real-IP, Forwarded's `for=`), ports and
 * IPv6 brackets removed. Anything that is not an address (`unknown`, an obfuscated name) stays as it is, and so is
 * never taken for loopback.
 */
export function forwardedFor(req: Pick<Request, 'headers'>): string[] {
  const header = (name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v.join(',') : (v ?? '');
  };
  const out = [...header('x-forwarded-for').split(','), ...header('x-real-ip').split(',')];
  for (const m of header('forwarded').matchAll(/for\s*=\s*("[^"]*"|[^;,\s]*)/gi)) out.push(m[1].replace(/"/g, ''));
  return out
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(v);
      if (bracketed) return bracketed[1];
      const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(v);
      return v4WithPort ? v4WithPort[1] : v;
    });
}

/**
 * Whether the caller is on this machine: the TCP peer is loopback (the socket's address, which no header can change,
 * whatever `trust proxy` says), and when a proxy on this machine forwarded the request, every address it names is
 * loopback too (a local proxy in front of the api would otherwise let the whole network through).
 */
export function fromThisMachine(req: Pick<Request, 'headers' | 'socket'>): boolean {
  return isLoopback(req.socket.remoteAddress) && forwardedFor(req).every(isLoopback);
}

/**
 * Express middleware for `/dev`: development tools (the mail inbox with its reset links, the payments clock) answer
 * only callers on this machine; the api listens on every interface, even in development.
 */
export function loopbackOnly(req: Request, res: Response, next: NextFunction): void {
  if (fromThisMachine(req)) return next();
  res.status(403).json({ error: DEV_TOOLS_LOCAL_ONLY });
}
