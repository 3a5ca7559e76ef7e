import {
  CLIENT_ERROR_CODES,
  PROTOCOLS_INTERNAL,
  PROTOCOLS_PERSONAL_DATA_INTERNAL,
  clientProtocolCountSchema,
  protocolsAnonymisedSchema,
  protocolsPersonalDataSchema,
  type ProtocolsAnonymiseBody,
  type ProtocolsAnonymised,
  type ProtocolsPersonalData,
} from '@linhagem/contracts';
import { AppError, InternalCallError, internalClient, serviceUrl } from '@linhagem/service-kit';
import type { BoxUrls } from '../lgpd/boxUrls';

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

/** A failure to ask protocols about the client's personal data: 503 `protocols.unavailable`. */
const unavailable = (error: unknown): never => {
  if (!(error instanceof InternalCallError)) throw error;
  throw new AppError(503, 'The protocols service could not be asked; try again later', {
    code: CLIENT_ERROR_CODES.protocolsUnavailable,
    details: { reason: error.reason, service: 'protocols' },
  });
};

/** What services/protocols holds about the client (its protocols, checklist persons, certificates). */
export async function protocolsPersonalData(
  clientId: string,
  options: BoxUrls,
): Promise<ProtocolsPersonalData> {
  try {
    return await internalClient('clients', options.protocolsUrl ?? serviceUrl('protocols')).get(
      PROTOCOLS_PERSONAL_DATA_INTERNAL.personalDataPath(clientId),
      protocolsPersonalDataSchema,
    );
  } catch (error) {
    return unavailable(error);
  }
}

/** Asks services/protocols to replace the client's name in its records; its 409 (an active protocol) is relayed. */
export async function anonymiseInProtocols(
  clientId: string,
  body: ProtocolsAnonymiseBody,
  options: BoxUrls,
): Promise<ProtocolsAnonymised> {
  try {
    return await internalClient('clients', options.protocolsUrl ?? serviceUrl('protocols')).post(
      PROTOCOLS_PERSONAL_DATA_INTERNAL.anonymisePath(clientId),
      body,
      protocolsAnonymisedSchema,
      { relayRefusals: true },
    );
  } catch (error) {
    return unavailable(error);
  }
}
