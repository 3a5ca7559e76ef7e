import {
  PROTOCOL_ERROR_CODES,
  priceTypeService,
  type Protocol,
  type ProtocolServiceBody,
} from '@linhagem/contracts';
import { AppError, type Caller } from '@linhagem/service-kit';
import { auditProtocol, findProtocol, presentProtocol, type Deps } from '../protocol/service';
import type { ProtocolDocument } from '../protocol/model';
import { pricedServiceLine, typeServiceOf } from './serviceLine';

/** Services change only on an active protocol or budget. */
async function openProtocol(deps: Deps, id: string): Promise<ProtocolDocument> {
  const doc = await findProtocol(deps.connection, id);
  if (doc.status !== 'ACTIVE')
    throw AppError.conflict('Reactivate it first', { code: PROTOCOL_ERROR_CODES.notActive });
  return doc;
}

function serviceOf(doc: ProtocolDocument, serviceId: string) {
  const service = doc.services.find((s) => String(s._id) === serviceId);
  if (!service)
    throw AppError.notFound('No such service in the protocol', {
      code: PROTOCOL_ERROR_CODES.serviceNotFound,
    });
  return service;
}

/** Saves the change, audits it (before and after as the API showed them) and answers the protocol. */
async function commit(deps: Deps, caller: Caller, doc: ProtocolDocument, before: Protocol) {
  await doc.save();
  const after = await presentProtocol(deps.connection, caller, doc);
  await auditProtocol(deps.connection, caller, before, after);
  return after;
}

/** `POST /api/protocol/{id}/service`: priced now by the shared pricing function, and kept at that price. */
export async function addProtocolService(deps: Deps, caller: Caller, id: string, body: ProtocolServiceBody) {
  const doc = await openProtocol(deps, id);
  const linked = new Set(doc.clients.map((c) => String(c.client)));
  const strangers = body.clients.filter((c) => !linked.has(c));
  if (strangers.length > 0)
    throw AppError.badRequest('The service can only cover clients of the protocol', {
      code: PROTOCOL_ERROR_CODES.clientNotInProtocol,
      details: { ids: strangers },
    });
  const typeService = await typeServiceOf(deps.remotes, body.typeService);
  const before = await presentProtocol(deps.connection, caller, doc);
  doc.services.push(pricedServiceLine(typeService, body.clients));
  return commit(deps, caller, doc, before);
}

/** `DELETE /api/protocol/{id}/service/{serviceId}`. */
export async function removeProtocolService(deps: Deps, caller: Caller, id: string, serviceId: string) {
  const doc = await openProtocol(deps, id);
  const service = serviceOf(doc, serviceId);
  const before = await presentProtocol(deps.connection, caller, doc);
  doc.set(
    'services',
    doc.services.filter((s) => s !== service),
  );
  return commit(deps, caller, doc, before);
}

/**
 * `POST /api/protocol/{id}/service/{serviceId}/re-price`: today's catalog price replaces the frozen one (and
 * today's tax rate the protocol's, when it has tax); the audit keeps both.
 */
export async function repriceProtocolService(deps: Deps, caller: Caller, id: string, serviceId: string) {
  const doc = await openProtocol(deps, id);
  const service = serviceOf(doc, serviceId);
  const typeService = await typeServiceOf(deps.remotes, String(service.typeService));
  const taxRate = doc.haveTax ? await deps.remotes.taxRate() : doc.taxRate;
  const before = await presentProtocol(deps.connection, caller, doc);
  service.typeServiceName = typeService.name;
  service.price = priceTypeService(typeService, service.clients.length);
  service.pricedAt = new Date();
  doc.taxRate = taxRate;
  return commit(deps, caller, doc, before);
}
