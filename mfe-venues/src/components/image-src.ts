/** Where the browser finds an image field's picture: a URL as it is, a path from the site's root. */
export function imageSrc(path: string): string {
  return /^https?:\/\//.test(path) || path.startsWith('/') ? path : `/${path}`;
}
