import type { Connection } from 'mongoose';
import { createLogger, repeatUntilDone } from '@linhagem/service-kit';
import { settlePendingLinks } from './settlePendingLinks';

/**
 * At start, the persons a previous process left waiting for their protocol's link are settled; services/protocols
 * decides which are linked, so this waits for it (started beside this box, or restarting too). Logs what it did.
 */
export async function settleOnStart(connection: Connection, startedAt: Date, protocolsUrl?: string) {
  const log = createLogger('clients');
  const settled = await repeatUntilDone(() => settlePendingLinks(connection, startedAt, protocolsUrl), {
    onFailure: (error, attempt) => {
      if (attempt === 1)
        log.info('waiting for protocols to settle unlinked persons', { reason: String(error) });
    },
  });
  if (!settled) log.error('could not settle the persons waiting for a protocol; the next start tries again');
  else if (settled.linked || settled.removed)
    log.warn('settled what interrupted portal persons left', settled);
}
