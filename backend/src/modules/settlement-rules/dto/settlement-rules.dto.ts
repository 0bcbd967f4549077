import { PipeTransform, UnprocessableEntityException } from '@nestjs/common';
import { z } from 'zod';
import { readRuleBody, type RuleFields } from '@parley/domain/settlement-rules/rules';

/**
 * A create or change body, read by the domain's rule reader (the rules page checks its form with the same one): 422
 * `{error, errors}` in its sentences, or the rule's fields, normalised.
 */
export class RuleBody implements PipeTransform<unknown, Partial<RuleFields>> {
  constructor(private readonly mode: 'create' | 'patch') {}
  transform(value: unknown): Partial<RuleFields> {
    const read = readRuleBody(value, this.mode);
    if (!read.ok) throw new UnprocessableEntityException({ error: read.errors[0], errors: read.errors });
    return read.fields;
  }
}

export const RuleId = z.coerce
  .number({ error: 'id must be a number' })
  .int('id must be a number')
  .positive('id must be a number')
  .max(2_147_483_647, 'id must be a number');
