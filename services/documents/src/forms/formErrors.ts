import { FORM_TEMPLATE_ERROR_CODES } from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit';

/** The form templates' refusals, each with its stable code (packages/contracts `FORM_TEMPLATE_ERROR_CODES`). */
export const formErrors = {
  notPdf: (detected?: string) =>
    new AppError(415, `Send a fillable PDF${detected ? ` (this file is ${detected})` : ''}`, {
      code: FORM_TEMPLATE_ERROR_CODES.notPdf,
      details: { detected: detected ?? null },
    }),
  noFields: () =>
    new AppError(422, 'The PDF has no form fields to fill', { code: FORM_TEMPLATE_ERROR_CODES.noFields }),
  unknownField: (fields: string[]) =>
    AppError.badRequest(`The PDF has no field ${fields.map((f) => `"${f}"`).join(', ')}`, {
      code: FORM_TEMPLATE_ERROR_CODES.unknownField,
      details: { fields },
    }),
  duplicateField: (fields: string[]) =>
    AppError.badRequest(`A field is mapped twice: ${fields.map((f) => `"${f}"`).join(', ')}`, {
      code: FORM_TEMPLATE_ERROR_CODES.duplicateField,
      details: { fields },
    }),
  fillFailed: (template: string) =>
    new AppError(422, `The form "${template}" could not be filled: its PDF form is damaged`, {
      code: FORM_TEMPLATE_ERROR_CODES.fillFailed,
      details: { template },
    }),
  notFound: (id: string) => AppError.notFound(`No form template ${id}`),
};
