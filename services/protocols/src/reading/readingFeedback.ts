import {
  DEFAULT_LANGUAGE,
  READING_FEEDBACK_TEXT,
  escapeHtml,
  type ReadingFeedbackNoticeBody,
} from '@linhagem/contracts';
import { AppError, toObjectId } from '@linhagem/service-kit';
import { notifyOffice, type NotifyDeps } from '../notification/service';
import { protocolModel } from '../protocol/model';

/**
 * The family confirmed or corrected what was read of its upload (docs/adr-reading.md "The family confirms"): the
 * office is told as it is of a file the family sent (the bell, the timeline, its mail), with the family's note.
 */
export async function readingFeedbackNotice(
  deps: NotifyDeps,
  protocolId: string,
  body: ReadingFeedbackNoticeBody,
): Promise<void> {
  const protocol = await protocolModel(deps.connection).findById(toObjectId(protocolId));
  if (!protocol) throw AppError.notFound('Protocol not found');
  const text = READING_FEEDBACK_TEXT[DEFAULT_LANGUAGE];
  const file = `<strong>${escapeHtml(body.fileName)}</strong>`;
  const message = `<p>${(body.ok ? text.ok : text.wrong)
    .replace('{file}', file)
    .replace('{note}', escapeHtml(body.note ?? ''))}</p>`;
  await notifyOffice(deps, protocol, message, text.subject);
}
