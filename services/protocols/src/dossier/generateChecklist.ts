import {
  DOSSIER_ERROR_CODES,
  certificateRulesFor,
  knownSpellings,
  normalizeSearchText,
  type ChecklistGeneration,
  type GenerateChecklistBody,
  type ProposedPerson,
} from '@linhagem/contracts';
import { AppError, officeDay, toObjectId, type Caller } from '@linhagem/service-kit';
import { certificateModel, checklistPersonModel } from '../checklist/model';
import { findChecklistProtocol, findWritableProtocol } from '../checklist/protocolAccess';
import type { Deps } from '../protocol/service';
import { applyGeneration } from './applyGeneration';
import { personFacts } from './personFacts';
import { loadFamily, planLine } from './planLine';

/**
 * `POST /api/protocol/{id}/checklist/generate`: walks father and mother links from the
 * applicants to the immigrant (./planLine.ts) and proposes the checklist persons and their certificates for the
 * route (./personFacts.ts decides which). With `apply` it adds only what is missing (./applyGeneration.ts).
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
  const { plan, unreachable } = planLine(family, body, today);

  const current = await checklistPersonModel(connection)
    .find({ protocol: toObjectId(protocolId) })
    .sort({ _id: 1 })
    .lean();
  const currentCertificates = await certificateModel(connection)
    .find({ protocol: toObjectId(protocolId) })
    .lean();
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
      const { presumedDeceased, ...facts } = personFacts(client, today);
      const rules = certificateRulesFor(body.route, existing?.category ?? category, facts);
      return {
        clientId,
        name: client.name,
        category: existing?.category ?? category,
        parentClientId: parent,
        existing: !!existing,
        ...(presumedDeceased ? { presumedDeceased } : {}),
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
  if (body.apply)
    await applyGeneration(deps, caller, body, proposed, {
      protocol,
      family,
      current,
      currentCertificates,
      today,
    });
  return {
    route: body.route,
    applied: body.apply,
    persons: proposed,
    unreachable: unreachable.map((clientId) => ({ clientId, name: family.get(clientId)!.name })),
    added,
  };
}
