import type { Context } from 'koa';
import type { Connection } from 'mongoose';
import type { CaseDocument } from '@linhagem/contracts';
import { thumbnailOf } from '../preview/thumbnails';
import type { StoredFileId } from '../storage/files';

/** Answers a document's JPEG thumbnail (drawn on first ask, then kept); the route says how long it may be cached. */
export async function serveThumbnail(
  ctx: Context,
  connection: Connection,
  { document, fileId }: { document: CaseDocument; fileId: StoredFileId },
): Promise<void> {
  const bytes = await thumbnailOf(connection, { fileId, contentType: document.contentType });
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = 'image/jpeg';
  ctx.body = bytes;
}
