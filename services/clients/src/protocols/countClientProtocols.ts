import { CLIENT_ERROR_CODES, PROTOCOLS_INTERNAL, clientProtocolCountSchema } from '@linhagem/contracts';
import { AppError, INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';

export const PROTOCOLS_TIMEOUT_MS = 5000;

export function protocolsUrl(): string {
  return process.env.PROTOCOLS_URL ?? `http://127.0.0.1:${process.env.PROTOCOLS_PORT ?? 4003}`;
}

function unavailable(reason: string): AppError {
  return new AppError(
    503,
    CLIENT_ERROR_CODES.protocolsUnavailable,
    'The protocols service could not be asked whether this client has protocols; try again later',
    { reason },
  );
}

/** Asks services/protocols how many protocols link the client; 503 `protocols.unavailable` on any failure. */
export async function countClientProtocols(clientId: string, baseUrl = protocolsUrl()): Promise<number> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${PROTOCOLS_INTERNAL.clientProtocolCountPath(clientId)}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: signServiceToken('clients'), accept: 'application/json' },
      signal: AbortSignal.timeout(PROTOCOLS_TIMEOUT_MS),
    });
  } catch (error) {
    throw unavailable(error instanceof Error ? error.name : 'fetch failed');
  }
  if (!response.ok) throw unavailable(`status ${response.status}`);
  const parsed = clientProtocolCountSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw unavailable('unexpected answer');
  return parsed.data.count;
}
