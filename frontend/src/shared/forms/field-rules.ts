import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The forms check their fields with the API's own rules from @parley/domain (its zod schemas, or the pure check the
 * endpoint runs), through react-hook-form's `resolver`. A form's values are rarely the shape a rule reads (the payout
 * form holds one firm's fields where the API reads a `law_firm` object; a counteroffer holds the typed text the API
 * reads as cents), so each form maps its values onto the rule's input and the rule's sentences back onto its fields.
 * A resolver that parses the form's own values with one schema (@hookform/resolvers' zodResolver) does not fit that,
 * so this glue is the forms' own.
 */

/** A field's name (dots for nested ones) and its sentence: the first one the rules gave for that field. */
export type FieldSentences = Record<string, string>;

/** The sentence of every field a zod schema refuses, keyed by the issue's path joined with dots. */
export function zodFieldErrors(schema: z.ZodType, value: unknown): FieldSentences {
  const result = schema.safeParse(value);
  const errors: FieldSentences = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/** react-hook-form's errors for the sentences (nested objects for dotted names), each as a 'validate' error. */
export function toFieldErrors<T extends FieldValues>(sentences: FieldSentences): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const [name, message] of Object.entries(sentences)) {
    const parts = name.split('.');
    let node = errors;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]] = { type: 'validate', message };
  }
  return errors as FieldErrors<T>;
}

/**
 * A resolver from a check that answers each failing field's sentence: the values pass through as typed (each form
 * builds its own request from them), and submit stops while any field has a sentence.
 */
export function resolverOf<T extends FieldValues, C = unknown>(check: (values: T, context: C) => FieldSentences): Resolver<T, C> {
  return async (values, context) => {
    const sentences = check(values, context as C);
    return Object.keys(sentences).length ? { values: {}, errors: toFieldErrors<T>(sentences) } : { values, errors: {} };
  };
}

/**
 * A refusal (422) shown beside its fields: each of the server's sentences that `fieldOf` knows is set on its field,
 * and focus goes to the first of them (after the answer's render, so a field disabled while the request was out can
 * take it). Answers the fields it set.
 */
export function showServerErrors<T extends FieldValues>(
  sentences: readonly string[],
  fieldOf: (sentence: string) => Path<T> | undefined,
  form: { setError: UseFormSetError<T>; setFocus: UseFormSetFocus<T> },
): Path<T>[] {
  const fields: Path<T>[] = [];
  for (const sentence of sentences) {
    const name = fieldOf(sentence);
    if (!name || fields.includes(name)) continue;
    form.setError(name, { type: 'server', message: sentence });
    fields.push(name);
  }
  if (fields.length) setTimeout(() => form.setFocus(fields[0]));
  return fields;
}
