// A checkout of an earlier commit beside this one, its server built, so that a figure can be measured against what
// the product did before a change, on the same machine in the same run. It borrows this checkout's installed
// packages (the earlier commit must install the same ones) and keeps its own workspace links.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../tooling/processes/server-process.mjs';

/** The npm scope of this repository's own workspaces, linked inside each checkout. */
const WORKSPACES_SCOPE = '@scheduler';

/**
 * Runs `work` with the root of a checkout of `ref` whose server is built, and removes it after. Throws when `ref` is
 * not in this clone's history (a shallow clone).
 * @template T
 * @param {string} ref
 * @param {(root: string) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withEarlierCheckout(ref, work) {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'scheduler-earlier-')), 'checkout');
  execFileSync('git', ['worktree', 'add', '--detach', root, ref], { cwd: REPO_ROOT, stdio: 'ignore' });
  try {
    const modules = path.join(REPO_ROOT, 'node_modules');
    mkdirSync(path.join(root, 'node_modules'));
    for (const entry of readdirSync(modules)) {
      const [from, to] = [path.join(modules, entry), path.join(root, 'node_modules', entry)];
      if (entry === WORKSPACES_SCOPE) cpSync(from, to, { recursive: true, verbatimSymlinks: true });
      else symlinkSync(from, to);
    }
    execFileSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'ignore' });
    return await work(root);
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: REPO_ROOT, stdio: 'ignore' });
    rmSync(path.dirname(root), { recursive: true, force: true });
  }
}
