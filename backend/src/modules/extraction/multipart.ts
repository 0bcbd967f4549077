import {
  CallHandler,
  HttpException,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { catchError, Observable } from 'rxjs';
import { MAX_UPLOAD_BYTES, UPLOAD_ERRORS } from '@parley/domain/extraction';

/**
 * multer's own errors leave in the upload's sentences as 422 (bad input is a validation failure): a file over
 * 25 MB is 'File if to large...', anything else it cannot read (a broken body, a second file, a field that is not
 * `file`) is 'File upload failed!...'.
 */
@Injectable()
export class UploadErrors implements NestInterceptor {
  intercept(_ctx: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((err: unknown) => {
        if (err instanceof PayloadTooLargeException) throw invalid(UPLOAD_ERRORS.tooLarge);
        if (err instanceof HttpException && err.getStatus() === 400) throw invalid(UPLOAD_ERRORS.failed);
        throw err;
      }),
    );
  }
}

export const invalid = (error: string) => new UnprocessableEntityException({ error, errors: [error] });

/** One file in memory (checked by its bytes, then stored through the port). */
export const PaperFile = FileInterceptor('file', {
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
});

export interface UploadedPaper {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}
