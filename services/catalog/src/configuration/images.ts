import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import mongoose, { type Connection } from 'mongoose';
import sharp from 'sharp';
import {
  CATALOG_ERROR_CODES,
  CONFIGURATION_API,
  IMAGE_CONTENT_TYPES,
  MAX_IMAGE_UPLOAD_BYTES,
  detectImageType,
  type ImageContentType,
} from '@linhagem/contracts';
import { AppError, toObjectId } from '@linhagem/service-kit';

/** Login-page images live in their own GridFS bucket: everything in it is public. */
const BUCKET = 'loginPageImages';
const bucket = (connection: Connection) =>
  new mongoose.mongo.GridFSBucket(connection.db!, { bucketName: BUCKET });

const tooLarge = () =>
  AppError.payloadTooLarge(`An image may have at most ${MAX_IMAGE_UPLOAD_BYTES} bytes`, {
    code: CATALOG_ERROR_CODES.imageTooLarge,
  });
const wrongType = (message: string) => new AppError(415, message, { code: CATALOG_ERROR_CODES.imageType });

/** a 2 MB file can still unpack to a huge bitmap; 40 megapixels is far past any logo or background */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The image decoded and encoded again in its own format: only pixels survive, so whatever a polyglot hides
 * after or inside the image (a script, an archive, EXIF with a location) is not stored or served. The EXIF
 * orientation is applied first, since it goes with the rest of the metadata.
 */
async function reencode(bytes: Buffer, type: ImageContentType): Promise<Buffer> {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const encoded =
    type === 'image/png' ? image.png() : type === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.webp();
  return encoded.toBuffer().catch(() => {
    throw new AppError(422, 'The image could not be read', { code: CATALOG_ERROR_CODES.imageUnreadable });
  });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_IMAGE_UPLOAD_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    // without an encoding set, a request's chunks are bytes
    if (!Buffer.isBuffer(chunk)) throw wrongType('Send the image as bytes');
    size += chunk.length;
    if (size > MAX_IMAGE_UPLOAD_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Stores the raw image body of an upload: PNG, JPEG or WebP by its bytes, and the same type its content-type
 * declares (a JPEG renamed to .png is refused), re-encoded; answers the public path it is served from.
 */
export async function storeImage(
  connection: Connection,
  req: IncomingMessage,
  kind: string,
): Promise<string> {
  const declared = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(declared))
    throw wrongType('Send a PNG, JPEG or WebP image with its content type');
  const bytes = await readBody(req);
  const detected = detectImageType(bytes);
  if (!detected) throw wrongType('The file is not a PNG, JPEG or WebP image');
  if (detected !== declared) throw wrongType(`The file says ${declared} but its bytes are ${detected}`);
  const clean = await reencode(bytes, detected);
  const upload = bucket(connection).openUploadStream(kind, { metadata: { contentType: detected, kind } });
  await new Promise<void>((resolve, reject) => {
    Readable.from([clean]).pipe(upload).on('finish', resolve).on('error', reject);
  });
  return CONFIGURATION_API.file(String(upload.id));
}

/** Deletes a stored image given its public path; other paths (external URLs, defaults) are left alone. */
export async function deleteStoredImage(
  connection: Connection,
  path: string | null | undefined,
): Promise<void> {
  const prefix = CONFIGURATION_API.file('');
  if (!path?.startsWith(prefix)) return;
  const id = path.slice(prefix.length);
  if (!mongoose.isValidObjectId(id)) return;
  await bucket(connection)
    .delete(toObjectId(id))
    .catch(() => undefined);
}

export async function openImage(
  connection: Connection,
  id: string,
): Promise<{ contentType: ImageContentType; length: number; stream: Readable } | undefined> {
  const oid = toObjectId(id);
  const [file] = await bucket(connection).find({ _id: oid }).toArray();
  if (!file) return undefined;
  return {
    contentType: (file.metadata?.contentType ?? 'application/octet-stream') as ImageContentType,
    length: file.length,
    stream: bucket(connection).openDownloadStream(oid),
  };
}
