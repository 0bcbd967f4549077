import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import qs from 'qs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { plaidContentSecurity } from './integrations/bank-data/bank-data.config';
import { Logger } from 'nestjs-pino';
import { ApiModule } from './api.module';
import { config } from './core/config/config';
import { csrfMiddleware } from './core/auth/csrf.middleware';
import { SessionService } from './core/auth/session';
import { FirmChanges } from './core/database/firm-changes';
import { compressAnswers } from './core/http/compression';
import { frontendDist, serveFrontend } from './core/http/frontend';
import { mountApiDocs } from './api-docs';
import { loopbackOnly } from './core/http/loopback-only';
import { RedisIoAdapter } from './core/realtime/redis-io.adapter';
import { WEBHOOK_PATH } from './modules/payments/webhooks.controller';
import { PAYOUT_WEBHOOK_PATH } from './modules/payouts/payout-webhooks.controller';
import { SMS_WEBHOOK_PATH } from './modules/notifications/sms-webhook.controller';

export const INVALID_JSON = 'The request body is not valid JSON.';

/** Routes whose bodies are capped at SMALL_BODY_LIMIT (the sign-in, sign-up, password-reset and invitation forms). */
export const SMALL_BODY_PATHS = [
  '/collectors/api/login',
  '/users/sign_in',
  '/users/sign_up',
  '/users/confirmation',
  '/users/password',
  '/collectors/api/users/create',
  '/collectors/api/accept_invite',
];
export const SMALL_BODY_LIMIT = '8kb';

/** Body-parser failures would otherwise leave as HTML; bad input is a 422 with a sentence. */
function bodyErrors(err: { type?: string } | undefined, _req: Request, res: Response, next: NextFunction): void {
  if (err?.type === 'entity.parse.failed') return void res.status(422).json({ error: INVALID_JSON });
  if (err?.type === 'entity.too.large') return void res.status(413).json({ error: 'The request body is too large.' });
  if (err?.type === 'charset.unsupported' || err?.type === 'encoding.unsupported')
    return void res.status(415).json({ error: 'Unsupported request encoding.' });
  next(err);
}

function middlewareErrors(err: { status?: number; statusCode?: number } | undefined, req: Request, res: Response, next: NextFunction): void {
  if (!err) return next();
  const status = err.status ?? err.statusCode;
  if (status && status >= 400 && status < 500) return void res.status(status).json({ error: 'The request could not be read.' });
  req.log?.error({ err }, 'middleware error');
  res.status(503).json({ error: 'The service is temporarily unavailable. Please try again in a moment.' });
}

/** Builds the api process's application (also used by the integration tests). */
export async function createApiApp(opts: { extraModules?: DynamicModule['imports'] } = {}): Promise<NestExpressApplication> {
  const cfg = config();
  const app = await NestFactory.create<NestExpressApplication>(
    ApiModule.register({ devTools: !cfg.isProduction, extra: opts.extraModules }),
    { bufferLogs: true, bodyParser: false },
  );
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  // API answers are per user and change with every write, and nobody revalidates them (the pages fetch afresh), so they
  // carry no ETag: Express would hash every answer to make one (SHA-1 over a 130 KB list page, 3 to 5% of the api's
  // CPU per page, measured one build against the other). The built frontend's files keep theirs from the static handler.
  app.set('etag', false);
  if (cfg.TRUST_PROXY === 'true') app.set('trust proxy', 1);
  // The accounts filters use bracket syntax (filters[status][]=..., filters[amount][min]=...), which Express 5's
  // default "simple" parser does not read. qs with tight limits: shallow objects, short arrays, no prototype keys.
  app.set('query parser', (query: string) =>
    qs.parse(query, { depth: 2, arrayLimit: 100, parameterLimit: 300, allowPrototypes: false }),
  );
  // With Plaid keys, Plaid Link loads from Plaid's CDN and talks to Plaid (docs/api/financial.md); none without.
  const plaid = plaidContentSecurity();
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // With real Stripe keys, Stripe.js and its card fields load from Stripe (Stripe requires it; docs/api/payments.md).
          scriptSrc: ["'self'", ...(cfg.STRIPE_SECRET_KEY ? ['https://js.stripe.com'] : []), ...plaid.scriptSrc],
          ...(cfg.STRIPE_SECRET_KEY || plaid.frameSrc.length
            ? { frameSrc: [...(cfg.STRIPE_SECRET_KEY ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []), ...plaid.frameSrc] }
            : {}),
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:', ...(cfg.STRIPE_SECRET_KEY ? ['https://api.stripe.com'] : []), ...plaid.connectSrc],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(cfg.appUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: cfg.appUrl.startsWith('https:'),
    }),
  );
  // Before every answer: the built pages' scripts as well as the API's JSON and CSV.
  app.use(compressAnswers());
  // Development tools answer callers on this machine only: decided on the socket's address, which neither a header
  // nor the `trust proxy` setting can change (production registers no /dev routes at all).
  if (!cfg.isProduction) app.use('/dev', loopbackOnly);
  app.use(cookieParser());
  // Stripe signs the exact bytes it sends: the webhook route gets its body raw (the JSON parser then skips it), and
  // no CSRF token (the signature is its proof of origin).
  app.use(WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }));
  // Signed-out forms (sign-in, password reset, invitations) hold a few short fields: their bodies are read up to a few
  // KB only, so nobody signed out can make the api parse and validate a megabyte. The parser that reads a body first
  // wins; the general one below then skips it.
  app.use(SMALL_BODY_PATHS, express.json({ limit: SMALL_BODY_LIMIT }), express.urlencoded({ extended: false, limit: SMALL_BODY_LIMIT }), bodyErrors);
  // Checkbook signs its check notifications the same way (body bytes + nonce): raw body, no CSRF token.
  app.use(PAYOUT_WEBHOOK_PATH, express.raw({ type: () => true, limit: '64kb' }));
  app.use(express.json({ limit: '1mb' }), express.urlencoded({ extended: false, limit: '1mb' }), bodyErrors);
  const csrf = csrfMiddleware();
  // Twilio's inbound texts are signed too (X-Twilio-Signature over the URL and the form fields): no CSRF token.
  app.use((req: Request, res: Response, next: NextFunction) =>
    req.path === WEBHOOK_PATH || req.path === PAYOUT_WEBHOOK_PATH || req.path === SMS_WEBHOOK_PATH ? next() : csrf(req, res, next),
  );
  // The API description and its interactive page: generated from the request schemas, no session needed.
  mountApiDocs(app);
  // The built frontend before the session: its files and page shell read no session.
  const dist = frontendDist();
  if (dist) app.use(...serveFrontend(dist));
  // A request's reads of kept sessions and firm answers share one round trip with the change feed.
  const changes = app.get(FirmChanges);
  app.use((_req: Request, _res: Response, next: NextFunction) => changes.within(next));
  app.use(...app.get(SessionService).setup.middleware);
  // Errors raised by the middleware above (session store down, a body-parser limit) leave as JSON too.
  app.use(middlewareErrors);
  app.useWebSocketAdapter(new RedisIoAdapter(app, cfg.REDIS_URL, cfg.REDIS_PREFIX));
  app.enableShutdownHooks();
  return app;
}
