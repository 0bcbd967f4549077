/** A signed-in collector for the bench's HTTP items: its cookie header, CSRF token and cookies (for a browser). */
export interface Session {
  cookie: string;
  csrf: string;
  cookies: Array<{ name: string; value: string }>;
}

/**
 * Signs in through the api as a demo user (the demo password), as the pages do: the CSRF cookie first. Collectors
 * sign in at /collectors/api/login, consumers at /users/sign_in.
 */
export async function signIn(url: string, email: string, path = '/collectors/api/login'): Promise<Session> {
  const first = await fetch(`${url}/api/health`);
  const jar = new Map<string, string>();
  const take = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  take(first);
  const csrf = jar.get('XSRF-TOKEN') ?? '';
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf, Cookie: cookieHeader() },
    body: JSON.stringify({ email, password: 'Password123!' }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${email} at ${path} answered ${res.status}: ${await res.text()}`);
  take(res);
  return {
    cookie: cookieHeader(),
    csrf: jar.get('XSRF-TOKEN') ?? csrf,
    cookies: [...jar].map(([name, value]) => ({ name, value })),
  };
}
