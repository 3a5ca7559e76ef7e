import { z } from 'zod';
import { objectIdSchema } from '../client';
import type { ChecklistCategory, TypeOfCertificate } from '../checklist/enums';
import { DESTINATION_ROUTES, type DestinationRoute } from './destinationRoutes';
import { LAW_74_EXCEPTIONS } from './lawExceptions';
import { DOSSIER_MESSAGES } from './codes';

/** Most applicants one generation request names. */
export const MAX_GENERATE_APPLICANTS = 30;
/** How many generations up the walk from an applicant looks for the immigrant ancestor. */
export const MAX_GENERATIONS = 12;

/** `POST /api/protocol/{id}/dossier`: the protocol's route and the Law 74/2025 exceptions it records. */
export const protocolDossierBodySchema = z
  .object({
    route: z.enum(DESTINATION_ROUTES).nullable(),
    lawExceptions: z
      .array(z.enum(LAW_74_EXCEPTIONS))
      .max(LAW_74_EXCEPTIONS.length)
      .default([])
      .transform((values) => [...new Set(values)]),
  })
  .strict();
export type ProtocolDossierBody = z.output<typeof protocolDossierBodySchema>;
export type ProtocolDossierBodyInput = z.input<typeof protocolDossierBodySchema>;

/** `POST /api/protocol/{id}/checklist/generate`: `apply: false` answers the preview only. */
export const generateChecklistBodySchema = z
  .object({
    applicants: z
      .array(objectIdSchema)
      .min(1)
      .max(MAX_GENERATE_APPLICANTS)
      .transform((ids) => [...new Set(ids)]),
    immigrant: objectIdSchema,
    route: z.enum(DESTINATION_ROUTES),
    apply: z.boolean().default(false),
  })
  .strict()
  .refine((body) => !body.applicants.includes(body.immigrant), {
    path: ['applicants'],
    message: DOSSIER_MESSAGES.immigrantIsApplicant,
  });
export type GenerateChecklistBody = z.output<typeof generateChecklistBodySchema>;
export type GenerateChecklistBodyInput = z.input<typeof generateChecklistBodySchema>;

/** One certificate the generation proposes. */
export type ProposedCertificate = {
  typeOfCertificate: TypeOfCertificate;
  /** for a CNN: the spelling it is for */
  personNameInDocument: string | null;
  /** already in the checklist: applying leaves it as it is */
  existing: boolean;
};

/** One checklist person the generation proposes, line order (the immigrant first). */
export type ProposedPerson = {
  clientId: string;
  name: string;
  category: ChecklistCategory;
  /** the client of the checklist parent (null for the immigrant, or when no line was found) */
  parentClientId: string | null;
  /** already in the checklist (matched by client): kept as it is, only missing certificates are added */
  existing: boolean;
  /** born more than 110 years ago with no death date: taken as deceased, so the death record is asked for */
  presumedDeceased?: boolean;
  certificates: ProposedCertificate[];
};

/** The answer of generate: what is (or would be) added. */
export type ChecklistGeneration = {
  route: DestinationRoute;
  applied: boolean;
  persons: ProposedPerson[];
  /** applicants with no father or mother link reaching the immigrant */
  unreachable: Array<{ clientId: string; name: string }>;
  added: { persons: number; certificates: number };
};
