import { z } from 'zod';
import { objectIdSchema } from '../client';
import { oneLineText } from '../oneLineText';
import { RENDER_LANGUAGES } from '../render/schema';
import {
  FORM_FIELD_TEXT_MAX_LENGTH,
  FORM_TEMPLATE_NAME_MAX_LENGTH,
  FORM_TEMPLATE_PER,
  MAX_FORMS_PER_FILL,
  type FormEmptyReason,
  type FormFieldType,
  type FormTemplatePer,
} from './codes';

const templateName = () => oneLineText().min(1).max(FORM_TEMPLATE_NAME_MAX_LENGTH);

/** The text fields of `POST /api/form-template` (multipart, beside its `file`). */
export const formTemplateUploadFieldsSchema = z
  .object({ name: templateName(), per: z.enum(FORM_TEMPLATE_PER) })
  .strict();
export type FormTemplateUploadFields = z.infer<typeof formTemplateUploadFieldsSchema>;

/**
 * One field's mapping: a merge field of the catalogue (checked by the service, which answers the catalogue's own
 * `catalog.merge-field-unknown`), or a fixed text. A field left out is not filled.
 */
export const formFieldMappingSchema = z.union([
  z.object({ name: z.string().min(1).max(500), mergeField: z.string().min(1).max(100) }).strict(),
  z.object({ name: z.string().min(1).max(500), text: z.string().max(FORM_FIELD_TEXT_MAX_LENGTH) }).strict(),
]);
export type FormFieldMapping = z.infer<typeof formFieldMappingSchema>;

/** `PUT /api/form-template/{id}` */
export const formTemplateBodySchema = z
  .object({
    name: templateName(),
    per: z.enum(FORM_TEMPLATE_PER),
    fields: z.array(formFieldMappingSchema).max(1000),
  })
  .strict();
export type FormTemplateBody = z.input<typeof formTemplateBodySchema>;

/** A field of the PDF's form with its mapping (`mergeField` or `text`, or neither when it is not filled). */
export type FormTemplateField = {
  name: string;
  type: FormFieldType;
  /** a dropdown's, list's or radio group's options */
  options?: string[];
  mergeField?: string;
  text?: string;
};

/** `GET /api/form-template/{id}` */
export type FormTemplate = {
  id: string;
  name: string;
  per: FormTemplatePer;
  fileName: string;
  size: number;
  sha256: string;
  fields: FormTemplateField[];
  createdAt: string;
  updatedAt: string;
};

/** A row of `GET /api/form-template` */
export type FormTemplateSummary = Omit<FormTemplate, 'fields'> & { fieldCount: number; mappedCount: number };

/** `POST /api/protocol/{id}/forms/fill` */
export const formFillBodySchema = z
  .object({
    formTemplateIds: z.array(objectIdSchema).min(1).max(MAX_FORMS_PER_FILL),
    /** the language of dates and money; the caller's Accept-Language, else pt-BR, when left out */
    language: z.enum(RENDER_LANGUAGES).optional(),
  })
  .strict();
export type FormFillBody = z.input<typeof formFillBodySchema>;

/** A field left empty in a filled form, and why (with the merge field that had no value, when that is why). */
export type FormEmptyField = { field: string; reason: FormEmptyReason; mergeField?: string };

/** One PDF made by a fill: for the protocol (`clientId` null) or for one applicant. */
export type FormFillResult = {
  formTemplateId: string;
  formTemplateName: string;
  clientId: string | null;
  clientName: string | null;
  documentId: string;
  filled: number;
  total: number;
  empty: FormEmptyField[];
};
