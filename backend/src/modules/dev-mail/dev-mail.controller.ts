import { Controller, Delete, Get, Header, HttpCode, Inject } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS, RedisKeys } from '../../core/redis/redis.module';
import { DevMailStore, devMailKey, CaughtMail } from './dev-mail.store';
import { Answers, AnswersFile } from '../../core/http/api-description';
import { Success } from '@parley/domain/contracts/api/common';
import { CaughtMailsAnswer } from '@parley/domain/contracts/dev-mail';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);

function page(mails: CaughtMail[]): string {
  const items = mails.length
    ? mails
        .map(
          (m) => `<article><header><strong>${esc(m.subject)}</strong><span>${esc(new Date(m.receivedAt).toLocaleString('en-US'))}</span></header>
<div class="meta">From ${esc(m.from)} to ${esc(m.to.join(', '))}</div><pre>${linkify(esc(m.text))}</pre></article>`,
        )
        .join('\n')
    : '<p class="empty">No e-mails yet. Messages the product sends in development appear here.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development inbox · Parley</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,Arial,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#1a1a1a}
h1{font-size:22px}article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}
header{display:flex;justify-content:space-between;gap:12px}header span,.meta{color:#666;font-size:13px}
pre{white-space:pre-wrap;font-family:inherit}.empty{color:#666}</style></head>
<body><h1>Development inbox</h1><p class="meta">${mails.length} message(s), newest first. Only in development.</p>${items}</body></html>`;
}

/**
 * The development inbox at /dev/mail (registered only when NODE_ENV is not production). Reset and invite links
 * arrive here, so like every /dev route it answers only callers on this machine (`core/http/loopback-only.ts`).
 */
@Controller('dev/mail')
export class DevMailController {
  private readonly store: DevMailStore;
  constructor(@Inject(REDIS) redis: Redis, keys: RedisKeys) {
    this.store = new DevMailStore(redis, devMailKey(keys.key()));
  }

  @Get()
  @AnswersFile('text/html', 'The development inbox page.')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async inbox(): Promise<string> {
    return page(await this.store.list());
  }

  @Get('messages.json')
  @Answers(CaughtMailsAnswer)
  async messages() {
    return { messages: await this.store.list() };
  }

  @Delete('messages')
  @Answers(Success)
  @HttpCode(200)
  async clear() {
    await this.store.clear();
    return { success: true };
  }
}
