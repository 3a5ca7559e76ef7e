import mongoose from 'mongoose';
import {
  certificateRulesFor,
  type DossierClient,
  type GenerateChecklistBody,
  type ProposedPerson,
} from '@linhagem/contracts';
import { toObjectId, type Caller } from '@linhagem/service-kit';
import { auditChecklist, personFace } from '../checklist/checklistAudit';
import {
  certificateModel,
  checklistPersonModel,
  type CertificateRecord,
  type ChecklistPersonRecord,
} from '../checklist/model';
import type { ChecklistProtocol } from '../checklist/protocolAccess';
import type { Deps } from '../protocol/service';
import { personFacts } from './personFacts';
import { setProtocolDossier } from './setProtocolDossier';

export type GenerationState = {
  protocol: ChecklistProtocol;
  family: Map<string, DossierClient>;
  current: ChecklistPersonRecord[];
  currentCertificates: CertificateRecord[];
  today: string;
};

/**
 * Writes a generation: adds only what is missing (persons matched by client, certificates by type, CNNs by
 * spelling), fills an empty parent link, never removes or overwrites anything, and audits each person it touches.
 */
export async function applyGeneration(
  { connection }: Deps,
  caller: Caller,
  body: GenerateChecklistBody,
  proposed: ProposedPerson[],
  { protocol, family, current, currentCertificates, today }: GenerationState,
) {
  const protocolId = protocol.id;
  const persons = checklistPersonModel(connection);
  const certificates = certificateModel(connection);
  const byClient = new Map(current.filter((p) => p.client).map((p) => [String(p.client), p]));
  const personIds = new Map(current.filter((p) => p.client).map((p) => [String(p.client), p._id]));
  for (const person of proposed) {
    const rules = certificateRulesFor(
      body.route,
      person.category,
      personFacts(family.get(person.clientId)!, today),
    );
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
