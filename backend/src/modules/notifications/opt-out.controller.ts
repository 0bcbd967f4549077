import { Controller, Get, Header, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { NoticeOptOuts } from './notices.service';
import { verifyOptOut, type OptOutSubject } from './opt-out-token';
import { AnswersFile } from '../../core/http/api-description';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const channelWords = (s: OptOutSubject) => (s.channel === 'email' ? 'e-mails' : 'text messages');

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Parley</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,Arial,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#1a1a1a}
h1{font-size:22px;color:#1f4e79}button{background:#1f4e79;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:16px;cursor:pointer}
button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}.note{color:#555}[role=alert]{color:#b00020}</style></head>
<body><main>${body}</main></body></html>`;
}

/**
 * The one-click opt-out of a notice (no sign-in): GET shows what the link stops and a button; the button POSTs to
 * the same URL (CSRF-checked: the page's script sends the XSRF cookie back as the header) and the opt-out takes
 * effect at once. An unknown or altered token answers 404. The token is signed, so the link keeps working.
 */
@Controller('notifications/opt_out')
export class OptOutController {
  constructor(
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly optOuts: NoticeOptOuts,
  ) {}

  /** The confirmation page's script (CSP allows scripts from our own origin only). */
  @Get('confirm.js')
  @AnswersFile('text/javascript', "The opt-out page's script (no inline scripts under the content security policy).")
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  script(): string {
    return `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('opt-out');if(!f)return;
f.addEventListener('submit',function(e){e.preventDefault();var b=f.querySelector('button');b.disabled=true;b.textContent='Opting out…';
var m=document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/);var s=document.getElementById('status');
fetch(f.action,{method:'POST',credentials:'same-origin',headers:{'X-CSRF-Token':m?decodeURIComponent(m[1]):'','Accept':'text/html'}})
.then(function(r){if(!r.ok)throw new Error(String(r.status));return r.text();})
.then(function(html){document.open();document.write(html);document.close();})
.catch(function(){b.disabled=false;b.textContent='Opt out';s.textContent='Something went wrong. Please try again.';s.focus();});});});`;
  }

  @Get(':token')
  @AnswersFile('text/html', 'The opt-out page: what the link stops, with its confirm button.')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async confirm(@Param('token') token: string): Promise<string> {
    const { subject, firm } = await this.subjectOf(token);
    return page(
      'Opt out',
      `<h1>Stop ${channelWords(subject)} from ${esc(firm)}?</h1>
<p>You will no longer receive ${channelWords(subject)} about your account from ${esc(firm)} on Parley. Receipts of your own payments are still sent.</p>
<form id="opt-out" method="post" action="/notifications/opt_out/${esc(token)}"><button type="submit">Opt out</button></form>
<p id="status" role="alert" tabindex="-1"></p>
<p class="note">You can turn notices back on from the Notifications section of your profile.</p>
<script src="/notifications/opt_out/confirm.js"></script>`,
    );
  }

  @Post(':token')
  @AnswersFile('text/html', 'The page saying the opt-out is done.')
  @HttpCode(200)
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async optOut(@Param('token') token: string): Promise<string> {
    const { subject, firm } = await this.subjectOf(token);
    await this.optOuts.optOut(subject, 'link');
    return page(
      'Opted out',
      `<h1>You have opted out</h1><p>${esc(firm)} will no longer send you ${channelWords(subject)} on Parley. Receipts of your own payments are still sent.</p>
<p class="note">You can turn notices back on from the Notifications section of your profile.</p>`,
    );
  }

  private async subjectOf(token: string): Promise<{ subject: OptOutSubject; firm: string }> {
    const subject = verifyOptOut(this.cfg.sessionSecret, token);
    const firm = subject ? await this.optOuts.firmNameOf(subject) : null;
    if (!subject || !firm) throw new NotFoundException({ success: false, error: 'This opt-out link is not valid.' });
    return { subject, firm };
  }
}
