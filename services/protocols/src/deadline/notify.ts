import { DEADLINE_NOTICE_DAYS, dueNotice, type Deadline } from '@linhagem/contracts';
import mongoose from 'mongoose';
import { createLogger, officeDay, toObjectId } from '@linhagem/service-kit';
import { notificationModel } from '../notification/model';
import type { Deps } from '../protocol/service';
import { deadlineModel, type DeadlineRecord } from './model';
import { activeClockProtocols, deadlinesOfCases } from './service';

const logger = createLogger('protocols');
/** How often the service looks for deadlines to announce. */
export const DEADLINE_CHECK_EVERY_MS = 60 * 60 * 1000;

const noticeText = (deadline: Deadline, days: number) =>
  `<p>${deadline.protocolCode}: ${days === 1 ? '1 day' : `${days} days`} to ${deadline.date}: ${escape(deadline.title)}</p>`;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One pass of the legal clock's notices: every open deadline of an active case that reached 30, 7 or 1 days
 * before gets one bell notification for the staff member in charge, once per threshold (the thresholds given are
 * kept with the deadline). `now` is injectable so tests fake the clock. Answers how many notices were sent.
 */
export async function sendDeadlineNotices(deps: Deps, now: Date = new Date()): Promise<number> {
  const today = await officeDay(now);
  const protocols = await activeClockProtocols(deps.connection);
  const Deadline = deadlineModel(deps.connection);
  let sent = 0;
  for (const { deadlines, records } of await deadlinesOfCases(deps, protocols, today)) {
    const recordOf = (deadline: Deadline): DeadlineRecord | undefined =>
      records.find((record) => (record.manual ? String(record._id) : record.key) === deadline.id);
    for (const deadline of deadlines) {
      const record = recordOf(deadline);
      const notice = dueNotice(deadline, record?.notified ?? [], DEADLINE_NOTICE_DAYS);
      if (notice === null) continue;
      // the thresholds this notice covers: a late one stands for the wider ones it skipped
      const covered = DEADLINE_NOTICE_DAYS.filter((days) => days >= notice);
      const claim = record?.manual
        ? await Deadline.updateOne(
            { _id: record._id, notified: mongoose.trusted({ $ne: notice }) },
            { $addToSet: { notified: { $each: covered } } },
          )
        : await Deadline.updateOne(
            { key: deadline.id, notified: mongoose.trusted({ $ne: notice }) },
            {
              $addToSet: { notified: { $each: covered } },
              $setOnInsert: {
                protocol: toObjectId(deadline.protocolId),
                manual: false,
                kind: deadline.kind,
              },
            },
            { upsert: true },
          ).catch(() => ({ modifiedCount: 0, upsertedCount: 0 }));
      // another pass (another instance) claimed it first: no second notice
      if (!claim.modifiedCount && !claim.upsertedCount) continue;
      await notificationModel(deps.connection).create({
        protocol: toObjectId(deadline.protocolId),
        protocolCode: deadline.protocolCode,
        protocolGroupName: deadline.about.name,
        userId: deadline.inCharge?.id ?? null,
        message: noticeText(deadline, deadline.daysLeft),
        notice: {
          code: 'deadline',
          params: { days: deadline.daysLeft, date: deadline.date, title: deadline.title },
        },
      });
      sent++;
    }
  }
  return sent;
}

/** Runs sendDeadlineNotices now and every `everyMs`; answers a stop function. */
export function startDeadlineWatch(
  deps: Deps,
  { everyMs = DEADLINE_CHECK_EVERY_MS, now = () => new Date() }: { everyMs?: number; now?: () => Date } = {},
): () => void {
  const run = () =>
    sendDeadlineNotices(deps, now()).catch((error) =>
      logger.error('deadline notices failed', { error: String(error) }),
    );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
