import {
  PROTOCOL_ERROR_CODES,
  refuseProtocolAction,
  statusAfter,
  type Protocol,
  type ProtocolAction,
} from '@linhagem/contracts';
import { AppError, recordAudit, type Caller } from '@linhagem/service-kit';
import { nextCode } from './counter';
import { generateAccessCode } from './generateAccessCode';
import { auditProtocol, ENTITY, findProtocol, presentProtocol, type Deps } from './service';

/**
 * `POST /api/protocol/{id}/<action>`: checks the state (409 with the refusal's code), applies the action, audits it
 * and answers the protocol as it now is. `userId` is forward's target.
 */
export async function applyProtocolAction(
  { connection, remotes }: Deps,
  caller: Caller,
  id: string,
  action: ProtocolAction,
  userId?: string,
): Promise<Protocol> {
  const doc = await findProtocol(connection, id);
  const target = action === 'take' ? caller.sub : userId;
  const refusal = refuseProtocolAction(
    action,
    { status: doc.status, budget: doc.budget, currentUserId: doc.currentUser?.id },
    target,
  );
  if (refusal) throw AppError.conflict(`Not allowed to ${action} now`, { code: refusal });
  const before = await presentProtocol(connection, caller, doc);

  switch (action) {
    case 'convert':
      doc.budgetCode = doc.code;
      doc.code = await nextCode(connection, 'protocol');
      doc.budget = false;
      doc.convertedAt = new Date();
      doc.convertedBy = { id: caller.sub, name: caller.name };
      break;
    case 'take':
      doc.currentUser = { id: caller.sub, name: caller.name };
      break;
    case 'forward': {
      const user = await remotes.staffMember(userId!);
      if (!user || !user.active)
        throw AppError.badRequest('No active user with this id', {
          code: PROTOCOL_ERROR_CODES.userNotFound,
          details: { userId },
        });
      doc.currentUser = { id: user.id, name: user.name };
      break;
    }
    case 'new-access-code':
      doc.accessCode = generateAccessCode();
      break;
    default:
      doc.status = statusAfter(action, doc.status);
      doc.active = doc.status === 'ACTIVE';
      doc.finishedAt = doc.status === 'FINISHED' ? new Date() : null;
  }
  await doc.save();
  const after = await presentProtocol(connection, caller, doc);
  await auditProtocol(connection, caller, before, after);
  if (action === 'new-access-code') {
    // the values stay out of the audit, which LIMITED users read
    await recordAudit(
      connection,
      caller,
      ENTITY,
      'UPDATE',
      { entityId: after.id, entityName: `${after.code} ${after.name}` },
      { accessCode: 'previous' },
      { accessCode: 'replaced' },
    );
  }
  return after;
}
