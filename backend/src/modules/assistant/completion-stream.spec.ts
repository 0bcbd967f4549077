import type Redis from 'ioredis';
import type { AppConfig } from '../../core/config/config';
import { CompletionStream } from './completion-stream';

describe('CompletionStream.sendFinishedLater', () => {
  const key = { threadKey: 'abcdefgh12345678', pilotThreadId: 3, completionId: 9 };
  let stream: CompletionStream;
  let sent: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    stream = new CompletionStream({ publish: jest.fn() } as unknown as Redis, { REDIS_PREFIX: 't' } as AppConfig);
    sent = jest.spyOn(stream, 'send').mockImplementation(() => undefined);
  });
  afterEach(() => jest.useRealTimers());

  it('sends the finished-streaming signal after the delay, without the caller waiting', () => {
    stream.sendFinishedLater(5, key, 2000);
    expect(sent).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1999);
    expect(sent).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(sent).toHaveBeenCalledWith(5, { type: 'finished_streaming', ...key });
  });

  it('sends one signal per completion, and the waiting ones at once on shutdown', () => {
    stream.sendFinishedLater(5, key, 2000);
    stream.sendFinishedLater(5, key, 2000);
    stream.sendFinishedLater(5, { ...key, completionId: 10 }, 2000);
    stream.beforeApplicationShutdown();
    expect(sent).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(5000);
    expect(sent).toHaveBeenCalledTimes(2);
  });
});
