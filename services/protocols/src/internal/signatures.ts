import type { Connection } from 'mongoose';
import {
  DEFAULT_LANGUAGE,
  SIGNATURE_ERROR_CODES,
  SIGNATURE_EVENT_TEXT,
  SIGNER_CODE_TEXT,
  escapeHtml,
  type BudgetAcceptedBody,
  type SignatureEventBody,
  type SignerCodeMailBody,
} from '@linhagem/contracts';
import { AppError, toObjectId } from '@linhagem/service-kit';
import { notifyOffice, type NotifyDeps } from '../notification/service';
import { protocolModel } from '../protocol/model';

/**
 * `POST signature-event`: the staff member in charge is told (the bell, the office's mail) that a signature request
 * ended: everyone signed, or a signer declined and why; the timeline shows it as a signature event, not as a message
 * the family wrote.
 */
export async function signatureEvent(deps: NotifyDeps, protocolId: string, body: SignatureEventBody) {
  const protocol = await protocolModel(deps.connection).findById(toObjectId(protocolId));
  if (!protocol) throw AppError.notFound('Protocol not found');
  const text = SIGNATURE_EVENT_TEXT[DEFAULT_LANGUAGE][body.event];
  const message = `<p>${text.message
    .replace('{file}', `<strong>${escapeHtml(body.documentName)}</strong>`)
    .replace('{signer}', escapeHtml(body.signerName ?? ''))
    .replace('{reason}', escapeHtml(body.reason ?? ''))}</p>`;
  await notifyOffice(deps, protocol, message, text.subject, 'SIGNATURE', {
    code: body.event === 'COMPLETED' ? 'signatureCompleted' : 'signatureDeclined',
    params: { file: body.documentName, signer: body.signerName ?? '', reason: body.reason ?? '' },
  });
}

/**
 * `POST signer-code`: a signer's one-time code mailed in the protocol's language (services/documents keeps its
 * SHA-256, never the code). 409 `signature.mail-off` without SMTP_URL, 503 `signature.code-not-sent` when refused.
 */
export async function signerCode(deps: NotifyDeps, protocolId: string, body: SignerCodeMailBody) {
  const protocol = await protocolModel(deps.connection).findById(toObjectId(protocolId));
  if (!protocol) throw AppError.notFound('Protocol not found');
  if (!deps.mailer.enabled)
    throw AppError.conflict('Mail is not configured', { code: SIGNATURE_ERROR_CODES.mailOff });
  const words = SIGNER_CODE_TEXT[protocol.language ?? DEFAULT_LANGUAGE];
  const fill = (text: string) =>
    text
      .replace('{file}', body.documentName)
      .replace('{code}', body.code)
      .replace('{minutes}', String(body.minutes));
  const sent = await deps.mailer
    .send({ to: body.to, subject: fill(words.subject), text: fill(words.text) })
    .catch(() => false);
  if (!sent)
    throw new AppError(503, 'The code could not be mailed', { code: SIGNATURE_ERROR_CODES.codeNotSent });
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
