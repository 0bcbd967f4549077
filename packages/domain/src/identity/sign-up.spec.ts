import { checkSignUp, SIGN_UP_ERRORS } from './sign-up';

const good = { first_name: ' Ana ', last_name: 'Lopez', email: ' Ana@Example.TEST ', password: 'long enough', password_confirmation: 'long enough' };

describe('checkSignUp', () => {
  it('accepts a good sign-up, trimming names and lower-casing the e-mail', () => {
    expect(checkSignUp(good)).toEqual({
      ok: true,
      values: { first_name: 'Ana', last_name: 'Lopez', email: 'ana@example.test', password: 'long enough', password_confirmation: 'long enough' },
    });
  });

  it('gives every failing field its sentence at once', () => {
    const result = checkSignUp({ first_name: '  ', last_name: '', email: 'nope', password: 'short', password_confirmation: 'other' });
    expect(result).toEqual({
      ok: false,
      errors: [
        SIGN_UP_ERRORS.firstNameBlank,
        SIGN_UP_ERRORS.lastNameBlank,
        SIGN_UP_ERRORS.emailInvalid,
        SIGN_UP_ERRORS.passwordTooShort,
        SIGN_UP_ERRORS.confirmationMismatch,
      ],
      fields: expect.any(Object),
    });
  });

  it.each([null, [], 'text', 5, { first_name: 5, last_name: true, email: {}, password: [], password_confirmation: null }])(
    'refuses garbage %p with sentences, never throwing',
    (body) => {
      const result = checkSignUp(body);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors).toContain(SIGN_UP_ERRORS.emailInvalid);
    },
  );

  it('bounds the lengths', () => {
    const long = checkSignUp({ ...good, first_name: 'a'.repeat(101), last_name: 'b'.repeat(101), email: `${'a'.repeat(250)}@b.test`, password: 'p'.repeat(201), password_confirmation: 'p'.repeat(201) });
    expect(long.ok ? [] : long.errors).toEqual([
      SIGN_UP_ERRORS.firstNameTooLong,
      SIGN_UP_ERRORS.lastNameTooLong,
      SIGN_UP_ERRORS.emailInvalid,
      SIGN_UP_ERRORS.passwordTooLong,
    ]);
  });

  it('compares the confirmation exactly (no trimming of passwords)', () => {
    const result = checkSignUp({ ...good, password_confirmation: 'long enough ' });
    expect(result.ok ? [] : result.errors).toEqual([SIGN_UP_ERRORS.confirmationMismatch]);
  });
});
