import { readFileSync } from 'node:fs';

/** CPU time (user + system, all threads) a process has used, in ms, from /proc; null where there is no /proc. */
export function cpuMs(pid: number | undefined): number | null {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux); the name field may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
