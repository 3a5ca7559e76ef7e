import type { Connection } from 'mongoose';
import {
  DEFAULT_LANGUAGE,
  SIGNATURE_EVENT_TEXT,
  escapeHtml,
  type BudgetAcceptedBody,
  type SignatureEventBody,
} from '@linhagem/contracts';
import { AppError, toObjectId } from '@linhagem/service-kit';
import { notifyOffice, type NotifyDeps } from '../notification/service';
import { protocolModel } from '../protocol/model';

/**
 * `POST signature-event`: the staff member in charge is told (the bell, the timeline, the office's mail) that a
 * signature request ended: everyone signed, or a signer declined and why.
 */
export async function signatureEvent(deps: NotifyDeps, protocolId: string, body: SignatureEventBody) {
  const protocol = await protocolModel(deps.connection).findById(toObjectId(protocolId));
  if (!protocol) throw AppError.notFound('Protocol not found');
  const text = SIGNATURE_EVENT_TEXT[DEFAULT_LANGUAGE][body.event];
  const message = `<p>${text.message
    .replace('{file}', `<strong>${escapeHtml(body.documentName)}</strong>`)
    .replace('{signer}', escapeHtml(body.signerName ?? ''))
    .replace('{reason}', escapeHtml(body.reason ?? ''))}</p>`;
  await notifyOffice(deps, protocol, message, text.subject, {
    code: body.event === 'COMPLETED' ? 'signatureCompleted' : 'signatureDeclined',
    params: { file: body.documentName, signer: body.signerName ?? '', reason: body.reason ?? '' },
  });
}

/**
 * `POST budget-accepted`: a budget's quote signed by its main client marks the budget accepted; converting it stays
 * the staff member's action (spec's convert, never automatic). A protocol (already converted) is left as it is.
 */
export async function budgetAccepted(connection: Connection, protocolId: string, body: BudgetAcceptedBody) {
  const found = await protocolModel(connection).updateOne(
    { _id: toObjectId(protocolId), budget: true },
    { $set: { quoteAccepted: { at: new Date(), ...body } } },
  );
  if (found.matchedCount === 0 && !(await protocolModel(connection).exists({ _id: toObjectId(protocolId) })))
    throw AppError.notFound('Protocol not found');
}
