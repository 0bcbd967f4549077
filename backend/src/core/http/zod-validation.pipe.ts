import { PipeTransform, UnprocessableEntityException } from '@nestjs/common';
import type { z } from 'zod';

/**
 * Validates a body or query with a zod schema (schemas live beside their DTOs and can be shared with the pages).
 * Failures answer 422 `{error, errors}` with the schema's own messages, which carry the product's wording.
 */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const errors = [...new Set(result.error.issues.map((i) => i.message))];
    throw new UnprocessableEntityException({ error: errors[0], errors });
  }
}

export const Valid = <S extends z.ZodType>(schema: S) => new ZodValidationPipe(schema);
