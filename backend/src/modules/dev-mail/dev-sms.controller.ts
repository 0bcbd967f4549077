import { Controller, Get, Header } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Answers, AnswersFile } from '../../core/http/api-description';
import { DemoTextsAnswer } from '@parley/domain/contracts/dev-mail';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);

interface Text {
  id: number;
  direction: 'outbound' | 'inbound';
  phone: string;
  body: string;
  created_at: string;
}

function page(texts: Text[]): string {
  const items = texts.length
    ? texts
        .map(
          (t) => `<article><header><strong>${t.direction === 'outbound' ? `To ${esc(t.phone)}` : `From ${esc(t.phone)}`}</strong><span>${esc(new Date(t.created_at).toLocaleString('en-US'))}</span></header><p>${linkify(esc(t.body))}</p></article>`,
        )
        .join('\n')
    : '<p class="empty">No text messages yet. Texts the product sends in development (demo SMS driver) appear here.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development texts · Parley</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,Arial,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#1a1a1a}
h1{font-size:22px}article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}
header{display:flex;justify-content:space-between;gap:12px}header span,.meta{color:#666;font-size:13px}.empty{color:#666}</style></head>
<body><h1>Development texts</h1><p class="meta">${texts.length} text(s), newest first. Only in development; e-mails are at <a href="/dev/mail">/dev/mail</a>.</p>${items}</body></html>`;
}

/**
 * The development inbox of text messages at /dev/sms, beside /dev/mail: every text the demo SMS driver kept, both
 * ways. Registered only outside production and, like every /dev route, answering callers on this machine only.
 */
@Controller('dev/sms')
export class DevSmsController {
  constructor(private readonly em: EntityManager) {}

  private list(): Promise<Text[]> {
    return this.em.execute(`select id, direction, phone, body, created_at from demo_sms_messages order by id desc limit 200`);
  }

  @Get()
  @AnswersFile('text/html', 'The development texts page.')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async inbox(): Promise<string> {
    return page(await this.list());
  }

  @Get('messages.json')
  @Answers(DemoTextsAnswer)
  async messages() {
    return { messages: (await this.list()).map((t) => ({ ...t, created_at: new Date(t.created_at).toISOString() })) };
  }
}
