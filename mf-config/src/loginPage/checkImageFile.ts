import { MAX_IMAGE_UPLOAD_BYTES, detectImageType, type ImageContentType } from '@linhagem/contracts';

export type ImageCheck = { ok: true; type: ImageContentType } | { ok: false; reason: 'tooLarge' | 'type' };

/** The service's own checks, before any upload: at most 2 MB, a PNG, JPEG or WebP by its first bytes. */
export async function checkImageFile(file: Blob): Promise<ImageCheck> {
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return { ok: false, reason: 'tooLarge' };
  const type = detectImageType(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  return type ? { ok: true, type } : { ok: false, reason: 'type' };
}
