import { z } from 'zod';
import { objectIdSchema } from '../client';

/** The languages a PDF is written in: its words, money (BRL or USD) and dates. */
export const RENDER_LANGUAGES = ['pt-BR', 'en-US'] as const;
export type RenderLanguage = (typeof RENDER_LANGUAGES)[number];
export const DEFAULT_RENDER_LANGUAGE: RenderLanguage = 'pt-BR';

/** `POST /api/{letter,contract}/{id}/render`: the protocol (or budget) to fill it for, and which of its clients. */
export const renderBodySchema = z
  .object({
    protocolId: objectIdSchema,
    /** one of the protocol's clients; the main client (else the first) when left out */
    clientId: objectIdSchema.optional(),
    /** another language than the protocol's */
    language: z.enum(RENDER_LANGUAGES).optional(),
  })
  .strict();
export type RenderBody = z.input<typeof renderBodySchema>;

/** `GET /api/protocol/{id}/quote.pdf?lang=` */
export const quoteQuerySchema = z.object({ lang: z.enum(RENDER_LANGUAGES).optional() }).strict();
export type QuoteQuery = z.infer<typeof quoteQuerySchema>;
