import type { NamedRef, Protocol, ProtocolBodyInput } from '@linhagem/contracts';
import type { Kind } from '../api/useProtocolApi';

export const kindOf = (protocol: Pick<Protocol, 'budget'>): Kind => (protocol.budget ? 'budget' : 'protocol');

/** The body that saves `protocol` as it is (the form and the detail's modals change one part of it). */
export function toProtocolBody(protocol: Protocol): ProtocolBodyInput {
  return {
    name: protocol.name,
    familyName: protocol.familyName,
    description: protocol.description,
    mainClient: protocol.mainClient?.id ?? null,
    clients: protocol.clients.map((link) => link.client),
    underAges: protocol.underAges.map(({ client, underAgeClient }) => ({ client, underAgeClient })),
    budget: protocol.budget,
    stage: protocol.stage,
    haveTax: protocol.haveTax,
    language: protocol.language,
    mainService: protocol.mainService,
    filingDate: protocol.filingDate,
    version: protocol.version,
  };
}

/** The protocol's clients by id and name. */
export const clientRefs = (protocol: Protocol): NamedRef[] =>
  protocol.clients.map((link) => ({ id: link.client, name: link.name }));
