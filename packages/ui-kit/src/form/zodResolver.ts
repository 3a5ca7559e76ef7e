import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** One issue of a schema as the resolver sees it. */
export type ResolverIssue = z.core.$ZodIssue;

export type ZodResolverOptions = {
  /** the message a field shows for an issue (defaults to the issue's message: an i18n key or a code) */
  message?: (issue: ResolverIssue) => string;
  /** the form field an issue belongs to (defaults to its whole path, `address.zipCode`) */
  field?: (path: PropertyKey[]) => string;
};

const wholePath = (path: PropertyKey[]) => path.map(String).join('.');

/**
 * react-hook-form resolver for a contracts schema. `toBody` turns the form values into the API body the schema
 * validates; issue paths map back to the form fields of the same names. Messages stay i18n keys unless
 * `options.message` words them.
 */
export function zodResolver<TValues extends FieldValues>(
  schema: z.ZodType | (() => z.ZodType),
  toBody: (values: TValues) => unknown,
  options: ZodResolverOptions = {},
): Resolver<TValues> {
  const { message = (issue: ResolverIssue) => issue.message, field = wholePath } = options;
  return async (values) => {
    const current = typeof schema === 'function' ? schema() : schema;
    const result = await current.safeParseAsync(toBody(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const path = field(issue.path);
      if (path && !errors[path]) errors[path] = { type: issue.code, message: message(issue) };
    }
    return { values: {}, errors: nestErrors<TValues>(errors) };
  };
}

/** Dotted field paths (`address.zipCode`) as react-hook-form's nested errors. */
function nestErrors<TValues extends FieldValues>(
  errors: Record<string, { type: string; message: string }>,
): FieldErrors<TValues> {
  const nested: FieldErrors<TValues> = {};
  for (const [path, error] of Object.entries(errors)) {
    let node = nested as Record<string, unknown>;
    const keys = path.split('.');
    keys.slice(0, -1).forEach((key) => {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys[keys.length - 1]] = error;
  }
  return nested;
}
