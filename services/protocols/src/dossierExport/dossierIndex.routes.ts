import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  CHECKLIST_CATEGORIES,
  DOCUMENT_ERROR_CODES,
  PROTOCOLS_DOSSIER_INTERNAL,
  TYPES_OF_CERTIFICATE,
  objectIdText,
  type DossierIndex,
} from '@linhagem/contracts';
import { AppError, internal, route, toObjectId } from '@linhagem/service-kit';
import { certificateModel, checklistPersonModel, type CertificateRecord } from '../checklist/model';
import { protocolModel } from '../protocol/model';

const params = z.object({ protocolId: objectIdText('Not an id') });

const rank = <T>(list: readonly T[], value: T | null | undefined) => {
  const at = value == null ? -1 : list.indexOf(value);
  return at < 0 ? list.length : at;
};

/**
 * The line of descent as a consulate reads it: a depth-first walk of the checklist tree from its roots (the
 * immigrant, whose children are the next generation, down to the applicants), siblings by category, then as
 * created. A person whose parent is not in the list is a root of its own, after the immigrant.
 */
export async function dossierIndex(connection: Connection, protocolId: string): Promise<DossierIndex> {
  const id = toObjectId(protocolId);
  const [protocol, persons, certificates] = await Promise.all([
    protocolModel(connection)
      .findById(id, { code: 1, name: 1, familyName: 1, language: 1, budget: 1, route: 1 })
      .lean(),
    checklistPersonModel(connection).find({ protocol: id }).sort({ _id: 1 }).lean(),
    certificateModel(connection).find({ protocol: id }).sort({ _id: 1 }).lean(),
  ]);
  if (!protocol) throw AppError.notFound('Protocol not found');
  if (protocol.budget)
    throw AppError.conflict('A budget has no documents: convert it to a protocol first', {
      code: DOCUMENT_ERROR_CODES.budget,
    });
  const byPerson = new Map<string, CertificateRecord[]>();
  for (const certificate of certificates) {
    const key = String(certificate.checklistPerson);
    byPerson.set(key, [...(byPerson.get(key) ?? []), certificate]);
  }
  const known = new Set(persons.map((person) => String(person._id)));
  const children = new Map<string, typeof persons>();
  for (const person of persons) {
    const parent = person.parent && known.has(String(person.parent)) ? String(person.parent) : '';
    children.set(parent, [...(children.get(parent) ?? []), person]);
  }
  const ordered: DossierIndex['persons'] = [];
  const walk = (parent: string) => {
    const siblings = [...(children.get(parent) ?? [])].sort(
      (a, b) => rank(CHECKLIST_CATEGORIES, a.category) - rank(CHECKLIST_CATEGORIES, b.category),
    );
    for (const person of siblings) {
      const personId = String(person._id);
      ordered.push({
        id: personId,
        name: person.name ?? '',
        category: person.category,
        certificates: [...(byPerson.get(personId) ?? [])]
          .sort(
            (a, b) =>
              rank(TYPES_OF_CERTIFICATE, a.typeOfCertificate) -
              rank(TYPES_OF_CERTIFICATE, b.typeOfCertificate),
          )
          .map((certificate) => ({
            id: String(certificate._id),
            typeOfCertificate: certificate.typeOfCertificate ?? null,
            typeOfDocument: certificate.typeOfDocument ?? null,
            statusDocument: certificate.statusDocument ?? null,
            statusTranslate: certificate.statusTranslate ?? null,
            apostilleStatus: certificate.apostilleStatus ?? null,
            translationApostilleStatus: certificate.translationApostilleStatus ?? null,
          })),
      });
      walk(personId);
    }
  };
  walk('');
  return {
    protocolId,
    code: protocol.code ?? '',
    name: protocol.name ?? '',
    familyName: protocol.familyName ?? '',
    language: protocol.language ?? DEFAULT_LANGUAGE,
    route: protocol.route ?? null,
    persons: ordered,
  };
}

/** What services/documents reads to pack a case's dossier (docs/adr-dossier-export.md); service token only. */
export function dossierIndexRoutes(connection: Connection): Router {
  const router = new Router();
  route(
    router,
    { method: 'get', path: PROTOCOLS_DOSSIER_INTERNAL.dossierIndexRoute, access: internal, params },
    ({ params: { protocolId } }) => dossierIndex(connection, protocolId),
  );
  return router;
}
