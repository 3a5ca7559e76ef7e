import mongoose from 'mongoose';
import {
  CLIENT_FIELDS,
  MAX_PROTOCOL_CLIENTS,
  PUBLIC_CLIENT_FIELDS,
  PUBLIC_ERROR_CODES,
  toPublicClient,
  type Client,
  type ClientBodyInput,
  type PublicClientLink,
  type PublicPersonBody,
  type PublicUnderageLink,
} from '@linhagem/contracts';
import { AppError, crashPoint, createLogger, toObjectId, type Caller } from '@linhagem/service-kit';
import type { ProtocolDocument } from '../protocol/model';
import { auditProtocol, presentProtocol, type Deps } from '../protocol/service';

const logger = createLogger('protocols');

/** Who the audit names for a change made in the public portal. */
export const PORTAL_CALLER: Caller = {
  kind: 'service',
  sub: 'service:public-portal',
  userName: 'public-portal',
  name: 'Portal (family)',
  typeUser: 'LIMITED',
};

/** The client fields a family neither sees nor sets (the responsible is the protocol's): an edit keeps them. */
const OFFICE_FIELDS = CLIENT_FIELDS.filter(
  (field) => field !== 'responsible' && !(PUBLIC_CLIENT_FIELDS as readonly string[]).includes(field),
);

const notFound = () =>
  new AppError(404, 'This person is not part of this protocol', { code: PUBLIC_ERROR_CODES.personNotFound });

/** spec 4: a canceled or finished protocol answers reads only. */
export function refuseReadOnly(protocol: ProtocolDocument): void {
  if (protocol.status !== 'ACTIVE')
    throw AppError.conflict('This protocol is closed: its data can no longer change', {
      code: PUBLIC_ERROR_CODES.readOnly,
    });
}

const linkOf = (protocol: ProtocolDocument, clientId: string) =>
  protocol.clients.find((link) => String(link.client) === clientId);
const underageLinkOf = (protocol: ProtocolDocument, clientId: string) =>
  protocol.underAges.find((link) => String(link.underAgeClient) === clientId);

/** An underage's responsible: an adult (no underage link of their own) among the protocol's persons. */
function checkResponsible(protocol: ProtocolDocument, responsible: string, self?: string) {
  if (responsible === self || !linkOf(protocol, responsible) || underageLinkOf(protocol, responsible))
    throw AppError.badRequest('The responsible must be an adult person of this protocol', {
      code: PUBLIC_ERROR_CODES.responsibleInvalid,
    });
}

async function byId(deps: Deps, ids: string[]): Promise<Map<string, Client>> {
  return new Map((await deps.remotes.readClients(ids)).map((client) => [client.id, client]));
}

/** `GET .../client/{protocolId}/{accessCode}`: the protocol client links with their whole clients. */
export async function listPersons(deps: Deps, protocol: ProtocolDocument): Promise<PublicClientLink[]> {
  const clients = await byId(
    deps,
    protocol.clients.map((link) => String(link.client)),
  );
  return protocol.clients.flatMap((link) => {
    const client = clients.get(String(link.client));
    return client ? [{ id: String(link._id), client: toPublicClient(client) }] : [];
  });
}

/** `GET .../with-underage`: the underage links, responsible and underage whole. */
export async function listUnderages(deps: Deps, protocol: ProtocolDocument): Promise<PublicUnderageLink[]> {
  const ids = protocol.underAges.flatMap((link) => [String(link.client), String(link.underAgeClient)]);
  const clients = await byId(deps, ids);
  return protocol.underAges.flatMap((link) => {
    const client = clients.get(String(link.client));
    const underAgeClient = clients.get(String(link.underAgeClient));
    return client && underAgeClient
      ? [
          {
            id: String(link._id),
            client: toPublicClient(client),
            underAgeClient: toPublicClient(underAgeClient),
          },
        ]
      : [];
  });
}

/** Saves the protocol's new links and records the change as the portal's. */
async function saveLinks(deps: Deps, protocol: ProtocolDocument, change: () => void) {
  const before = await presentProtocol(deps.connection, PORTAL_CALLER, protocol);
  change();
  await protocol.save();
  await auditProtocol(
    deps.connection,
    PORTAL_CALLER,
    before,
    await presentProtocol(deps.connection, PORTAL_CALLER, protocol),
  );
}

function toClientBody(body: PublicPersonBody, current?: Client): ClientBodyInput {
  const { responsible, version, ...fields } = body;
  const kept = Object.fromEntries(OFFICE_FIELDS.map((field) => [field, current?.[field] ?? undefined]));
  // a CPF the office holds proves its person's signatures: the portal shows it masked and never changes it
  if (current?.cpf) fields.cpf = current.cpf;
  // duplicate names and incomplete weddings are the office's to confirm, not the family's
  return {
    ...kept,
    ...fields,
    responsible: responsible ?? null,
    version,
    confirmDuplicateName: true,
    confirmIncompleteWedding: true,
  } as ClientBodyInput;
}

/**
 * `POST .../client/{protocolId}/{accessCode}`: the clients service creates the person (the staff form's rules),
 * then the protocol links it, as an underage of `responsible` when given. If the link fails the client is undone.
 */
export async function createPerson(
  deps: Deps,
  protocol: ProtocolDocument,
  body: PublicPersonBody,
): Promise<PublicClientLink & { underage?: PublicUnderageLink }> {
  refuseReadOnly(protocol);
  // the staff form's limit: past it the protocol could no longer be saved nor its persons listed
  if (protocol.clients.length >= MAX_PROTOCOL_CLIENTS)
    throw AppError.conflict(`A protocol holds at most ${MAX_PROTOCOL_CLIENTS} persons`, {
      code: PUBLIC_ERROR_CODES.tooManyPersons,
      details: { max: MAX_PROTOCOL_CLIENTS },
    });
  if (body.responsible) checkResponsible(protocol, body.responsible);
  // marked as waiting for this protocol: a crash before the link is settled on the next start
  const client = await deps.remotes.createClient(toClientBody(body), String(protocol._id));
  crashPoint('person:before-link');
  const linkId = new mongoose.Types.ObjectId();
  const underageId = new mongoose.Types.ObjectId();
  try {
    await saveLinks(deps, protocol, () => {
      protocol.clients.push({
        _id: linkId,
        client: toObjectId(client.id),
        name: client.name,
        fromPortal: true,
      });
      if (body.responsible)
        protocol.underAges.push({
          _id: underageId,
          client: toObjectId(body.responsible),
          underAgeClient: toObjectId(client.id),
        });
    });
  } catch (error) {
    await deps.remotes.deleteClient(client.id).catch((undo: unknown) =>
      logger.error('could not undo a client whose link failed', {
        clientId: client.id,
        error: String(undo),
      }),
    );
    throw error;
  }
  crashPoint('person:after-link');
  // lost with a crash, it is cleared by the next start's settling, which finds the link
  await deps.remotes.personLinked(client.id).catch((error: unknown) =>
    logger.warn('a linked person keeps its pending mark until the next start', {
      clientId: client.id,
      error: String(error),
    }),
  );
  const created = { id: String(linkId), client: toPublicClient(client) };
  if (!body.responsible) return created;
  const [responsible] = await deps.remotes.readClients([body.responsible]);
  if (!responsible) return created;
  return {
    ...created,
    underage: { id: String(underageId), client: toPublicClient(responsible), underAgeClient: created.client },
  };
}

/** `POST .../client/{protocolId}/{accessCode}/{clientId}`: edits a person of this protocol only. */
export async function updatePerson(
  deps: Deps,
  protocol: ProtocolDocument,
  clientId: string,
  body: PublicPersonBody,
): Promise<PublicClientLink> {
  refuseReadOnly(protocol);
  const link = linkOf(protocol, clientId);
  if (!link) throw notFound();
  const underage = underageLinkOf(protocol, clientId);
  if (body.responsible && !underage)
    throw AppError.badRequest('Only an underage has a responsible', {
      code: PUBLIC_ERROR_CODES.responsibleInvalid,
    });
  if (body.responsible) checkResponsible(protocol, body.responsible, clientId);
  const [current] = await deps.remotes.readClients([clientId]);
  if (!current) throw notFound();
  const responsible = underage ? (body.responsible ?? String(underage.client)) : null;
  const client = await deps.remotes.updateClient(clientId, toClientBody({ ...body, responsible }, current));
  if (client.name !== link.name || (underage && String(underage.client) !== responsible)) {
    await saveLinks(deps, protocol, () => {
      link.name = client.name;
      if (underage && responsible) underage.client = toObjectId(responsible);
    });
  }
  return { id: String(link._id), client: toPublicClient(client) };
}

/**
 * `DELETE .../client/{protocolId}/{accessCode}/{clientId}`: unlinks a person (and their underage link); the
 * main client, a responsible of an underage and a person a service covers stay. A person the family created
 * here is deleted from the clients too, unless something else still links it.
 */
export async function removePerson(deps: Deps, protocol: ProtocolDocument, clientId: string): Promise<void> {
  refuseReadOnly(protocol);
  const link = linkOf(protocol, clientId);
  if (!link) throw notFound();
  if (String(protocol.mainClient ?? '') === clientId)
    throw AppError.conflict('The main client cannot be removed here', {
      code: PUBLIC_ERROR_CODES.mainClient,
    });
  if (protocol.underAges.some((u) => String(u.client) === clientId))
    throw AppError.conflict('This person is responsible for an underage: remove the underage first', {
      code: PUBLIC_ERROR_CODES.responsibleOfUnderage,
    });
  if (protocol.services.some((s) => s.clients.some((c) => String(c) === clientId)))
    throw AppError.conflict('A service of the protocol covers this person', {
      code: PUBLIC_ERROR_CODES.coveredByService,
    });
  await saveLinks(deps, protocol, () => {
    protocol.set(
      'clients',
      protocol.clients.filter((c) => c !== link),
    );
    protocol.set(
      'underAges',
      protocol.underAges.filter((u) => String(u.underAgeClient) !== clientId),
    );
  });
  if (link.fromPortal)
    await deps.remotes
      .deleteClient(clientId)
      .catch((kept: unknown) =>
        logger.info('a person removed in the portal stays a client', { clientId, reason: String(kept) }),
      );
}

/** `DELETE .../protocol-type-service/{id}`: removes an underage link, and so the underage, from this protocol. */
export async function removeUnderageLink(
  deps: Deps,
  protocol: ProtocolDocument,
  linkId: string,
): Promise<void> {
  const link = protocol.underAges.find((u) => String(u._id) === linkId);
  if (!link) {
    refuseReadOnly(protocol);
    throw notFound();
  }
  await removePerson(deps, protocol, String(link.underAgeClient));
}
