import { readFileSync } from 'node:fs';

/**
 * A memory figure of a process from /proc/<pid>/status (Linux), in bytes: `VmRSS` its resident memory now,
 * `VmHWM` its peak. Null where there is no such file (another system, or the process is gone).
 */
export function procMemory(pid: number | 'self' | undefined, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'latin1');
    const at = status.indexOf(`${field}:`);
    return at < 0 ? null : Number.parseInt(status.slice(at + field.length + 1), 10) * 1024;
  } catch {
    return null;
  }
}
