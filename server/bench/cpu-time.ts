import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { postmasterPidFile } from '../test/postgres-server';

/**
 * CPU time spent, in milliseconds, by the server's thread and by a PostgreSQL cluster's
 * processes: what each report costs each of them, whoever else shares the machine's cores
 * (docs/performance.md, `npm run bench:api`). Read from Linux's /proc, as Debian has it.
 */

/** The CPU time of the calling thread: the server's, which the benchmarks run in their own. */
export function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

/** user + system time of a process's /proc stat line, in clock ticks. */
function ticksOf(stat: string): { parent: number; ticks: number } {
  // The fields after the command's name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** Each process's CPU ticks so far, by its pid. */
export type ProcessTicks = Map<number, number>;

/**
 * The CPU ticks of the cluster in `folder` (startPostgresServer's): its postmaster and every
 * process it started (backends, WAL writer, checkpointer) that is running.
 */
export function clusterTicks(folder: string): ProcessTicks {
  const postmaster = Number(readFileSync(postmasterPidFile(folder), 'utf8').split('\n')[0]);
  const ticks: ProcessTicks = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = ticksOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (Number(pid) === postmaster || stat.parent === postmaster) {
        ticks.set(Number(pid), stat.ticks);
      }
    } catch {
      // Ended between the listing and the reading.
    }
  }
  return ticks;
}

let ticksPerSecond: number | undefined;

/**
 * The milliseconds of CPU the processes spent from `before` to `after`. A process started
 * between them counts whole; one that ended (an idle connection the pool let go) counts nothing
 * after `before`, as it did nothing for the run it missed.
 */
export function cpuMsBetween(before: ProcessTicks, after: ProcessTicks): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return (ticks * 1000) / ticksPerSecond;
}
