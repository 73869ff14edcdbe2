/**
 * A point where the tests kill the process (`LEDGERLINE_CRASH_AT=<name>`, honoured only when
 * NODE_ENV=test), to prove that work split across two appends completes after a crash between
 * them. Anywhere else it does nothing.
 */
export function crashPoint(name: string): void {
  if (process.env.NODE_ENV === 'test' && process.env.LEDGERLINE_CRASH_AT === name) process.kill(process.pid, 'SIGKILL');
}
