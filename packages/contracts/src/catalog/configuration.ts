import { z } from 'zod';
import { objectIdSchema } from '../client';
import { isValidCnpj } from '../client/documents';
import { richTextSchema } from './catalog';
import { multiLineText, oneLineText } from '../oneLineText';
import { CATALOG_MESSAGES } from './codes';
import { TYPE_SERVICE_MESSAGES } from '../typeService/codes';

/** "Budget Services Protocol": the office's defaults for a new budget. */
export const budgetServicesProtocolSchema = z
  .object({
    /** the type services a new budget starts with */
    typeServices: z.array(objectIdSchema).max(50).default([]),
    /** how many days a budget stays valid */
    validityDays: z.number().int().min(1).max(365).default(30),
    headerText: richTextSchema.default(''),
    footerText: richTextSchema.default(''),
    /** the code of the text fragment a quote prints as its payment terms ('' for none) */
    paymentTermsFragment: z
      .string()
      .trim()
      .max(40, CATALOG_MESSAGES.tooLong)
      .regex(/^[A-Za-z0-9_.-]*$/, CATALOG_MESSAGES.codeInvalid)
      .default(''),
    /**
     * the code of the text fragment the portal-link e-mail to a family is written with ('' for the built-in text in
     * the family's language); its merge fields are filled as a document's, `{{portalLink}}` with the link
     */
    portalLinkFragment: z
      .string()
      .trim()
      .max(40, CATALOG_MESSAGES.tooLong)
      .regex(/^[A-Za-z0-9_.-]*$/, CATALOG_MESSAGES.codeInvalid)
      .default(''),
    /** percent a protocol with `haveTax` adds, up to two decimals */
    taxRate: z
      .number(TYPE_SERVICE_MESSAGES.percentInvalid)
      .min(0, TYPE_SERVICE_MESSAGES.percentInvalid)
      // above 100 is refused with the field's message, never clamped (a tax rate typed as 125 is a typo)
      .max(100, TYPE_SERVICE_MESSAGES.percentInvalid)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, TYPE_SERVICE_MESSAGES.percentInvalid)
      .default(0),
  })
  .strict();
export type BudgetServicesProtocolBody = z.input<typeof budgetServicesProtocolSchema>;
export type BudgetServicesProtocol = z.output<typeof budgetServicesProtocolSchema>;

/** The office's contact details, shown on the public portal (spec 2 "Public status page": a contact block). */
export const officeContactSchema = z
  .object({
    name: oneLineText().max(120, CATALOG_MESSAGES.tooLong).default(''),
    /** the office's CNPJ as written (the PDFs' letterhead) */
    cnpj: z
      .string()
      .trim()
      .max(18, CATALOG_MESSAGES.tooLong)
      .regex(/^[0-9./-]*$/, 'client.cnpj-invalid')
      // check digits too: a mistyped CNPJ would be printed on every quote and contract
      .refine((v) => v === '' || isValidCnpj(v), 'client.cnpj-invalid')
      .default(''),
    phones: z
      .array(
        z
          .string()
          .trim()
          .max(30, CATALOG_MESSAGES.tooLong)
          .regex(/^[0-9()+\-\s.]*$/, 'client.phone-invalid'),
      )
      .max(5)
      .default([]),
    email: z
      .union([
        z.literal(''),
        z.string().trim().max(200, CATALOG_MESSAGES.tooLong).email('forms.email-invalid'),
      ])
      .default(''),
    address: multiLineText().max(300, CATALOG_MESSAGES.tooLong).default(''),
  })
  .strict();
export type OfficeContactBody = z.input<typeof officeContactSchema>;
export type OfficeContact = z.output<typeof officeContactSchema>;
