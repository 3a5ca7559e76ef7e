import mongoose from 'mongoose';
import {
  DOSSIER_ERROR_CODES,
  MAX_GENERATIONS,
  applicantCategory,
  certificateRulesFor,
  isDeceased,
  isMarried,
  knownSpellings,
  normalizeSearchText,
  type ChecklistCategory,
  type ChecklistGeneration,
  type DossierClient,
  type GenerateChecklistBody,
  type ProposedPerson,
} from '@linhagem/contracts';
import { AppError, officeDay, toObjectId, type Caller } from '@linhagem/service-kit';
import { auditChecklist, personFace } from '../checklist/checklistAudit';
import { certificateModel, checklistPersonModel, type CertificateRecord } from '../checklist/model';
import { findChecklistProtocol, findWritableProtocol } from '../checklist/protocolAccess';
import type { Deps } from '../protocol/service';
import { setProtocolDossier } from './setProtocolDossier';

/** The applicants, the immigrant and every ancestor reachable through father and mother links, by id. */
async function loadFamily(deps: Deps, start: string[]): Promise<Map<string, DossierClient>> {
  const family = new Map<string, DossierClient>();
  let frontier = start;
  for (let generation = 0; generation <= MAX_GENERATIONS && frontier.length; generation++) {
    const found = await deps.remotes.lookupClients(frontier);
    for (const [id, client] of found) family.set(id, client);
    frontier = [
      ...new Set(
        [...found.values()].flatMap((client) =>
          [client.father, client.mother].filter((id): id is string => !!id && !family.has(id)),
        ),
      ),
    ];
  }
  return family;
}

/** The line from an applicant up to the immigrant (applicant first), or undefined when no link reaches it. */
function lineToImmigrant(family: Map<string, DossierClient>, applicant: string, immigrant: string) {
  const cameFrom = new Map<string, string | null>([[applicant, null]]);
  const queue = [applicant];
  while (queue.length) {
    const id = queue.shift()!;
    if (id === immigrant) {
      const line: string[] = [];
      for (let at: string | null = id; at; at = cameFrom.get(at) ?? null) line.unshift(at);
      return line;
    }
    const client = family.get(id);
    for (const parent of [client?.father, client?.mother])
      if (parent && !cameFrom.has(parent)) {
        cameFrom.set(parent, id);
        queue.push(parent);
      }
  }
  return undefined;
}

/**
 * `POST /api/protocol/{id}/checklist/generate`: walks father and mother links from the
 * applicants to the immigrant and proposes the checklist persons and their certificates for the route. With
 * `apply` it adds only what is missing (persons matched by client, certificates by type, CNNs by spelling) and
 * never removes or overwrites anything.
 */
export async function generateChecklist(
  deps: Deps,
  caller: Caller,
  protocolId: string,
  body: GenerateChecklistBody,
): Promise<ChecklistGeneration> {
  const { connection } = deps;
  const protocol = body.apply
    ? await findWritableProtocol(connection, protocolId)
    : await findChecklistProtocol(connection, protocolId);
  const family = await loadFamily(deps, [body.immigrant, ...body.applicants]);
  const missing = [body.immigrant, ...body.applicants].filter((id) => !family.has(id));
  if (missing.length)
    throw AppError.badRequest('Some clients do not exist', {
      details: { ids: missing },
      code: DOSSIER_ERROR_CODES.clientNotFound,
    });

  const today = await officeDay();
  const plan = new Map<string, { category: ChecklistCategory; parent: string | null; depth: number }>();
  plan.set(body.immigrant, { category: 'IMMIGRANT', parent: null, depth: 0 });
  const unreachable: string[] = [];
  for (const applicant of body.applicants) {
    const line = lineToImmigrant(family, applicant, body.immigrant);
    if (!line) unreachable.push(applicant);
    const steps = line ?? [applicant];
    steps.forEach((id, index) => {
      if (id === body.immigrant || (plan.has(id) && id !== applicant)) return;
      plan.set(id, {
        category: id === applicant ? applicantCategory(family.get(id)!.birthDay, today) : 'ASCENDANT',
        parent: steps[index + 1] ?? null,
        depth: line ? steps.length - 1 - index : Number.MAX_SAFE_INTEGER,
      });
    });
  }

  const persons = checklistPersonModel(connection);
  const certificates = certificateModel(connection);
  const current = await persons
    .find({ protocol: toObjectId(protocolId) })
    .sort({ _id: 1 })
    .lean();
  const currentCertificates = await certificates.find({ protocol: toObjectId(protocolId) }).lean();
  const byClient = new Map(current.filter((p) => p.client).map((p) => [String(p.client), p]));
  const otherImmigrant = current.find(
    (p) => p.category === 'IMMIGRANT' && String(p.client ?? '') !== body.immigrant,
  );
  if (otherImmigrant)
    throw AppError.conflict(`The checklist already has another immigrant: ${otherImmigrant.name ?? ''}`, {
      code: DOSSIER_ERROR_CODES.otherImmigrant,
    });

  const proposed: ProposedPerson[] = [...plan.entries()]
    .sort(([, a], [, b]) => a.depth - b.depth)
    .map(([clientId, { category, parent }]) => {
      const client = family.get(clientId)!;
      const existing = byClient.get(clientId);
      const own = existing
        ? currentCertificates.filter((c) => String(c.checklistPerson) === String(existing._id))
        : [];
      const rules = certificateRulesFor(body.route, existing?.category ?? category, {
        married: isMarried(client),
        deceased: isDeceased(client),
      });
      return {
        clientId,
        name: client.name,
        category: existing?.category ?? category,
        parentClientId: parent,
        existing: !!existing,
        certificates: rules.flatMap((rule) =>
          (rule.perSpelling ? knownSpellings(client) : [null]).map((spelling) => ({
            typeOfCertificate: rule.typeOfCertificate,
            personNameInDocument: spelling,
            existing: own.some(
              (c) =>
                c.typeOfCertificate === rule.typeOfCertificate &&
                (!spelling ||
                  normalizeSearchText(c.personNameInDocument ?? '') === normalizeSearchText(spelling)),
            ),
          })),
        ),
      };
    });

  const added = {
    persons: proposed.filter((p) => !p.existing).length,
    certificates: proposed.reduce((n, p) => n + p.certificates.filter((c) => !c.existing).length, 0),
  };
  if (body.apply) {
    const personIds = new Map(current.filter((p) => p.client).map((p) => [String(p.client), p._id]));
    for (const person of proposed) {
      const rules = certificateRulesFor(body.route, person.category, {
        married: isMarried(family.get(person.clientId)!),
        deceased: isDeceased(family.get(person.clientId)!),
      });
      const before = byClient.get(person.clientId);
      const personId = before?._id ?? new mongoose.Types.ObjectId();
      const parentId = person.parentClientId ? personIds.get(person.parentClientId) : undefined;
      // an empty parent link is filled, never a filled one changed
      if (before && !before.parent && parentId)
        await persons.updateOne({ _id: before._id, parent: null }, { $set: { parent: parentId } });
      if (!before) {
        await persons.create({
          _id: personId,
          protocol: toObjectId(protocolId),
          category: person.category,
          client: toObjectId(person.clientId),
          parent: parentId ?? null,
          name: person.name,
        });
        personIds.set(person.clientId, personId);
      }
      const toAdd = person.certificates.filter((c) => !c.existing);
      if (!toAdd.length && before && (before.parent || !parentId)) continue;
      const beforeCertificates = currentCertificates.filter(
        (c) => String(c.checklistPerson) === String(personId),
      );
      if (toAdd.length)
        await certificates.insertMany(
          toAdd.map((certificate) => {
            const rule = rules.find((r) => r.typeOfCertificate === certificate.typeOfCertificate)!;
            return {
              protocol: toObjectId(protocolId),
              checklistPerson: personId,
              protocolCode: protocol.code,
              personName: person.name,
              category: person.category,
              typeOfCertificate: certificate.typeOfCertificate,
              typeOfDocument: rule.typeOfDocument,
              statusDocument: 'PENDING',
              statusTranslate: rule.translation ? 'PENDING' : 'NOT_NECESSARY',
              apostilleStatus: rule.apostille ? 'PENDING' : 'NOT_NECESSARY',
              translationApostilleStatus: rule.translationApostille ? 'PENDING' : 'NOT_NECESSARY',
              personNameInDocument: certificate.personNameInDocument,
            };
          }),
        );
      const [saved, savedCertificates] = await Promise.all([
        persons.findById(personId).lean(),
        certificates.find({ checklistPerson: personId }).sort({ _id: 1 }).lean<CertificateRecord[]>(),
      ]);
      await auditChecklist(
        connection,
        caller,
        before ? 'UPDATE' : 'CREATE',
        protocol,
        personFace(before, beforeCertificates),
        personFace(saved ?? undefined, savedCertificates),
      );
    }
    if (protocol.route !== body.route)
      await setProtocolDossier(connection, caller, protocolId, {
        route: body.route,
        lawExceptions: protocol.lawExceptions,
      });
  }
  return {
    route: body.route,
    applied: body.apply,
    persons: proposed,
    unreachable: unreachable.map((clientId) => ({ clientId, name: family.get(clientId)!.name })),
    added,
  };
}
