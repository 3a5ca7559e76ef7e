import { readingDifferences } from '../reading/readingWarnings';
import type { Connection } from 'mongoose';
import {
  MAX_CLIENT_LOOKUP,
  computeChecklistWarnings,
  ruleVersionsFor,
  type ChecklistPersonNode,
  type ChecklistTree,
  type DossierClient,
} from '@linhagem/contracts';
import { AppError, toObjectId } from '@linhagem/service-kit';
import { certificateModel, checklistPersonModel } from './model';
import { findChecklistProtocol, findSent, type ChecklistProtocol } from './protocolAccess';
import { buildChecklistTree, findNode } from './toChecklist';
import { expiryOf, freshnessToday, type FreshnessToday } from './expiry';
import type { Remotes } from '../remote/remotes';

/** Reading a protocol's checklist: the tree of persons with their certificates, progress, colours and warnings. */
/** The protocol's checklist persons and certificates as stored, in creation order. */
const readChecklist = (connection: Connection, protocolId: string) =>
  Promise.all([
    checklistPersonModel(connection)
      .find({ protocol: toObjectId(protocolId) })
      .sort({ _id: 1 })
      .lean(),
    certificateModel(connection)
      .find({ protocol: toObjectId(protocolId) })
      .sort({ _id: 1 })
      .lean(),
  ]);

async function loadTree(connection: Connection, protocol: ChecklistProtocol, freshness: FreshnessToday) {
  const [persons, certificates] = await readChecklist(connection, protocol.id);
  return { certificates, ...buildChecklistTree(persons, certificates, protocol.route, freshness) };
}

/** The broken-chain warnings of a tree (the domain notes, "What breaks a line"), from the clients its persons are. */
async function warningsOf(
  remotes: Remotes,
  protocol: ChecklistProtocol,
  persons: ChecklistPersonNode[],
  filingDate: string,
  previewPending: boolean,
) {
  const ids: string[] = [];
  const collect = (nodes: ChecklistPersonNode[]) =>
    nodes.forEach((node) => {
      if (node.clientId) ids.push(node.clientId);
      collect(node.children);
    });
  collect(persons);
  try {
    const clients = await remotes.lookupClients([...new Set(ids)].slice(0, MAX_CLIENT_LOOKUP));
    const { route, lawExceptions } = protocol;
    return {
      warnings: computeChecklistWarnings({
        persons,
        clients,
        route,
        lawExceptions,
        filingDate,
        previewPending,
      }),
      clients,
    };
  } catch (error) {
    if (error instanceof AppError && error.status === 503)
      return { warnings: [], warningsUnavailable: true, clients: new Map<string, DossierClient>() };
    throw error;
  }
}

/** `GET /api/certificate/protocol/{id}`: the whole tree, with progress and colour on every level, and its warnings. */
export async function getChecklistTree(
  connection: Connection,
  remotes: Remotes,
  protocolId: string,
  previewPending = false,
): Promise<ChecklistTree> {
  return (await readChecklistTree(connection, remotes, protocolId, previewPending)).tree;
}

/** The checklist tree and the clients its persons are (what the warnings read; the line-of-descent chart too). */
export async function readChecklistTree(
  connection: Connection,
  remotes: Remotes,
  protocolId: string,
  previewPending = false,
): Promise<{ tree: ChecklistTree; clients: Map<string, DossierClient> }> {
  // every read at once: none needs another's answer
  const [protocol, freshness, { sent, sentAt }, [storedPersons, certificates]] = await Promise.all([
    findChecklistProtocol(connection, protocolId),
    freshnessToday(remotes),
    findSent(connection, protocolId),
    readChecklist(connection, protocolId),
  ]);
  const { progress, color, persons } = buildChecklistTree(
    storedPersons,
    certificates,
    protocol.route,
    freshness,
  );
  const filingDate = protocol.filingDate ?? freshness.today;
  const expiringSoon = certificates.filter(
    (record) => expiryOf(record, protocol.route, freshness).expiringSoon,
  ).length;
  const sum = (field: 'price' | 'translatePrice') =>
    certificates.reduce((total, certificate) => total + (certificate[field] ?? 0), 0);
  const { clients, ...computed } = await warningsOf(remotes, protocol, persons, filingDate, previewPending);
  const warnings = {
    ...computed,
    warnings: [
      ...computed.warnings,
      ...readingDifferences(storedPersons, certificates, protocol.clientNames, clients),
    ],
  };
  const tree: ChecklistTree = {
    protocolId,
    protocolCode: protocol.code,
    protocolStatus: protocol.status,
    clients: [...protocol.clientNames].map(([id, name]) => ({ id, name })),
    sent,
    sentAt: sentAt ? sentAt.toISOString() : null,
    progress,
    color,
    totals: { price: sum('price'), translatePrice: sum('translatePrice') },
    persons,
    route: protocol.route,
    expiringSoon,
    filingDate,
    rules: ruleVersionsFor(protocol.route, filingDate, previewPending),
    ...warnings,
  };
  return { tree, clients };
}

export async function personNode(
  connection: Connection,
  protocol: ChecklistProtocol,
  personId: string,
  freshness: FreshnessToday,
) {
  const node = findNode((await loadTree(connection, protocol, freshness)).persons, personId);
  if (!node) throw AppError.notFound('Checklist person not found');
  return node;
}

/** `GET /api/certificate/{id}`: one checklist person with its certificates and descendants. */
export async function getChecklistPerson(
  connection: Connection,
  remotes: Remotes,
  id: string,
): Promise<ChecklistPersonNode> {
  const person = await checklistPersonModel(connection).findById(id).lean();
  if (!person) throw AppError.notFound('Checklist person not found');
  const protocol = await findChecklistProtocol(connection, String(person.protocol));
  return personNode(connection, protocol, id, await freshnessToday(remotes));
}
