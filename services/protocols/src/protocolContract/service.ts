import mongoose from 'mongoose';
import {
  PROTOCOL_ERROR_CODES,
  fillMergeFields,
  portalPath,
  type MergeField,
  type ProtocolContract,
  type ProtocolContractBody,
  type ProtocolContractSummary,
} from '@linhagem/contracts';
import { AppError, officeDay, toObjectId, type Caller } from '@linhagem/service-kit';
import { auditProtocolPart, findProtocol, type Deps } from '../protocol/service';
import { recordTimelineEvent, staffAuthor } from '../timeline/service';
import { protocolContractModel, type ProtocolContractRecord } from './model';

type Stored = Omit<ProtocolContractRecord, 'text'> & { _id: unknown };

function toSummary(doc: Stored): ProtocolContractSummary {
  return {
    id: String(doc._id),
    protocolId: String(doc.protocol),
    contractId: String(doc.contract),
    contractName: doc.contractName,
    client: { id: String(doc.client), name: doc.clientName },
    createdBy: { id: doc.createdBy.id ?? null, name: doc.createdBy.name },
    createdAt: doc.createdAt.toISOString(),
  };
}

/**
 * `POST /api/protocol/{id}/contract`: the catalog contract's text, its fragments inserted and its merge fields
 * filled for the client now (DESIGN "Rich text"), kept with the protocol; audited and put on the timeline.
 */
export async function attachContract(
  { connection, remotes }: Deps,
  caller: Caller,
  id: string,
  { contractId, clientId }: ProtocolContractBody,
): Promise<ProtocolContract> {
  const protocol = await findProtocol(connection, id);
  if (!protocol.clients.some((c) => String(c.client) === clientId))
    throw AppError.badRequest('The client is not one of the protocol clients', {
      code: PROTOCOL_ERROR_CODES.clientNotInProtocol,
      details: { ids: [clientId] },
    });
  const [contract, clients, office] = await Promise.all([
    remotes.contract(contractId),
    remotes.lookupClients([clientId]),
    remotes.office(),
  ]);
  if (!contract || !contract.active)
    throw AppError.badRequest('No active contract with this id', {
      code: PROTOCOL_ERROR_CODES.contractNotFound,
      details: { id: contractId },
    });
  const client = clients.get(clientId);
  if (!client)
    throw AppError.badRequest('Some clients do not exist', {
      code: PROTOCOL_ERROR_CODES.clientNotFound,
      details: { ids: [clientId] },
    });
  const values: Partial<Record<MergeField, string>> = {
    clientName: client.name,
    clientCpf: client.cpf ?? '',
    clientEmail: client.email ?? '',
    protocolCode: protocol.code,
    familyName: protocol.familyName,
    today: await officeDay(),
    officeName: office.name,
    officeEmail: office.email,
    // a kept contract has no page's origin: the link only where the office's address is configured
    portalLink: process.env.PUBLIC_BASE_URL
      ? `${process.env.PUBLIC_BASE_URL.replace(/\/+$/, '')}${portalPath(String(protocol._id))}`
      : '',
  };
  const doc = await protocolContractModel(connection).create({
    protocol: protocol._id,
    contract: toObjectId(contract.id),
    contractName: contract.name,
    client: toObjectId(clientId),
    clientName: client.name,
    text: fillMergeFields(contract.text, values, contract.fragments),
    createdBy: staffAuthor(caller),
    createdAt: new Date(),
  });
  const attached = { ...toSummary(doc.toObject()), text: doc.text };
  await auditProtocolPart(connection, caller, protocol, undefined, {
    contracts: { [attached.id]: { contract: contract.name, client: client.name } },
  });
  await recordTimelineEvent(connection, protocol, {
    kind: 'CONTRACT_ATTACHED',
    author: staffAuthor(caller),
    message: `${contract.name}: ${client.name}`,
    visibleToFamily: false,
  });
  return attached;
}

/** `GET /api/protocol/{id}/contract`: the attached contracts, oldest first, without their text. */
export async function listContracts(connection: mongoose.Connection, id: string) {
  const protocol = await findProtocol(connection, id);
  const docs = await protocolContractModel(connection)
    .find({ protocol: protocol._id }, { text: 0 })
    .sort({ createdAt: 1, _id: 1 })
    .lean();
  return docs.map(toSummary);
}

/** `GET /api/protocol/{id}/contract/{contractId}`: one attached contract with its filled text. */
export async function getContract(
  connection: mongoose.Connection,
  id: string,
  attachmentId: string,
): Promise<ProtocolContract> {
  const doc = await protocolContractModel(connection)
    .findOne({ _id: toObjectId(attachmentId), protocol: toObjectId(id) })
    .lean();
  if (!doc) throw AppError.notFound('No such contract in the protocol');
  return { ...toSummary(doc), text: doc.text };
}

/** `DELETE /api/protocol/{id}/contract/{contractId}`: audited. */
export async function removeContract(
  connection: mongoose.Connection,
  caller: Caller,
  id: string,
  attachmentId: string,
): Promise<void> {
  const protocol = await findProtocol(connection, id);
  const doc = await protocolContractModel(connection).findOneAndDelete({
    _id: toObjectId(attachmentId),
    protocol: protocol._id,
  });
  if (!doc) throw AppError.notFound('No such contract in the protocol');
  await auditProtocolPart(
    connection,
    caller,
    protocol,
    { contracts: { [String(doc._id)]: { contract: doc.contractName, client: doc.clientName } } },
    undefined,
  );
}
