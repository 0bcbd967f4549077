import type { Request } from 'express';
import { forwardedFor, fromThisMachine, isLoopback } from './loopback-only';

const req = (remoteAddress: string | undefined, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as Request;

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('%s is this machine', (a) => expect(isLoopback(a)).toBe(true));
  it.each(['192.0.2.2', '10.0.0.1', '::ffff:192.0.2.2', 'fd00::2', '0.0.0.0', '::', 'localhost', 'unknown', '', undefined])(
    '%s is not',
    (a) => expect(isLoopback(a)).toBe(false),
  );
});

describe('forwardedFor', () => {
  it('reads X-Forwarded-For, X-Real-IP and Forwarded, without ports or brackets', () => {
    expect(
      forwardedFor(req('127.0.0.1', {
        'x-forwarded-for': '203.0.113.9, 127.0.0.1',
        'x-real-ip': '198.51.100.7',
        forwarded: 'for=192.0.2.60:4711;proto=http, for="[2001:db8::17]:80", for=unknown',
      })),
    ).toEqual(['203.0.113.9', '127.0.0.1', '198.51.100.7', '192.0.2.60', '2001:db8::17', 'unknown']);
    expect(forwardedFor(req('127.0.0.1'))).toEqual([]);
  });
});

describe('fromThisMachine', () => {
  it('trusts the socket, not a header', () => {
    expect(fromThisMachine(req('127.0.0.1'))).toBe(true);
    expect(fromThisMachine(req('::ffff:127.0.0.1'))).toBe(true);
    // A remote caller claiming to be local.
    expect(fromThisMachine(req('192.0.2.2', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    expect(fromThisMachine(req('192.0.2.2', { 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' }))).toBe(false);
    expect(fromThisMachine(req(undefined))).toBe(false);
  });
  it('refuses a remote caller forwarded by a proxy on this machine', () => {
    expect(fromThisMachine(req('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe(false);
    expect(fromThisMachine(req('127.0.0.1', { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' }))).toBe(false);
    expect(fromThisMachine(req('127.0.0.1', { forwarded: 'for="[2001:db8::17]"' }))).toBe(false);
    expect(fromThisMachine(req('127.0.0.1', { forwarded: 'for=_hidden' }))).toBe(false);
    expect(fromThisMachine(req('127.0.0.1', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '::1' }))).toBe(true);
  });
});
