import { z } from 'zod';
import { objectIdSchema } from '../client';
import { oneLineText } from '../oneLineText';
import { CATALOG_MESSAGES } from './codes';

/**
 * Paperwork texts and templates of services/catalog (spec 3 "Other entities"):
 * text fragments, letters, contracts and quick-protocol templates. Rich text arrives as HTML and the service
 * sanitises it with an allow-list before storing it.
 */

/** Largest rich text (HTML) a letter, contract or fragment holds. */
export const MAX_RICH_TEXT_LENGTH = 200_000;

const name = oneLineText().min(1, CATALOG_MESSAGES.required).max(120, CATALOG_MESSAGES.tooLong);
const group = oneLineText().max(60, CATALOG_MESSAGES.tooLong);
export const richTextSchema = z.string().max(MAX_RICH_TEXT_LENGTH, CATALOG_MESSAGES.tooLong);

export const textFragmentBodySchema = z
  .object({
    name,
    /** unique; what a merge menu and a `{{fragment:CODE}}` placeholder name */
    code: z
      .string()
      .trim()
      .min(1, CATALOG_MESSAGES.required)
      .max(40, CATALOG_MESSAGES.tooLong)
      .regex(/^[A-Za-z0-9_.-]+$/, CATALOG_MESSAGES.codeInvalid),
    group: group.default(''),
    content: richTextSchema.default(''),
    active: z.boolean().default(true),
  })
  .strict();
export type TextFragmentBody = z.input<typeof textFragmentBodySchema>;
export type TextFragment = z.output<typeof textFragmentBodySchema> & { id: string };

export const letterBodySchema = z
  .object({ name, text: richTextSchema.default(''), active: z.boolean().default(true) })
  .strict();
export type LetterBody = z.input<typeof letterBodySchema>;
export type Letter = z.output<typeof letterBodySchema> & { id: string };

export const contractBodySchema = z
  .object({
    name,
    /** the text-fragment group whose fragments the contract's editor offers */
    fragmentGroup: group.default(''),
    text: richTextSchema.default(''),
    active: z.boolean().default(true),
  })
  .strict();
export type ContractBody = z.input<typeof contractBodySchema>;
export type Contract = z.output<typeof contractBodySchema> & { id: string };

export const quickProtocolCreateBodySchema = z
  .object({
    name,
    typeServices: z.array(objectIdSchema).max(50).default([]),
    active: z.boolean().default(true),
  })
  .strict();
export type QuickProtocolCreateBody = z.input<typeof quickProtocolCreateBodySchema>;
export type QuickProtocolCreate = z.output<typeof quickProtocolCreateBodySchema> & { id: string };

/** Filter body of `POST /api/{text-fragment,letter,contract,quick-protocol-create}/pagination`. */
export const catalogFilterSchema = z
  .object({
    name: z.string().trim().max(120).optional(),
    code: z.string().trim().max(40).optional(),
    group: z.string().trim().max(60).optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type CatalogFilter = z.infer<typeof catalogFilterSchema>;
