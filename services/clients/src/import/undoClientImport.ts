import type { Connection } from 'mongoose';
import type { ImportUndoResult } from '@linhagem/contracts';
import { undoImport, type Caller } from '@linhagem/service-kit';
import { countClientProtocols } from '../protocols/protocolsClient';
import { clientImportTarget } from './writeClientImport';

/** Protocol counts asked at once: the protocols service answers each from an index. */
const CONCURRENCY = 8;

/** The created clients a protocol uses: they stay (spec 8: "There is some protocol for this client"). */
async function inUse(ids: string[], protocolsUrl: string | undefined): Promise<Set<string>> {
  const used = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++];
      if ((await countClientProtocols(id, protocolsUrl)) > 0) used.add(id);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return used;
}

/**
 * `POST /api/client/import/{importId}/undo`: the shared undo (service-kit `undoImport`), keeping the created
 * clients a protocol uses.
 */
export const undoClientImport = (
  connection: Connection,
  caller: Caller,
  importId: string,
  protocolsUrl?: string,
): Promise<ImportUndoResult> =>
  undoImport(connection, caller, 'CLIENT', importId, clientImportTarget(connection), ({ created }) =>
    inUse(created, protocolsUrl),
  );
