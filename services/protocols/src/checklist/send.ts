import type { Connection } from 'mongoose';
import { CHECKLIST_ERROR_CODES, type ChecklistSendState } from '@linhagem/contracts';
import { AppError, toObjectId, type Caller } from '@linhagem/service-kit';
import { checklistModel } from './model';
import { findChecklistProtocol, findSent, refuseCanceled } from './protocolAccess';
import { auditChecklist, sentFace } from './checklistAudit';

/** The checklist sent (certificates no longer change) and the sending undone. */
/** `POST /api/protocol/{id}/checklist/send`: marks the checklist process sent, dated (spec 4). */
export async function sendChecklist(
  connection: Connection,
  caller: Caller,
  protocolId: string,
): Promise<ChecklistSendState> {
  const protocol = await findChecklistProtocol(connection, protocolId);
  refuseCanceled(protocol);
  if ((await findSent(connection, protocolId)).sent)
    throw AppError.conflict('The checklist was already sent', { code: CHECKLIST_ERROR_CODES.alreadySent });
  const sentAt = new Date();
  await checklistModel(connection).updateOne(
    { protocol: toObjectId(protocolId) },
    { $set: { sent: true, sentAt, sentBy: caller.userName } },
    { upsert: true },
  );
  await auditChecklist(connection, caller, 'UPDATE', protocol, sentFace(false, null), sentFace(true, sentAt));
  return { protocolId, sent: true, sentAt: sentAt.toISOString() };
}

/** `POST /api/protocol/{id}/checklist/cancel-send`: certificates can change again. */
export async function cancelChecklistSend(
  connection: Connection,
  caller: Caller,
  protocolId: string,
): Promise<ChecklistSendState> {
  const protocol = await findChecklistProtocol(connection, protocolId);
  refuseCanceled(protocol);
  const { sent, sentAt } = await findSent(connection, protocolId);
  if (!sent)
    throw AppError.conflict('The checklist has not been sent', { code: CHECKLIST_ERROR_CODES.notSent });
  await checklistModel(connection).updateOne(
    { protocol: toObjectId(protocolId) },
    { $set: { sent: false, sentAt: null, sentBy: null } },
  );
  await auditChecklist(connection, caller, 'UPDATE', protocol, sentFace(true, sentAt), sentFace(false, null));
  return { protocolId, sent: false, sentAt: null };
}
