import { z } from 'zod';
import { objectIdSchema } from '../client';
import type { NamedRef } from './protocol';

/** `POST /api/protocol/{id}/contract`: the catalog contract to fill in for one client of the protocol. */
export const protocolContractBodySchema = z
  .object({ contractId: objectIdSchema, clientId: objectIdSchema })
  .strict();
export type ProtocolContractBody = z.infer<typeof protocolContractBodySchema>;

/**
 * A contract attached to a client of a protocol: the catalog contract's text with its merge fields filled on
 * the server when attached, kept as it was then (`GET /api/protocol/{id}/contract` lists them without `text`).
 */
export type ProtocolContract = {
  id: string;
  protocolId: string;
  contractId: string;
  contractName: string;
  client: NamedRef;
  /** sanitised HTML */
  text: string;
  createdBy: { id: string | null; name: string };
  createdAt: string;
};
export type ProtocolContractSummary = Omit<ProtocolContract, 'text'>;
