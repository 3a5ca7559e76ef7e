import type { Connection } from 'mongoose';
import type { ProtocolsClient } from './protocols/protocolsClient';

/** What the documents' routes share: the box's connection, the protocols it asks, the largest file it takes. */
export type DocumentDeps = { connection: Connection; protocols: ProtocolsClient; maxBytes: number };
