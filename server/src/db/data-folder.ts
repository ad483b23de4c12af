import type { Dirent } from 'node:fs';
import { chmod as fsChmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

export interface DataFolderFs {
  chmod: (file: string, mode: number) => Promise<void>;
}

/**
 * DATA_DIR holds the database files, the signing secret and uploads: only the server's own account may read it.
 * PGlite writes its files 0666 in a 0755 folder, so at every start the folder is created if missing, then it and
 * every folder below it become 0700 and every file 0600 (a symbolic link is left alone, and what it points at).
 * Answers one line per path that could not be closed, for the log; nothing here stops the start.
 */
export async function secureDataFolder(dataDir: string, fs: DataFolderFs = { chmod: fsChmod }): Promise<string[]> {
  const problems: string[] = [];
  const close = async (file: string, mode: number) => {
    try {
      await fs.chmod(file, mode);
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
    }
  };
  const walk = async (folder: string): Promise<void> => {
    await close(folder, FOLDER_MODE);
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      problems.push(`${folder}: ${(error as Error).message}`);
      return;
    }
    for (const entry of entries) {
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(entryPath);
      else if (entry.isFile()) await close(entryPath, FILE_MODE);
    }
  };
  try {
    await mkdir(dataDir, { recursive: true, mode: FOLDER_MODE });
  } catch (error) {
    return [`${dataDir}: ${(error as Error).message}`];
  }
  await walk(dataDir);
  return problems;
}
