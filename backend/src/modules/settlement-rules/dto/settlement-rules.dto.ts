import { PipeTransform, UnprocessableEntityException } from '@nestjs/common';
import { readRuleBody, type RuleFields } from '@parley/domain/settlement-rules/rules';

import { RuleChangeShape, RuleShape } from '@parley/domain/contracts/api/settlement-rules';

export * from '@parley/domain/contracts/api/settlement-rules';

/**
 * A create or change body, read by the domain's rule reader (the rules page checks its form with the same one): 422
 * `{error, errors}` in its sentences, or the rule's fields, normalised.
 */
export class RuleBody implements PipeTransform<unknown, Partial<RuleFields>> {
  /** The body's shape, for the API description (the check itself is readRuleBody's). */
  readonly schema: typeof RuleShape | typeof RuleChangeShape;
  constructor(private readonly mode: 'create' | 'patch') {
    this.schema = mode === 'create' ? RuleShape : RuleChangeShape;
  }
  transform(value: unknown): Partial<RuleFields> {
    const read = readRuleBody(value, this.mode);
    if (!read.ok) throw new UnprocessableEntityException({ error: read.errors[0], errors: read.errors });
    return read.fields;
  }
}
