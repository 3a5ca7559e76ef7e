import { CLIENT_ERROR_CODES, PROTOCOLS_INTERNAL, clientProtocolCountSchema } from '@linhagem/contracts';
import { AppError, InternalCallError, internalClient, serviceUrl } from '@linhagem/service-kit';

export function protocolsUrl(): string {
  return serviceUrl('protocols');
}

/** Asks services/protocols how many protocols link the client; 503 `protocols.unavailable` on any failure. */
export async function countClientProtocols(clientId: string, baseUrl = protocolsUrl()): Promise<number> {
  try {
    const answer = await internalClient('clients', baseUrl).get(
      PROTOCOLS_INTERNAL.clientProtocolCountPath(clientId),
      clientProtocolCountSchema,
    );
    return answer.count;
  } catch (error) {
    if (!(error instanceof InternalCallError)) throw error;
    throw new AppError(
      503,
      'The protocols service could not be asked whether this client has protocols; try again later',
      { code: CLIENT_ERROR_CODES.protocolsUnavailable, details: { reason: error.reason } },
    );
  }
}
