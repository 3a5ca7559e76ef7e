import mongoose, { type Connection } from 'mongoose';
import {
  CLOCK_ERROR_CODES,
  normalizeSearchText,
  type ConsularPost,
  type ConsularPostBody,
  type QueueEntry,
  type QueueEntryBody,
  type WaitingQuery,
} from '@linhagem/contracts';
import { AppError, toObjectId } from '@linhagem/service-kit';
import { protocolModel } from '../protocol/model';
import { consularPostModel, queueEntryModel, type ConsularPostRecord, type QueueEntryRecord } from './model';

const toPost = (record: ConsularPostRecord): ConsularPost => ({
  id: String(record._id),
  name: record.name,
  kind: record.kind,
  active: record.active,
});

/** `GET /api/consular-post`: the posts by name. */
export async function listPosts(connection: Connection): Promise<ConsularPost[]> {
  const posts = await consularPostModel(connection).find().sort({ nameKey: 1 }).lean<ConsularPostRecord[]>();
  return posts.map(toPost);
}

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;
const duplicate = () =>
  AppError.conflict('A post with this name already exists', { code: CLOCK_ERROR_CODES.postDuplicate });

/** `POST /api/consular-post[/{id}]` (administrators): a new post, or one renamed. */
export async function savePost(connection: Connection, body: ConsularPostBody, id?: string) {
  const fields = { ...body, nameKey: normalizeSearchText(body.name) };
  try {
    if (!id) return toPost((await consularPostModel(connection).create(fields)).toObject());
    const saved = await consularPostModel(connection)
      .findByIdAndUpdate(id, { $set: fields }, { returnDocument: 'after' })
      .lean<ConsularPostRecord>();
    if (!saved) throw AppError.notFound('Post not found', { code: CLOCK_ERROR_CODES.postNotFound });
    return toPost(saved);
  } catch (error) {
    throw isDuplicate(error) ? duplicate() : error;
  }
}

/** `DELETE /api/consular-post/{id}`: a post cases still wait at is kept, only marked inactive. */
export async function removePost(connection: Connection, id: string) {
  const waiting = await queueEntryModel(connection).exists({ post: toObjectId(id) });
  if (waiting)
    await consularPostModel(connection).updateOne({ _id: toObjectId(id) }, { $set: { active: false } });
  else await consularPostModel(connection).deleteOne({ _id: toObjectId(id) });
}

async function present(connection: Connection, entries: QueueEntryRecord[]): Promise<QueueEntry[]> {
  const [posts, protocols] = await Promise.all([
    consularPostModel(connection)
      .find({ _id: mongoose.trusted({ $in: entries.map((entry) => entry.post) }) })
      .lean<ConsularPostRecord[]>(),
    protocolModel(connection)
      .find({ _id: mongoose.trusted({ $in: entries.map((entry) => entry.protocol) }) }, { code: 1, name: 1 })
      .lean(),
  ]);
  return entries.map((entry) => {
    const post = posts.find((p) => String(p._id) === String(entry.post));
    const protocol = protocols.find((p) => String(p._id) === String(entry.protocol));
    return {
      protocolId: String(entry.protocol),
      protocolCode: protocol?.code ?? '',
      protocolName: protocol?.name ?? '',
      post: { id: String(entry.post), name: post?.name ?? '', kind: post?.kind ?? 'CONSULATE' },
      bookingReference: entry.bookingReference ?? null,
      callListYear: entry.callListYear ?? null,
      appointmentDate: entry.appointmentDate ?? null,
      whatToBring: entry.whatToBring ?? null,
      updatedAt: entry.updatedAt.toISOString(),
    };
  });
}

async function protocolOf(connection: Connection, id: string) {
  const protocol = await protocolModel(connection).findById(id, { budget: 1 }).lean();
  if (!protocol) throw AppError.notFound('Protocol not found');
  if (protocol.budget)
    throw AppError.conflict('A budget has no legal clock: convert it first', {
      code: CLOCK_ERROR_CODES.budget,
    });
  return protocol;
}

/** `GET /api/protocol/{id}/queue`: the case's place in a queue, or null. */
export async function getQueueEntry(connection: Connection, protocolId: string): Promise<QueueEntry | null> {
  await protocolOf(connection, protocolId);
  const entry = await queueEntryModel(connection)
    .findOne({ protocol: toObjectId(protocolId) })
    .lean<QueueEntryRecord>();
  return entry ? (await present(connection, [entry]))[0] : null;
}

/** `POST /api/protocol/{id}/queue`: sets the case's place (the post must be in the list). */
export async function setQueueEntry(
  connection: Connection,
  protocolId: string,
  body: QueueEntryBody,
): Promise<QueueEntry> {
  await protocolOf(connection, protocolId);
  const post = await consularPostModel(connection).findById(body.post).lean();
  if (!post)
    throw AppError.badRequest('Choose a post from the list', { code: CLOCK_ERROR_CODES.postNotFound });
  const entry = await queueEntryModel(connection)
    .findOneAndUpdate(
      { protocol: toObjectId(protocolId) },
      { $set: { ...body, post: toObjectId(body.post) } },
      { upsert: true, returnDocument: 'after' },
    )
    .lean<QueueEntryRecord>();
  return (await present(connection, [entry!]))[0];
}

/** `GET /api/consular-post/waiting`: every case of the office waiting at a post, by call-list year then code. */
export async function listWaiting(connection: Connection, query: WaitingQuery): Promise<QueueEntry[]> {
  const active = await protocolModel(connection).find({ budget: false, status: 'ACTIVE' }, { _id: 1 }).lean();
  const entries = await queueEntryModel(connection)
    .find({
      protocol: mongoose.trusted({ $in: active.map((protocol) => protocol._id) }),
      ...(query.post ? { post: toObjectId(query.post) } : {}),
      ...(query.callListYear ? { callListYear: query.callListYear } : {}),
    })
    .sort({ callListYear: 1, _id: 1 })
    .lean<QueueEntryRecord[]>();
  return present(connection, entries);
}
