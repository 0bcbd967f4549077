import session from 'express-session';
import { throttleTouches, TOUCH_EVERY_MS } from './session';

function fakeStore() {
  const touched: string[] = [];
  let fail = false;
  const store = {
    touch: (sid: string, _s: unknown, cb?: (err?: unknown) => void) => {
      touched.push(sid);
      cb?.(fail ? new Error('down') : undefined);
    },
  } as unknown as session.Store;
  return { store, touched, failNext: (f: boolean) => (fail = f) };
}

const touch = (store: session.Store, sid: string) =>
  new Promise<unknown>((resolve) => store.touch!(sid, {} as session.SessionData, (err?: unknown) => resolve(err)));

describe('throttleTouches', () => {
  it('extends each session in the store at most once a minute', async () => {
    let now = 1_000_000;
    const { store, touched } = fakeStore();
    throttleTouches(store, () => now);
    await touch(store, 'a');
    await touch(store, 'a');
    await touch(store, 'b');
    now += TOUCH_EVERY_MS - 1;
    await touch(store, 'a');
    expect(touched).toEqual(['a', 'b']);
    now += 1;
    await touch(store, 'a');
    expect(touched).toEqual(['a', 'b', 'a']);
  });

  it('tries again on the next request after a failed extension, and passes the error on', async () => {
    const { store, touched, failNext } = fakeStore();
    throttleTouches(store, () => 5);
    failNext(true);
    expect(await touch(store, 'a')).toBeInstanceOf(Error);
    failNext(false);
    expect(await touch(store, 'a')).toBeUndefined();
    expect(touched).toEqual(['a', 'a']);
  });
});
