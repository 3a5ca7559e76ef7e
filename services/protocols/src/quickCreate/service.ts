import { PROTOCOL_ERROR_CODES, type Protocol, type QuickProtocolBody } from '@linhagem/contracts';
import { AppError, type Caller } from '@linhagem/service-kit';
import { typeServiceOf } from '../protocolServices/serviceLine';
import { saveProtocol, type Deps, type Kind } from '../protocol/service';

/**
 * `POST /api/protocol/quick-create` and `POST /api/budget/quick-create`: a new protocol or budget with the
 * template's type services, each priced now for all the chosen clients. Everything is checked before the one save.
 */
export async function quickCreateProtocol(
  deps: Deps,
  caller: Caller,
  kind: Kind,
  { quickProtocolCreateId, protocol }: QuickProtocolBody,
): Promise<Protocol> {
  const template = await deps.remotes.quickProtocolCreate(quickProtocolCreateId);
  if (!template || !template.active)
    throw AppError.badRequest('No active quick-protocol template with this id', {
      code: PROTOCOL_ERROR_CODES.quickProtocolNotFound,
      details: { id: quickProtocolCreateId },
    });
  if (template.typeServices.length > 0 && protocol.clients.length === 0)
    throw AppError.badRequest("The template's services need at least one client", {
      code: PROTOCOL_ERROR_CODES.clientsRequired,
    });
  const typeServices = await Promise.all(template.typeServices.map((id) => typeServiceOf(deps.remotes, id)));
  return saveProtocol(deps, caller, kind, protocol, undefined, typeServices);
}
