import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { config } from '../config/config';
import { redactParams, redactRouteParams, redactUrl } from './redact';

/**
 * Structured JSON logs (pino) with a request id on every line of a request: taken from X-Request-Id when the
 * caller (a proxy) sends a sane one, else generated, and echoed in the response header.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      useFactory: () => {
        const cfg = config();
        return {
          pinoHttp: {
            level: cfg.LOG_LEVEL,
            genReqId: (req, res) => {
              const given = req.headers['x-request-id'];
              const id = typeof given === 'string' && /^[\w.-]{8,100}$/.test(given) ? given : randomUUID();
              res.setHeader('X-Request-Id', id);
              return id;
            },
            // Secrets never reach the logs: cookies, CSRF and signature headers, and secret values in URLs
            // (single-use links carry their token in the query string).
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'req.headers["x-csrf-token"]',
              'req.headers["stripe-signature"]',
              'res.headers["set-cookie"]',
            ],
            serializers: {
              req: (req: { url?: string; query?: unknown; params?: unknown; headers?: Record<string, unknown> }) => {
                req.url = redactUrl(req.url);
                req.query = redactParams(req.query);
                req.params = redactRouteParams(req.params);
                // The page a request came from may be a single-use link itself (browsers are told to send no
                // Referer, but other clients do).
                if (req.headers && typeof req.headers.referer === 'string')
                  req.headers = { ...req.headers, referer: redactUrl(req.headers.referer) };
                return req;
              },
              res: (res: { headers?: Record<string, unknown> }) => {
                if (res.headers && typeof res.headers.location === 'string')
                  res.headers = { ...res.headers, location: redactUrl(res.headers.location) };
                return res;
              },
            },
            autoLogging: { ignore: (req) => req.url === '/api/health' || (req.url ?? '').startsWith('/assets/') },
            customProps: () => ({ role: process.env.PARLEY_ROLE ?? 'api' }),
            transport:
              cfg.NODE_ENV === 'development' && process.stdout.isTTY
                ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss' } }
                : undefined,
          },
        };
      },
    }),
  ],
})
export class LoggingModule {}
