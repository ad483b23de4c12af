/**
 * Uploads for the venue image tests. The server judges an image by its first bytes (its magic number) and stores
 * it unchanged, so the PNG and WebP are real 1×1 images and the others only need to start as their kind does.
 */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwAEAQH/2m5dIwAAAABJRU5ErkJggg==',
  'base64',
);
export const ONE_PIXEL_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
export const JPEG_START = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('\0\x10JFIF\0 test body')]);
/** A Windows program: what a renamed `.exe` sent as an image holds. */
export const WINDOWS_PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]);
