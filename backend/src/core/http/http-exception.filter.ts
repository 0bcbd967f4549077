import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';

export const UNEXPECTED_ERROR = 'Something went wrong on our side. Please try again.';

/**
 * Every error leaves as JSON `{error, ...}`. HttpExceptions keep their status and body; anything else is logged
 * with the request id and answered 500 with a generic sentence (no stack trace, no internals). An error after the
 * headers were sent destroys the response.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    if (res.headersSent) {
      // Too late for an answer (a streamed export had begun): end the connection, so the client sees a failed
      // download instead of waiting for the rest of a response that will never come.
      this.logger.error({ err: exception, reqId: (req as Request & { id?: unknown }).id }, 'error after the response had started');
      res.destroy();
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      res.status(status).json(normalise(body, status));
      return;
    }
    this.logger.error({ err: exception, reqId: (req as Request & { id?: unknown }).id }, 'unhandled error');
    res.status(HttpStatus.INTERNAL_SERVER_ERROR).json({ error: UNEXPECTED_ERROR });
  }
}

function normalise(body: string | object, status: number): Record<string, unknown> {
  if (typeof body === 'string') return { error: body };
  const b = body as Record<string, unknown>;
  if (typeof b.error === 'string' && b.statusCode === undefined) return b;
  // Nest's own shape: {statusCode, message, error}
  const message = Array.isArray(b.message) ? b.message.join(', ') : (b.message as string | undefined);
  return { error: message ?? (typeof b.error === 'string' ? b.error : defaultMessage(status)) };
}

function defaultMessage(status: number): string {
  if (status === 404) return 'Not found.';
  if (status === 401) return 'You need to sign in before continuing.';
  if (status === 403) return 'You are not allowed to do this.';
  return 'The request could not be completed.';
}
