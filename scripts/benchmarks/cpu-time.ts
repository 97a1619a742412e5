import { readFileSync } from 'node:fs';

/** Linux's USER_HZ, the clock ticks /proc reports CPU time in. */
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) a process has used so far, all its threads, from /proc (Linux). */
export function processCpuSeconds(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** The machine's busy CPU seconds so far, all cores, from /proc/stat (Linux). */
export function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  // user, nice, system, idle, iowait, irq, softirq, steal: all but idle and iowait are busy.
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS;
}
