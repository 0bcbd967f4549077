import {
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { catchError, Observable } from 'rxjs';
import { CHAT_ERRORS, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '@parley/domain/chat';

const UNREADABLE = 'The message could not be read.';

/**
 * multer's own errors (413 file too large, 400 too many files or a broken body) leave as 422 in clear words:
 * bad input is a validation failure here, like every other chat error.
 */
@Injectable()
export class MultipartErrors implements NestInterceptor {
  intercept(_ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((err: unknown) => {
        if (err instanceof PayloadTooLargeException) throw invalid(CHAT_ERRORS.fileTooLarge);
        if (err instanceof HttpException && err.getStatus() === 400) {
          const text = JSON.stringify(err.getResponse());
          throw invalid(/too many files/i.test(text) ? CHAT_ERRORS.tooManyFiles : UNREADABLE);
        }
        throw err;
      }),
    );
  }
}

const invalid = (error: string) => new UnprocessableEntityException({ error, errors: [error] });

/** Files stay in memory (25 MB each, at most 10): they are checked by their bytes, then stored through the port. */
export const MessageFiles = AnyFilesInterceptor({
  limits: { fileSize: MAX_ATTACHMENT_BYTES, files: MAX_ATTACHMENTS, fields: 10, parts: 30, fieldSize: 64 * 1024 },
});
