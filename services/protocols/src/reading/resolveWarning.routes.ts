import Router from '@koa/router';
import { z } from 'zod';
import {
  CERTIFICATE_READING_API,
  READING_AUDIT_SOURCE,
  READING_ERROR_CODES,
  objectIdText,
  resolveReadingWarningBodySchema,
  type DossierClient,
  type ResolvedReadingWarning,
} from '@linhagem/contracts';
import { AppError, recordAudit, route, toObjectId, write, type Caller } from '@linhagem/service-kit';
import mongoose, { type Connection } from 'mongoose';
import { certificateModel, checklistPersonModel, type CertificateRecord } from '../checklist/model';
import { findChecklistProtocol, refuseCanceled } from '../checklist/protocolAccess';
import type { Remotes } from '../remote/remotes';
import { TREE_DATE } from './applyPlan';
import { auditFace } from './readingApply.routes';
import { treeValueNow } from './readingWarnings';

const params = z.object({ id: objectIdText('Not an id') }).strict();

type Deps = { connection: Connection; remotes: Remotes };
type Warning = NonNullable<CertificateRecord['readingWarnings']>[number];

const notFound = () =>
  AppError.notFound('No such difference on this certificate', {
    code: READING_ERROR_CODES.warningNotFound,
  });

/**
 * "The certificate is right": the tree takes the certificate's value through the clients service. The client's
 * date of the event (the whole client sent back with its version, so the staff form's rules and the clients audit
 * apply); a parent's or spouse's spelling as that relative's name variant (never a replacement, as the apply).
 * Nothing to change (false) when the tree has no one there.
 */
async function treeTakesCertificate(
  { remotes }: Deps,
  certificate: CertificateRecord,
  warning: Warning,
  client: DossierClient | undefined,
  source: string,
): Promise<boolean> {
  if (!client) return false;
  if (warning.field === 'eventDate') {
    const key = TREE_DATE[certificate.typeOfCertificate ?? ''];
    if (!key) return false;
    const [whole] = await remotes.readClients([client.id]);
    if (!whole) return false;
    await remotes.updateClient(client.id, {
      ...whole,
      [key]: warning.read,
      confirmDuplicateName: true,
      confirmIncompleteWedding: true,
    });
    return true;
  }
  const link = { fatherName: 'father', motherName: 'mother', spouseName: 'spouse' } as const;
  const relativeId = client[link[warning.field]];
  if (!relativeId || !(await remotes.lookupClients([relativeId])).has(relativeId)) return false;
  await remotes.nameVariant(relativeId, { variant: warning.read, source });
  return true;
}

/**
 * `POST /api/certificate/{id}/reading-warning` (docs/adr-reading.md "Resolving a difference"): a person settles one
 * READING_DIFFERS warning, keeping the tree's value or saying the certificate is right. The warning stays on the
 * certificate, resolved, and is hidden while the reading and the tree say what they said then; audited as from
 * that document's reading. All or nothing: when the clients service refuses, the resolution is taken back.
 */
export function resolveWarningRoutes(deps: Deps): Router {
  const { connection, remotes } = deps;
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: CERTIFICATE_READING_API.resolveWarningRoute,
      access: write('certificate'),
      params,
      body: resolveReadingWarningBodySchema,
    },
    async ({ params: { id }, body, caller }): Promise<ResolvedReadingWarning> => {
      const certificates = certificateModel(connection);
      const certificate = await certificates.findById(id).lean<CertificateRecord>();
      if (!certificate) throw AppError.notFound('Certificate not found');
      const protocol = await findChecklistProtocol(connection, String(certificate.protocol));
      refuseCanceled(protocol);
      const warning = (certificate.readingWarnings ?? []).find(
        (w) => String(w.document) === body.documentId && w.field === body.field,
      );
      if (!warning) throw notFound();
      const person = await checklistPersonModel(connection).findById(certificate.checklistPerson).lean();
      const clientId = person?.client ? String(person.client) : null;
      const client = clientId ? (await remotes.lookupClients([clientId])).get(clientId) : undefined;
      const relatives = client
        ? await remotes.lookupClients(
            [client.father, client.mother, client.spouse].filter((r): r is string => !!r),
          )
        : new Map<string, DossierClient>();
      const type = certificate.typeOfCertificate;
      const now = treeValueNow(warning.field, type, client, relatives);
      const treeNow = now ? now.value : (warning.tree ?? null);
      const source = READING_AUDIT_SOURCE(body.documentId);
      // the tree the certificate's side leaves: the client's date becomes the one read; a relative keeps its name
      const dateChanges =
        body.keep === 'CERTIFICATE' && client && warning.field === 'eventDate' && TREE_DATE[type ?? ''];
      const expected = dateChanges ? warning.read : treeNow;
      const resolved = { keep: body.keep, tree: expected, at: new Date(), by: byOf(caller) };
      const after = await setResolution(connection, certificate, warning, resolved);
      let changed = false;
      if (body.keep === 'CERTIFICATE') {
        try {
          changed = await treeTakesCertificate(deps, certificate, warning, client, source);
        } catch (error) {
          await setResolution(connection, after, warning, warning.resolved ?? null);
          throw error;
        }
      }
      await recordAudit(
        connection,
        caller,
        'Protocol',
        'UPDATE',
        { entityId: protocol.id, entityName: protocol.code ?? '' },
        auditFace(certificate),
        auditFace(after),
        { source },
      );
      return {
        documentId: body.documentId,
        field: warning.field,
        read: warning.read,
        tree: expected,
        keep: body.keep,
        treeChanged: changed,
      };
    },
  );
  return router;
}

const byOf = (caller: Caller) => ({ id: caller.sub, name: caller.name });

/**
 * Sets (or, undoing, puts back) the resolution of one warning, only while the warning still reads what it read:
 * an apply of other values in between replaced it, and the person resolved something no longer there.
 */
async function setResolution(
  connection: Connection,
  certificate: CertificateRecord,
  warning: Warning,
  resolved: Warning['resolved'],
): Promise<CertificateRecord> {
  const match = { document: toObjectId(String(warning.document)), field: warning.field, read: warning.read };
  const after = await certificateModel(connection)
    .findOneAndUpdate(
      { _id: certificate._id, readingWarnings: mongoose.trusted({ $elemMatch: match }) },
      { $set: { 'readingWarnings.$[w].resolved': resolved } },
      {
        arrayFilters: [{ 'w.document': match.document, 'w.field': match.field, 'w.read': match.read }],
        returnDocument: 'after',
      },
    )
    .lean<CertificateRecord>();
  if (!after) throw notFound();
  return after;
}
