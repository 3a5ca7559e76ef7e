import { PROTOCOL_ERROR_CODES } from './codes';
import type { ProtocolAction, ProtocolStatus } from './enums';

/** What decides whether an action is allowed. */
export type ProtocolState = { status: ProtocolStatus; budget: boolean; currentUserId?: string | null };

type Refusal = (typeof PROTOCOL_ERROR_CODES)[keyof typeof PROTOCOL_ERROR_CODES];

/**
 * spec 4: why `action` is refused in `state` (the 409 code), or undefined when it is allowed. `userId` is who
 * would be in charge after take or forward. The screens enable their buttons with it, the service enforces it.
 */
export function refuseProtocolAction(
  action: ProtocolAction,
  state: ProtocolState,
  userId?: string,
): Refusal | undefined {
  const active = state.status === 'ACTIVE';
  switch (action) {
    case 'finalize':
      if (state.budget) return PROTOCOL_ERROR_CODES.isBudget;
      return active ? undefined : PROTOCOL_ERROR_CODES.notActive;
    case 'convert':
      if (!state.budget) return PROTOCOL_ERROR_CODES.notABudget;
      return active ? undefined : PROTOCOL_ERROR_CODES.notActive;
    case 'cancel':
      return active ? undefined : PROTOCOL_ERROR_CODES.notActive;
    case 'reactivate':
      return active ? PROTOCOL_ERROR_CODES.alreadyActive : undefined;
    case 'take':
    case 'forward':
      if (!active) return PROTOCOL_ERROR_CODES.notActive;
      return userId !== undefined && userId === state.currentUserId
        ? PROTOCOL_ERROR_CODES.alreadyInCharge
        : undefined;
    case 'new-access-code':
      return undefined;
  }
}

/** The status an allowed action leaves. */
export function statusAfter(action: ProtocolAction, status: ProtocolStatus): ProtocolStatus {
  if (action === 'finalize') return 'FINISHED';
  if (action === 'cancel') return 'CANCELED';
  if (action === 'reactivate') return 'ACTIVE';
  return status;
}
