import type { Connection } from 'mongoose';
import type { ProtocolsClient } from './protocols/protocolsClient';

/**
 * What the documents' routes share: the box's connection, the protocols it asks, the largest file it takes, a case's storage allowance, and
 * whether mail is configured (SMTP_URL: signers may then prove themselves with an e-mailed code).
 */
export type DocumentDeps = {
  connection: Connection;
  protocols: ProtocolsClient;
  maxBytes: number;
  /** a case's storage allowance, in bytes (`maxCaseUploadBytes()`) */
  caseLimitBytes: number;
  mailEnabled?: boolean;
};
