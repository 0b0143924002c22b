import os from 'node:os';

/** The machine a figure was measured on, and how busy it was: a timing means nothing without. */
export function describeMachine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'CPU desconocida';
  return `${model}, ${String(cpus.length)} núcleos, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB`;
}

/** The load average over 1, 5 and 15 minutes, as `uptime` prints it. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}
