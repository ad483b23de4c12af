// What a process of the bench (the server, a bare server) has used, read from Linux's /proc.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export function rssMegabytes(pid) {
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kilobytes / 1024;
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/**
 * The CPU time `pid` has used so far, user and system, in milliseconds: what a request costs the machine, which other
 * work on it disturbs far less than a rate.
 */
export function cpuMilliseconds(pid) {
  // Fields 14 and 15 of stat (utime, stime), counted after the command name, which may hold spaces, in parentheses.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}
