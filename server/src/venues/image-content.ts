/** The image types a venue upload may have, with the file extension and name of each. */
export const IMAGE_TYPES = {
  'image/png': { extension: 'png', name: 'PNG' },
  'image/jpeg': { extension: 'jpg', name: 'JPEG' },
  'image/webp': { extension: 'webp', name: 'WebP' },
} as const;
export type ImageContentType = keyof typeof IMAGE_TYPES;
export const IMAGE_CONTENT_TYPES = Object.keys(IMAGE_TYPES) as ImageContentType[];

export function isImageContentType(value: string | undefined): value is ImageContentType {
  return value !== undefined && Object.hasOwn(IMAGE_TYPES, value);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const hasAt = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** What the bytes are, by their magic numbers (a name or a Content-Type header proves nothing); undefined if none. */
export function imageTypeOf(bytes: Uint8Array): ImageContentType | undefined {
  if (hasAt(bytes, PNG_SIGNATURE)) return 'image/png';
  if (hasAt(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  // RIFF, then 4 bytes of length, then the form type.
  if (hasAt(bytes, RIFF) && hasAt(bytes, WEBP, 8)) return 'image/webp';
  return undefined;
}

/** `image/PNG; charset=x` → `image/png`: the media type of a Content-Type header, without parameters. */
export function mediaTypeOf(contentTypeHeader: string | undefined): string | undefined {
  return contentTypeHeader?.split(';', 1)[0]?.trim().toLowerCase() || undefined;
}
