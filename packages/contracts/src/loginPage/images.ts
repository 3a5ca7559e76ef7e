import { CONFIGURATION_API } from '../routes/apiPaths';

/**
 * The login page's images and colour, free of zod: the shell's login page reads them without the schemas
 * (spec 3: PNG, JPEG or WebP, at most 2 MB, type checked from the bytes).
 */
export const LOGIN_PAGE_IMAGE_KINDS = ['logo', 'background-image'] as const;
export type LoginPageImageKind = (typeof LOGIN_PAGE_IMAGE_KINDS)[number];
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];
export const MAX_IMAGE_UPLOAD_BYTES = 2 * 1024 * 1024;

/** The login page's background colour while none is configured. */
export const LOGIN_PAGE_DEFAULT_BACKGROUND_COLOR = '#e8eef9';
const STORED_IMAGE_PREFIX = CONFIGURATION_API.file('').replace(/[/.]/g, '\\$&');
/**
 * An image the login page may show: one we stored (`CONFIGURATION_API.file`) or an `https://` address with a
 * plain host name. Not a protocol-relative `//host/...` (another site over the page's own protocol), nor any
 * other path or scheme, nor a quote or a bracket that could leave CSS `url("…")`.
 */
export const LOGIN_PAGE_IMAGE_PATTERN = new RegExp(
  `^(${STORED_IMAGE_PREFIX}[a-f0-9]{24}|https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\\s"'<>()\\\\]*)?)$`,
);
export const LOGIN_PAGE_IMAGE_MAX_LENGTH = 2048;
export const LOGIN_PAGE_COLOR_PATTERN = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The type of an image from its first bytes (never from its name), or undefined when it is none of the three. */
export function detectImageType(bytes: Uint8Array): ImageContentType | undefined {
  const starts = (signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}
