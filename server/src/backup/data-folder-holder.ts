import { mkdir, rm } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';

/**
 * The socket by which one process holds a PGlite DATA_DIR: PGlite has one process at a time on its files, and two
 * would corrupt them. The server holds it while it runs, and `npm run backup` and `npm run restore` ask the server
 * through it for a snapshot, or hold it themselves while they use the files of a stopped server. It lives in DATA_DIR
 * (0700), so only the server's own account reaches it.
 */
export const HOLDER_SOCKET = 'control.sock';

/** Unix socket paths are at most 107 bytes on Linux. */
const MAX_SOCKET_PATH = 107;

/** Another process holds the data folder. */
export class DataFolderInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `${dataDir} is in use by another process (a server, a backup or a restore): PGlite allows one at a time. Stop it first, or wait for it to end.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

/** What the holder answers a request with. */
export type HolderAnswer = { ok: true; [field: string]: unknown } | { ok: false; error: string };
export type HolderRequest = { command: string; [field: string]: unknown };
export type HolderHandlers = Record<string, (request: HolderRequest) => Promise<Record<string, unknown>>>;

export interface HeldDataFolder {
  /** From now on, requests are answered by these handlers, one per command; before, each is told to wait. */
  serve(handlers: HolderHandlers): void;
  release(): Promise<void>;
}

function socketPathOf(dataDir: string): string {
  const socketPath = path.join(dataDir, HOLDER_SOCKET);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(
      `DATA_DIR is too long a path for its control socket (${socketPath}, at most ${MAX_SOCKET_PATH} bytes): choose a shorter DATA_DIR.`,
    );
  }
  return socketPath;
}

/** One line of JSON each way, then the connection ends. */
function answerRequests(server: Server, handlersOf: () => HolderHandlers | null): void {
  server.on('connection', (socket) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', async (chunk) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (end < 0) return;
      let answer: HolderAnswer;
      try {
        const request = JSON.parse(received.slice(0, end)) as HolderRequest;
        const handlers = handlersOf();
        const handler = handlers?.[request.command];
        if (!handlers) answer = { ok: false, error: 'The server is still starting: try again in a moment.' };
        else if (!handler) answer = { ok: false, error: `Unknown command: ${String(request.command)}` };
        else answer = { ok: true, ...(await handler(request)) };
      } catch (error) {
        answer = { ok: false, error: (error as Error).message };
      }
      socket.end(`${JSON.stringify(answer)}\n`);
    });
  });
}

/**
 * Sends one request to the process that holds the data folder; answers null when none does (no socket, or one left
 * by a process that died).
 */
export function askDataFolderHolder(dataDir: string, request: HolderRequest): Promise<HolderAnswer | null> {
  const socketPath = socketPathOf(dataDir);
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(socketPath, () => socket.write(`${JSON.stringify(request)}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received) as HolderAnswer);
      } catch {
        reject(new Error(`The process holding ${dataDir} gave no answer.`));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}

function listen(server: Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Holds the data folder for this process, or fails with DataFolderInUseError when another process does. A socket
 * left by a process that died answers nobody and is replaced.
 */
export async function holdDataFolder(dataDir: string): Promise<HeldDataFolder> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const socketPath = socketPathOf(dataDir);
  let handlers: HolderHandlers | null = null;
  const server = createServer();
  answerRequests(server, () => handlers);
  try {
    await listen(server, socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const alive = await askDataFolderHolder(dataDir, { command: 'ping' }).catch(() => null);
    if (alive) throw new DataFolderInUseError(dataDir);
    await rm(socketPath, { force: true });
    await listen(server, socketPath);
  }
  // Its connections are short; a process that ends never waits for them.
  server.unref();
  return {
    serve: (served) => {
      handlers = { ping: async () => ({}), ...served };
    },
    release: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
