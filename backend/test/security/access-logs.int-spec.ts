import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiProcess, waitUntil } from '../harness';

/**
 * Single-use links (password reset, collector invite, the login token of /collectors?auth_token=, payment client
 * secrets) carry their secret in the URL. Neither the api's own request log nor nginx's access log in front of it may
 * keep one: a log is read by more people, kept longer and copied further than the database.
 */

const NGINX_CONF = join(__dirname, '..', '..', '..', 'docker', 'nginx.conf');
const secret = (label: string) => `${label}-${randomBytes(12).toString('hex')}`;

/** A request as nginx sees it: the path, the query string (raw, as `$args`) and the Referer header. */
interface Sample {
  uri: string;
  args: string;
  referer?: string;
}

/** Requests with a secret in the URL (the value `secret` appears in them) and ordinary ones that must stay readable. */
function samples() {
  const s = {
    reset: secret('reset'),
    invite: secret('invite'),
    login: secret('login'),
    clientSecret: secret('pi_client'),
    upload: secret('signed'),
    referred: secret('referred'),
  };
  const secretRequests: Sample[] = [
    { uri: '/users/password/edit', args: `reset_password_token=${s.reset}` },
    { uri: '/collectors/invite', args: `token=${s.invite}&from=mail` },
    { uri: '/collectors', args: `auth_token=${s.login}` },
    { uri: '/customer_documents/1/payment_widget/payment_success', args: `payment_intent=pi_1&payment_intent_client_secret=${s.clientSecret}` },
    { uri: `/rails/active_storage/disk/${s.upload}`, args: '' },
    { uri: '/api/v1/csrf', args: '', referer: `https://parley.example/users/password/edit?reset_password_token=${s.referred}` },
  ];
  const ordinary: Array<Sample & { logged: string }> = [
    { uri: '/collectors/api/apply_filters', args: 'page=2&sort_by=status', logged: '/collectors/api/apply_filters?page=2&sort_by=status' },
    { uri: '/my_dashboard', args: '', referer: 'https://parley.example/collectors/accounts', logged: '"https://parley.example/collectors/accounts"' },
  ];
  return { secrets: Object.values(s), secretRequests, ordinary };
}

describe("the api's request log", () => {
  it('keeps no token of a URL, a Referer or a redirect', async () => {
    const { secrets, secretRequests, ordinary } = samples();
    const api = await startApiProcess({ LOG_LEVEL: 'info' });
    try {
      for (const r of [...secretRequests, ...ordinary]) {
        const res = await fetch(`${api.url}${r.uri}${r.args ? `?${r.args}` : ''}`, {
          headers: { Accept: 'application/json', ...(r.referer ? { Referer: r.referer } : {}) },
          redirect: 'manual',
        });
        await res.arrayBuffer();
      }
      await waitUntil(() => api.output().includes('/collectors/api/apply_filters?page=2'), 10_000);
    } finally {
      await api.stop();
    }
    const log = api.output();
    // Every request was logged, with its secret masked.
    expect(log).toContain('/collectors/invite?token=[redacted]&from=mail');
    expect(log).toContain('/users/password/edit?reset_password_token=[redacted]');
    expect(log).toContain('https://parley.example/users/password/edit?reset_password_token=[redacted]');
    expect(log).toContain('https://parley.example/collectors/accounts');
    for (const s of secrets) expect(log).not.toContain(s);
  });
});

/** The nginx configuration's own words: the `parley` log format, the maps it reads, and every access_log. */
function nginxConfig() {
  const text = readFileSync(NGINX_CONF, 'utf8').replace(/^\s*#.*$/gm, '');
  const format = /^log_format\s+parley\s+((?:'[^']*'\s*)+);/m.exec(text);
  const maps = [...text.matchAll(/^map\s+\$(\w+)\s+\$(\w+)\s*\{([\s\S]*?)^\}/gm)].map((m) => ({
    block: m[0],
    source: m[1],
    target: m[2],
    entries: [...m[3].matchAll(/^\s*("(?:[^"\\]|\\.)*"|\S+)\s+("(?:[^"\\]|\\.)*"|\S+)\s*;/gm)].map((e) => ({
      key: unquote(e[1]),
      value: unquote(e[2]),
    })),
  }));
  const accessLogs = [...text.matchAll(/^\s*access_log\s+([^;]+);/gm)].map((m) => m[1].trim());
  return { format: format ? [...format[1].matchAll(/'([^']*)'/g)].map((m) => m[1]).join('') : null, formatStatement: format?.[0], maps, accessLogs };
}

/** nginx's quoting: inside quotes a backslash escapes only a quote or a backslash (a regex's `\?` stays as it is). */
function unquote(s: string): string {
  return s.startsWith('"') ? s.slice(1, -1).replace(/\\(["'\\])/g, '$1') : s === "''" ? '' : s;
}

/** What nginx would write for a request: each map of the file evaluated as nginx does (exact, then regexes in order, then default). */
function emulate(cfg: ReturnType<typeof nginxConfig>, r: Sample): string {
  const vars: Record<string, string> = {
    args: r.args,
    uri: r.uri,
    http_referer: r.referer ?? '',
    remote_addr: '203.0.113.9',
    remote_user: '-',
    time_local: '24/Nov/2026:10:00:00 +0000',
    request_method: 'GET',
    server_protocol: 'HTTP/1.1',
    status: '200',
    body_bytes_sent: '12',
    http_user_agent: 'test',
    request_time: '0.001',
  };
  const fill = (value: string, extra: Record<string, string> = {}) => value.replace(/\$(\w+)/g, (_m, name: string) => extra[name] ?? vars[name] ?? '');
  for (const map of cfg.maps) {
    const source = vars[map.source] ?? '';
    const exact = map.entries.find((e) => !e.key.startsWith('~') && e.key !== 'default' && e.key === source);
    let value: string | undefined = exact?.value;
    let groups: Record<string, string> = {};
    if (value === undefined)
      for (const e of map.entries.filter((x) => x.key.startsWith('~'))) {
        const m = new RegExp(e.key.replace(/^~\*?/, ''), e.key.startsWith('~*') ? 'i' : '').exec(source);
        if (m) {
          value = e.value;
          groups = { ...(m.groups ?? {}) };
          break;
        }
      }
    vars[map.target] = fill(value ?? map.entries.find((e) => e.key === 'default')?.value ?? '', groups);
  }
  return fill(cfg.format ?? '');
}

function nginxBinary(): string | undefined {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe("nginx's access log (docker/nginx.conf)", () => {
  const cfg = nginxConfig();

  it('logs every request in the parley format, which reads no variable that carries a query string or a referrer', () => {
    expect(cfg.format).not.toBeNull();
    expect(cfg.accessLogs.length).toBeGreaterThan(0);
    for (const a of cfg.accessLogs) expect(a === 'off' || / parley$/.test(a)).toBe(true);
    expect(cfg.accessLogs.some((a) => a.endsWith(' parley'))).toBe(true);
    const used = [...cfg.format!.matchAll(/\$(\w+)/g)].map((m) => m[1]);
    for (const raw of ['request', 'request_uri', 'args', 'query_string', 'uri', 'http_referer', 'request_body', 'http_cookie', 'http_authorization'])
      expect(used).not.toContain(raw);
    expect(used.some((v) => v.startsWith('arg_'))).toBe(false);
  });

  it('masks the secrets of single-use links and keeps ordinary requests readable (the maps, evaluated as nginx does)', () => {
    const { secrets, secretRequests, ordinary } = samples();
    const lines = secretRequests.map((r) => emulate(cfg, r));
    for (const s of secrets) for (const line of lines) expect(line).not.toContain(s);
    expect(lines[0]).toContain('"GET /users/password/edit?[redacted] HTTP/1.1"');
    expect(lines[5]).toContain('"https://parley.example/users/password/edit?[redacted]"');
    for (const r of ordinary) expect(emulate(cfg, r)).toContain(r.logged);
  });

  const bin = nginxBinary();
  // The same requests through a real nginx with the file's maps and format (where an nginx binary is installed, or
  // NGINX_BIN names one; the container image runs nginx 1.28).
  (bin ? it : it.skip)('a real nginx writes the same: no secret, ordinary requests readable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-nginx-'));
    const port = await freePort();
    const log = join(dir, 'access.log');
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir};`).join(' ');
    writeFileSync(
      join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n${temp}\n${cfg.maps.map((m) => m.block).join('\n')}\n${cfg.formatStatement}\n` +
        `server { listen 127.0.0.1:${port}; access_log ${log} parley; location / { return 204; } }\n}\n`,
    );
    let nginx: ChildProcess | undefined;
    try {
      nginx = spawn(bin!, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
      await waitUntil(() => fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false), 10_000, 100);
      const { secrets, secretRequests, ordinary } = samples();
      for (const r of [...secretRequests, ...ordinary])
        await (await fetch(`http://127.0.0.1:${port}${r.uri}${r.args ? `?${r.args}` : ''}`, { headers: r.referer ? { Referer: r.referer } : {} })).arrayBuffer();
      await waitUntil(() => existsSync(log) && readFileSync(log, 'utf8').split('\n').length > secretRequests.length + ordinary.length, 5_000);
      const written = readFileSync(log, 'utf8');
      for (const s of secrets) expect(written).not.toContain(s);
      expect(written).toContain('"GET /collectors/invite?[redacted] HTTP/1.1"');
      expect(written).toContain('"GET /rails/active_storage/disk/[redacted] HTTP/1.1"');
      expect(written).toContain('"https://parley.example/users/password/edit?[redacted]"');
      for (const r of ordinary) expect(written).toContain(r.logged);
    } finally {
      nginx?.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 200));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
