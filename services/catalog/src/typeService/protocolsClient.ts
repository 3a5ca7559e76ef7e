import { CATALOG_ERROR_CODES, PROTOCOLS_INTERNAL, typeServiceUsageSchema } from '@linhagem/contracts';
import { AppError, InternalCallError, internalClient, serviceUrl } from '@linhagem/service-kit';

export const protocolsUrl = () => serviceUrl('protocols');

/** How many protocols or budgets use the type service; 503 `protocols.unavailable` when protocols cannot answer. */
export async function countTypeServiceUsage(
  typeServiceId: string,
  baseUrl = protocolsUrl(),
): Promise<number> {
  try {
    const answer = await internalClient('catalog', baseUrl).get(
      PROTOCOLS_INTERNAL.typeServiceUsagePath(typeServiceId),
      typeServiceUsageSchema,
    );
    return answer.count;
  } catch (error) {
    if (!(error instanceof InternalCallError)) throw error;
    throw new AppError(
      503,
      'The protocols service could not be asked whether a protocol uses this type service; try again later',
      { code: CATALOG_ERROR_CODES.protocolsUnavailable, details: { reason: error.reason } },
    );
  }
}
