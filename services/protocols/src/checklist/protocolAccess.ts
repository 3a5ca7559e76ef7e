import type { Connection } from 'mongoose';
import { CHECKLIST_ERROR_CODES, type DestinationRoute, type Law74Exception } from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit';
import { protocolModel } from '../protocol/model';
import { checklistModel } from './model';

/** What the checklist needs of its protocol: code, kind, status, and the names of its clients. */
export type ChecklistProtocol = {
  id: string;
  code: string | null;
  status: string;
  clientNames: Map<string, string>;
  route: DestinationRoute | null;
  lawExceptions: Law74Exception[];
  filingDate: string | null;
};

/** spec 4: only protocols have a checklist, never budgets (409 `checklist.budget`); 404 when there is none. */
export async function findChecklistProtocol(
  connection: Connection,
  protocolId: string,
): Promise<ChecklistProtocol> {
  const protocol = await protocolModel(connection)
    .findById(protocolId, {
      code: 1,
      budget: 1,
      status: 1,
      clients: 1,
      route: 1,
      lawExceptions: 1,
      filingDate: 1,
    })
    .lean();
  if (!protocol) throw AppError.notFound('Protocol not found');
  if (protocol.budget)
    throw AppError.conflict('Budgets have no checklist: convert the budget first', {
      code: CHECKLIST_ERROR_CODES.budget,
    });
  return {
    id: protocolId,
    code: protocol.code ?? null,
    status: protocol.status ?? 'ACTIVE',
    clientNames: new Map((protocol.clients ?? []).map((link) => [String(link.client), link.name ?? ''])),
    route: protocol.route ?? null,
    lawExceptions: protocol.lawExceptions ?? [],
    filingDate: protocol.filingDate ?? null,
  };
}

export async function findSent(connection: Connection, protocolId: string) {
  const checklist = await checklistModel(connection).findOne({ protocol: protocolId }).lean();
  return { sent: checklist?.sent ?? false, sentAt: checklist?.sentAt ?? null };
}

/** spec 4: a canceled protocol must be reactivated first. */
export function refuseCanceled(protocol: ChecklistProtocol): void {
  if (protocol.status === 'CANCELED')
    throw AppError.conflict('The protocol is canceled: reactivate it first', {
      code: CHECKLIST_ERROR_CODES.protocolCanceled,
    });
}

/** A protocol whose certificates may change now: a protocol (not a budget), not canceled, checklist not sent. */
export async function findWritableProtocol(
  connection: Connection,
  protocolId: string,
): Promise<ChecklistProtocol> {
  const [protocol, { sent }] = await Promise.all([
    findChecklistProtocol(connection, protocolId),
    findSent(connection, protocolId),
  ]);
  refuseCanceled(protocol);
  if (sent)
    throw AppError.conflict('The checklist was sent: cancel the send before changing certificates', {
      code: CHECKLIST_ERROR_CODES.sent,
    });
  return protocol;
}
