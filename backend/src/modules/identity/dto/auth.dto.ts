import { PipeTransform, UnprocessableEntityException } from '@nestjs/common';
import { checkSignUp, type SignUpValues } from '@parley/domain/identity/sign-up';
import { SignUpShape } from '@parley/domain/contracts/api/auth';

export * from '@parley/domain/contracts/api/auth';

/** The sign-up body, checked by the same function as the page: every failing field's sentence, 422 `{error, errors}`. */
export class SignUpPipe implements PipeTransform<unknown, SignUpValues> {
  /** The body's shape, for the API description (the check itself is checkSignUp's). */
  readonly schema = SignUpShape;
  transform(value: unknown): SignUpValues {
    const result = checkSignUp(value);
    if (result.ok) return result.values;
    throw new UnprocessableEntityException({ error: result.errors[0], errors: result.errors });
  }
}
