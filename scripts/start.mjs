// `npm start`: builds whatever app has no build yet, saying so, then serves everything from one port. npm runs this
// through `exec` (package.json), so a signal sent to npm's process reaches this one, which passes it on to the
// server and ends as the server does.
import { SERVER_ENTRY, spawnServerProcess } from '../tooling/processes/server-process.mjs';
import { buildMissing, exitAs, passSignalsOn, setCurrentChild } from './builds.mjs';

passSignalsOn();
const built = await buildMissing();
if (built !== 0) process.exit(built);

console.log('Starting the server…');
// A person at a terminal reads pino-pretty's lines; a log collector, or a pipe, gets the JSON lines.
const env = { ...process.env };
if (!env.LOG_FORMAT && process.stdout.isTTY) env.LOG_FORMAT = 'pretty';
const server = spawnServerProcess(SERVER_ENTRY, [], { env, stdio: 'inherit' });
setCurrentChild(server);
server.on('exit', exitAs);
