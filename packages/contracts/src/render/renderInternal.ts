import { z } from 'zod';
import { officeContactSchema } from '../catalog/configuration';
import { protocolFinancialShape } from './financialShape';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../constants';

/**
 * What services/documents asks services/protocols and services/catalog to render a PDF (docs/adr-pdf-rendering.md):
 * it never reads their collections. Service token only; the BFF never routes here.
 */
export const PROTOCOLS_RENDER_INTERNAL = {
  /** `GET {PROTOCOLS_URL}/internal/protocols/:protocolId/render-data` → `ProtocolRenderData` (404 when unknown) */
  renderDataPath: (protocolId: string) => `/internal/protocols/${encodeURIComponent(protocolId)}/render-data`,
  renderDataRoute: '/internal/protocols/:protocolId/render-data',
} as const;

const priceLine = z.object({ gross: z.number().int(), discount: z.number().int(), net: z.number().int() });

export const renderClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  cpf: z.string().nullable(),
  email: z.string().nullable(),
  birthDay: z.string().nullable(),
  /** the city of birth as the client's record has it (official forms ask for it) */
  birthCity: z.string().nullable().optional(),
});
export type RenderClient = z.infer<typeof renderClientSchema>;

/** A protocol or budget as its PDFs show it, in integer cents, with its clients as the clients service knows them. */
export const protocolRenderDataSchema = z.object({
  id: z.string(),
  code: z.string(),
  budget: z.boolean(),
  /** the protocol's language: its PDFs' words, money and dates unless another is asked for */
  language: z.enum(SUPPORTED_LANGUAGES).default(DEFAULT_LANGUAGE),
  name: z.string(),
  familyName: z.string(),
  mainClientId: z.string().nullable(),
  /** in the protocol's order */
  clients: z.array(renderClientSchema),
  services: z.array(
    z.object({
      typeServiceName: z.string(),
      /** the clients it covers, each with their share (the pricing function's, to the cent) */
      clients: z.array(priceLine.extend({ id: z.string(), name: z.string() })),
      price: priceLine,
    }),
  ),
  financial: protocolFinancialShape,
  createdAt: z.string(),
  /**
   * the case's Pix code (shared/domain/brazilian-records-and-pix.md) for its total, or for the first of the payment
   * terms' `instalments`; null without a Pix key
   */
  pix: z
    .object({
      payload: z.string(),
      txid: z.string(),
      amount: z.number().int(),
      instalments: z.number().int().min(1).default(1),
    })
    .nullable()
    .default(null),
});
export type ProtocolRenderData = z.infer<typeof protocolRenderDataSchema>;

export const CATALOG_RENDER_INTERNAL = {
  /** `GET {CATALOG_URL}/internal/render/letterhead` → `RenderLetterhead`: office, logo and budget defaults */
  letterheadPath: '/internal/render/letterhead',
  /** `GET {CATALOG_URL}/internal/render/letter/:id` (or `contract`) → `RenderTemplate` (404 when unknown) */
  templatePath: (kind: RenderTemplateKind, id: string) =>
    `/internal/render/${kind}/${encodeURIComponent(id)}`,
  templateRoute: '/internal/render/:kind/:id',
} as const;
export type RenderTemplateKind = 'letter' | 'contract';

/** A letter or contract with the content of every active text fragment its text names, by code. */
export const renderTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  text: z.string(),
  active: z.boolean(),
  fragments: z.record(z.string(), z.string()),
});
export type RenderTemplate = z.infer<typeof renderTemplateSchema>;

export const renderLetterheadSchema = z.object({
  office: officeContactSchema,
  /** the login page's logo (system configuration), when one is set */
  logo: z.object({ contentType: z.string(), base64: z.string() }).nullable(),
  budget: z.object({
    validityDays: z.number().int(),
    /** the text fragment chosen in the budget defaults as the payment terms ('' when none) */
    paymentTerms: z.string(),
    headerText: z.string(),
    footerText: z.string(),
  }),
});
export type RenderLetterhead = z.infer<typeof renderLetterheadSchema>;
