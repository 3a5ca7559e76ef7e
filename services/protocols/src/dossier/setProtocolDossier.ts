import type { Connection } from 'mongoose';
import type { Protocol, ProtocolDossierBody } from '@linhagem/contracts';
import type { Caller } from '@linhagem/service-kit';
import { auditProtocol, findProtocol, presentProtocol } from '../protocol/service';

/** `POST /api/protocol/{id}/dossier`: sets the route and the Law 74/2025 exceptions, audited like any protocol change. */
export async function setProtocolDossier(
  connection: Connection,
  caller: Caller,
  id: string,
  body: ProtocolDossierBody,
): Promise<Protocol> {
  const doc = await findProtocol(connection, id);
  const before = await presentProtocol(connection, caller, doc);
  doc.route = body.route;
  doc.lawExceptions = body.lawExceptions;
  await doc.save();
  const after = await presentProtocol(connection, caller, doc);
  await auditProtocol(connection, caller, before, after);
  return after;
}
