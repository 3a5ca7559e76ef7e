import { z } from 'zod';
import {
  APOSTILLE_STATUSES,
  CHECKLIST_CATEGORIES,
  STATUSES_DOCUMENT,
  STATUSES_TRANSLATE,
  TYPES_OF_CERTIFICATE,
  TYPES_OF_DOCUMENT,
} from '../checklist/enums';
import { DESTINATION_ROUTES } from '../dossier/destinationRoutes';
import { RENDER_LANGUAGES } from './schema';

/**
 * What services/documents asks services/protocols to pack a case's dossier (`GET /api/protocol/{id}/dossier.zip`,
 * docs/adr-dossier-export.md): the line of descent and its certificates, never the protocols' collections.
 */
export const PROTOCOLS_DOSSIER_INTERNAL = {
  /**
   * `GET {PROTOCOLS_URL}/internal/protocols/:protocolId/dossier-index` → `DossierIndex`: 404 when unknown, 409
   * `document.budget` for a budget (it has no documents).
   */
  dossierIndexPath: (protocolId: string) =>
    `/internal/protocols/${encodeURIComponent(protocolId)}/dossier-index`,
  dossierIndexRoute: '/internal/protocols/:protocolId/dossier-index',
} as const;

const nullableEnum = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable();

export const dossierIndexCertificateSchema = z.object({
  id: z.string(),
  typeOfCertificate: nullableEnum(TYPES_OF_CERTIFICATE),
  typeOfDocument: nullableEnum(TYPES_OF_DOCUMENT),
  statusDocument: nullableEnum(STATUSES_DOCUMENT),
  statusTranslate: nullableEnum(STATUSES_TRANSLATE),
  apostilleStatus: nullableEnum(APOSTILLE_STATUSES),
  translationApostilleStatus: nullableEnum(APOSTILLE_STATUSES),
});
export type DossierIndexCertificate = z.infer<typeof dossierIndexCertificateSchema>;

/** A protocol's checklist as the dossier packs it: persons in the route's order, each with its certificates. */
export const dossierIndexSchema = z.object({
  protocolId: z.string(),
  code: z.string(),
  name: z.string(),
  familyName: z.string(),
  /** the protocol's language: the cover's and the folders' unless another is asked for */
  language: z.enum(RENDER_LANGUAGES),
  route: z.enum(DESTINATION_ROUTES).nullable(),
  /** the line of descent from the immigrant down to the applicants (a depth-first walk of the checklist tree) */
  persons: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.enum(CHECKLIST_CATEGORIES),
      /** in the order of `TYPES_OF_CERTIFICATE`, then as created */
      certificates: z.array(dossierIndexCertificateSchema),
    }),
  ),
});
export type DossierIndex = z.infer<typeof dossierIndexSchema>;

/** `GET /api/protocol/{id}/dossier.zip?lang=`: the cover's and the folders' language (the protocol's by default). */
export const dossierQuerySchema = z.object({ lang: z.enum(RENDER_LANGUAGES).optional() }).strict();
export type DossierQuery = z.infer<typeof dossierQuerySchema>;
