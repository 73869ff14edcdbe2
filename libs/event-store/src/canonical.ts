import { createHash } from 'node:crypto';

/**
 * Canonical JSON: object keys sorted, no whitespace, bigints as decimal strings, Dates as ISO
 * strings, undefined properties dropped. Two values that are equal as JSON (and so as jsonb)
 * give the same text, which is what the hash chain and idempotency fingerprints rely on.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The default idempotency fingerprint: what the events say, not their generated ids or times. */
export function fingerprintEvents(events: { type: string; version: number; data: unknown }[]): string {
  return sha256Hex(canonicalJson(events.map(({ type, version, data }) => ({ type, version, data }))));
}
