import { z } from 'zod';
import { PROTOCOL_MESSAGES } from './codes';
import { CASH_ENTRY_TYPES, DEFAULT_PROTOCOL_STAGE, PROTOCOL_STAGES, PROTOCOL_STATUSES } from './enums';
import { isoDateSchema } from '../client';
import { MAX_MONEY_CENTS } from '../typeService';
import { objectIdText } from '../objectId';
import { multiLineText, oneLineText } from '../oneLineText';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../constants';

/** Protocols and budgets (spec 3): the bodies the staff screens send and the service checks. */

export const MAX_PROTOCOL_CLIENTS = 100;

const id = objectIdText(PROTOCOL_MESSAGES.idInvalid);
const text = (max: number) => oneLineText().max(max, PROTOCOL_MESSAGES.tooLong);
const longText = (max: number) => multiLineText().max(max, PROTOCOL_MESSAGES.tooLong);

export const underageLinkSchema = z
  .object({
    /** the responsible */
    client: id,
    underAgeClient: id,
  })
  .strict();
export type UnderageLinkBody = z.infer<typeof underageLinkSchema>;

/** `POST /api/protocol/{id?}` and `POST /api/budget/{id?}`: clients are client ids; the main client joins them. */
export const protocolBodySchema = z
  .object({
    name: text(200).min(1, PROTOCOL_MESSAGES.required),
    familyName: text(200).default(''),
    description: longText(5000).default(''),
    mainClient: id.nullable().optional(),
    clients: z.array(id).max(MAX_PROTOCOL_CLIENTS).default([]),
    /** who answers for each minor among the clients */
    underAges: z.array(underageLinkSchema).max(MAX_PROTOCOL_CLIENTS).default([]),
    budget: z.boolean().default(false),
    stage: z.enum(PROTOCOL_STAGES).default(DEFAULT_PROTOCOL_STAGE),
    haveTax: z.boolean().default(false),
    /** the language of the family's papers: the words, money and dates of its quote, letters and contracts */
    language: z.enum(SUPPORTED_LANGUAGES).default(DEFAULT_LANGUAGE),
    /** a type service id */
    mainService: id.nullable().optional(),
    /**
     * the date the application was or will be filed: it chooses the rule versions (dossier/ruleVersions.ts);
     * null clears it (unknown means today), omitted keeps it
     */
    filingDate: z
      .union([isoDateSchema, z.literal('')])
      .nullable()
      .optional(),
    /** optimistic concurrency: the `version` the form loaded */
    version: z.number().int().min(0).optional(),
  })
  .strict()
  .transform((body) => ({
    ...body,
    mainClient: body.mainClient ?? null,
    mainService: body.mainService ?? null,
    clients: [...new Set([...(body.mainClient ? [body.mainClient] : []), ...body.clients])],
  }))
  .superRefine((body, ctx) => {
    const clients = new Set(body.clients);
    const minors = new Set<string>();
    body.underAges.forEach((link, index) => {
      const issue = (message: string) =>
        ctx.addIssue({ code: 'custom', path: ['underAges', index], message });
      if (!clients.has(link.client) || !clients.has(link.underAgeClient))
        issue(PROTOCOL_MESSAGES.underageNotInClients);
      else if (link.client === link.underAgeClient) issue(PROTOCOL_MESSAGES.underageSelf);
      else if (minors.has(link.underAgeClient)) issue(PROTOCOL_MESSAGES.underageTwice);
      minors.add(link.underAgeClient);
    });
  });
export type ProtocolBodyInput = z.input<typeof protocolBodySchema>;
export type ProtocolBody = z.output<typeof protocolBodySchema>;

/** `POST /api/protocol/{id}/service`: a type service for some of the protocol's clients (at least one). */
export const protocolServiceBodySchema = z
  .object({
    typeService: id,
    clients: z
      .array(id)
      .min(1, PROTOCOL_MESSAGES.required)
      .max(MAX_PROTOCOL_CLIENTS)
      .refine((ids) => new Set(ids).size === ids.length, PROTOCOL_MESSAGES.duplicateClient),
  })
  .strict();
export type ProtocolServiceBody = z.infer<typeof protocolServiceBodySchema>;

/** A client chosen to join a protocol: its id joins the protocol's clients, which the protocol's save checks whole. */
export const protocolClientChoiceSchema = z.object({ clientId: id }).strict();

/** `POST /api/protocol/{id}/forward`. */
export const forwardBodySchema = z.object({ userId: id }).strict();
export type ForwardBody = z.infer<typeof forwardBodySchema>;

const cents = z
  .number(PROTOCOL_MESSAGES.centsInvalid)
  .int(PROTOCOL_MESSAGES.centsInvalid)
  .min(1, PROTOCOL_MESSAGES.centsInvalid)
  .max(MAX_MONEY_CENTS, PROTOCOL_MESSAGES.centsInvalid);

/** `POST /api/cash-entry`: value in integer cents, always positive (the type says which way it goes). */
export const cashEntryBodySchema = z
  .object({
    protocolId: id,
    value: cents,
    type: z.enum(CASH_ENTRY_TYPES),
    clientId: id.nullable().optional(),
    observation: longText(1000).default(''),
    /** calendar date of the payment; today when omitted */
    date: isoDateSchema.optional(),
    /** the transaction id of the case's Pix code this payment came with: it closes that code */
    pixTxid: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{0,25}$/, 'pix.txid-unknown')
      .transform((v) => v.toUpperCase() || null)
      .nullable()
      .optional(),
  })
  .strict();
export type CashEntryBodyInput = z.input<typeof cashEntryBodySchema>;
export type CashEntryBody = z.output<typeof cashEntryBodySchema>;

/** Filter body of `POST /api/cash-entry/pagination`. */
export const cashEntryFilterSchema = z
  .object({ protocolId: id.optional(), type: z.enum(CASH_ENTRY_TYPES).optional() })
  .strict();
export type CashEntryFilter = z.infer<typeof cashEntryFilterSchema>;

/** Filter body of `POST /api/protocol/pagination` and `POST /api/budget/pagination`. */
export const protocolFilterSchema = z
  .object({
    /**
     * the list's one search box: every typed word starts a word of the case's name, family name, a client's name
     * or its code (`fontana`, `2026/0004`, `0004`), accents and case ignored
     */
    text: text(200).optional(),
    code: text(20).optional(),
    /** any word start of a client's name, accents and case ignored */
    clientName: text(200).optional(),
    status: z.enum(PROTOCOL_STATUSES).optional(),
    stage: z.enum(PROTOCOL_STAGES).optional(),
    /** the user in charge */
    userId: text(64).optional(),
    /** inclusive calendar dates of creation */
    createdFrom: isoDateSchema.optional(),
    createdTo: isoDateSchema.optional(),
  })
  .strict();
export type ProtocolFilter = z.infer<typeof protocolFilterSchema>;

/** Sort fields of the protocol and budget lists (`code,asc` by default; `p.code` is read as `code`). */
export const PROTOCOL_SORT_FIELDS = ['code', 'name', 'familyName', 'status', 'stage', 'createdAt'] as const;
export const DEFAULT_PROTOCOL_SORT = 'code,asc';

/** Filter body of `POST /api/protocol/audit` (entity Protocol; budgets and cash entries included). */
export const protocolAuditFilterSchema = z
  .object({
    protocolId: id.optional(),
    field: text(60).optional(),
    userName: text(100).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .strict();
export type ProtocolAuditFilter = z.infer<typeof protocolAuditFilterSchema>;
