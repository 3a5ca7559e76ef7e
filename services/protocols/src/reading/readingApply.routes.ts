import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import {
  CERTIFICATE_FIELDS,
  PROTOCOLS_READING_INTERNAL,
  READING_AUDIT_SOURCE,
  objectIdText,
  readingApplyInternalBodySchema,
  readingFeedbackNoticeBodySchema,
  type AppliedReading,
  type DossierClient,
  type ReadingDifference,
  type ReadingApplyInternalBody,
} from '@linhagem/contracts';
import { AppError, internal, recordAudit, route, type Caller } from '@linhagem/service-kit';
import { certificateModel, checklistPersonModel, type CertificateRecord } from '../checklist/model';
import { findChecklistProtocol } from '../checklist/protocolAccess';
import type { NotifyDeps } from '../notification/service';
import type { Remotes } from '../remote/remotes';
import { readingFeedbackNotice } from './readingFeedback';
import { planApply, type ApplyPlan } from './applyPlan';

const params = z.object({ certificateId: objectIdText('Not an id') }).strict();

/** The certificate as the checklist's audit shows it (entity Protocol, `checklist.<person>.certificates.<id>.…`). */
export function auditFace(certificate: CertificateRecord) {
  const fields = Object.fromEntries(CERTIFICATE_FIELDS.map((field) => [field, certificate[field] ?? null]));
  const readingWarnings = (certificate.readingWarnings ?? []).map(
    (w) =>
      `${w.field}: ${w.read} / ${w.tree ?? '—'} (${String(w.document)})` +
      (w.resolved ? ` · resolved ${w.resolved.keep}` : ''),
  );
  return {
    checklist: {
      [String(certificate.checklistPerson)]: {
        certificates: { [String(certificate._id)]: { ...fields, readingWarnings } },
      },
    },
  };
}

/**
 * The warnings of a certificate after an apply: this document's warnings for the applied fields replaced in place
 * (an unchanged one kept with its time, so a repeated apply changes nothing), new ones added after the others.
 */
function mergedWarnings(
  certificate: CertificateRecord,
  plan: ApplyPlan,
  body: ReadingApplyInternalBody,
  at: Date,
) {
  const { documentId } = body;
  type Stored = {
    document: unknown;
    field: ReadingDifference['field'];
    read: string;
    tree?: string | null;
    at: Date;
  };
  const stored: Stored[] = certificate.readingWarnings ?? [];
  const fresh = new Map(plan.warnings.map((w) => [w.field, w]));
  const applied = new Set<string>(body.fields.map((field) => field.name));
  const result = stored.flatMap((old): Stored[] => {
    if (String(old.document) !== documentId || !applied.has(old.field)) return [old];
    const now = fresh.get(old.field as ReadingDifference['field']);
    fresh.delete(old.field as ReadingDifference['field']);
    if (!now) return [];
    return now.read === old.read && now.tree === (old.tree ?? null)
      ? [old]
      : [{ document: documentId, field: now.field, read: now.read, tree: now.tree, at }];
  });
  const added = [...fresh.values()].map(({ field, read, tree }) => ({
    document: documentId,
    field,
    read,
    tree,
    at,
  }));
  return [...result, ...added];
}

/**
 * `POST /internal/certificates/:id/reading-apply` (services/documents, docs/adr-reading.md "Applying"): the
 * accepted values of a document's reading written to the certificate, its client and its warnings. All or nothing:
 * the certificate is one document written at once; when the client's name variant cannot be added after it, the
 * certificate is put back as it was. Audited as from the reading of that document.
 */
export function readingApplyRoutes(deps: NotifyDeps & { remotes: Remotes }) {
  const { connection, remotes } = deps;
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: PROTOCOLS_READING_INTERNAL.feedbackRoute,
      access: internal,
      params: z.object({ protocolId: objectIdText('Not an id') }).strict(),
      body: readingFeedbackNoticeBodySchema,
      status: 204,
    },
    async ({ params, body }) => {
      await readingFeedbackNotice(deps, params.protocolId, body);
    },
  );
  route(
    router,
    {
      method: 'post',
      path: PROTOCOLS_READING_INTERNAL.applyRoute,
      access: internal,
      params,
      body: readingApplyInternalBodySchema,
    },
    async ({ params: { certificateId }, body, caller }): Promise<AppliedReading> => {
      const certificates = certificateModel(connection);
      const certificate = await certificates.findById(certificateId).lean<CertificateRecord>();
      if (!certificate) throw AppError.notFound('Certificate not found');
      const protocol = await findChecklistProtocol(connection, String(certificate.protocol));
      const person = await checklistPersonModel(connection).findById(certificate.checklistPerson).lean();
      const clientId = person?.client ? String(person.client) : null;
      const [client] = clientId ? [...(await remotes.lookupClients([clientId])).values()] : [];
      const relativeIds = client
        ? [client.father, client.mother, client.spouse].filter((id): id is string => !!id)
        : [];
      const relatives: Map<string, DossierClient> = await remotes.lookupClients(relativeIds);
      const at = new Date();
      const plan = planApply({ certificate, client, relatives, body, at });
      const readingWarnings = mergedWarnings(certificate, plan, body, at);
      const after = await certificates
        .findOneAndUpdate(
          { _id: certificate._id },
          { $set: { ...plan.set, readingWarnings } },
          { returnDocument: 'after' },
        )
        .lean<CertificateRecord>();
      if (!after) throw AppError.notFound('Certificate not found');
      const source = READING_AUDIT_SOURCE(body.documentId);
      if (plan.variant && clientId) {
        try {
          await remotes.nameVariant(clientId, { variant: plan.variant, source });
        } catch (error) {
          const restore = Object.fromEntries(
            Object.keys(plan.set).map((field) => [
              field,
              certificate[field as keyof CertificateRecord] ?? null,
            ]),
          );
          await certificates.updateOne(
            { _id: certificate._id },
            { $set: { ...restore, readingWarnings: certificate.readingWarnings ?? [] } },
          );
          throw error;
        }
      }
      await auditApply(connection, caller, protocol, certificate, after, source);
      return { written: plan.written };
    },
  );
  return router;
}

function auditApply(
  connection: Connection,
  caller: Caller,
  protocol: { id: string; code: string | null },
  before: CertificateRecord,
  after: CertificateRecord,
  source: string,
) {
  return recordAudit(
    connection,
    caller,
    'Protocol',
    'UPDATE',
    { entityId: protocol.id, entityName: protocol.code ?? '' },
    auditFace(before),
    auditFace(after),
    { source },
  );
}
