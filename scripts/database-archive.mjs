// `npm run backup -- FILE` and `npm run restore -- FILE`: the server's archive program (server/dist/archive.js),
// built first when missing, with this process's settings (DATABASE_URL, DATA_DIR, JWT_SECRET: those of the server).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildMissing, exitAs, passSignalsOn, REPO_ROOT, setCurrentChild } from './builds.mjs';

passSignalsOn();
const built = await buildMissing([['server', 'server/dist/archive.js']]);
if (built !== 0) process.exit(built);
// npm runs scripts in the project's folder, where a relative DATA_DIR is read as the server reads it; FILE is read
// where the command was typed (npm's INIT_CWD).
const [command, file, ...rest] = process.argv.slice(2);
const args = [command, ...(file ? [path.resolve(process.env.INIT_CWD ?? process.cwd(), file)] : []), ...rest];
const archive = spawn(process.execPath, [path.join(REPO_ROOT, 'server/dist/archive.js'), ...args], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
});
setCurrentChild(archive);
archive.on('exit', exitAs);
