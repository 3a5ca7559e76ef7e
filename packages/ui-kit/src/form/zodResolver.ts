import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form resolver for a contracts schema. `toBody` turns the form values into the API body the schema
 * validates; issue paths map back to the form fields of the same names. Messages stay i18n keys.
 */
export function zodResolver<TValues extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: TValues) => unknown,
): Resolver<TValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(toBody(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path && !errors[path]) errors[path] = { type: issue.code, message: issue.message };
    }
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
    return { values: {}, errors: nested };
  };
}
