import { downloadFile } from '@scheduler/shared-auth';

/** How long a saved file's object URL lives: a browser may read it only after the click's task has ended. */
const OBJECT_URL_LIFE_MS = 60_000;

/** Hands a file to the browser, which saves it as `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFE_MS);
}

/**
 * Downloads an API file (a CSV export, a template) with the token, which a plain `<a href download>` could not send,
 * and saves it as `fileName`.
 */
export const downloadAndSave = async (path: string, fileName: string): Promise<void> =>
  saveFile(await downloadFile(path), fileName);
