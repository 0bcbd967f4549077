import { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { ServerOptions } from 'socket.io';
import { redisOptionsFromUrl } from '../redis/redis-options';

/** Socket.IO through Redis pub/sub, so a message emitted by any API process reaches sockets held by the others. */
export class RedisIoAdapter extends IoAdapter {
  private pub?: Redis;
  private sub?: Redis;

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl: string,
    private readonly channelPrefix: string,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions) {
    const server = super.createIOServer(port, { ...options, serveClient: false });
    this.pub = new Redis(redisOptionsFromUrl(this.redisUrl));
    this.sub = this.pub.duplicate();
    server.adapter(createAdapter(this.pub, this.sub, { key: `${this.channelPrefix}:socket.io` }));
    return server;
  }

  override async close(server: unknown): Promise<void> {
    await super.close(server as never);
    await Promise.all([this.pub?.quit(), this.sub?.quit()].map((p) => p?.catch(() => undefined)));
  }
}
