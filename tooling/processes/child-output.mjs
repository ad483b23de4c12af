// A child process's output, collected the one way the tooling, the bench and the e2e scripts need it: what it writes
// to its pipes kept as one text, in the order it comes, to show when it fails or to wait for a line.
import { spawn } from 'node:child_process';

/**
 * Collects what `child` writes to its stdout and stderr, those of them that are pipes, as one text.
 * @param {import('node:child_process').ChildProcess} child
 * @param {(chunk: Buffer) => void} [onChunk] also called with each piece as it comes
 * @returns {() => string} the output so far
 */
export function collectOutput(child, onChunk) {
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    onChunk?.(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => output;
}

/**
 * Runs a command to its end with its output collected (stdio: no input, stdout and stderr piped, unless `options`
 * says otherwise); fails only when it cannot start.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<{ code: number | null, signal: NodeJS.Signals | null, output: string }>}
 */
export function runCollected(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const output = collectOutput(child);
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, output: output() }));
  });
}
