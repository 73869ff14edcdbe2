import type { NewEvent } from '@ledgerline/event-store';
import { currentVersion } from '@ledgerline/events';

/** Deciders return `{ type, data }`; the store records each with its current schema version. */
export function toNewEvents(events: readonly { type: string; data: unknown }[]): NewEvent[] {
  return events.map((event) => ({ type: event.type, version: currentVersion(event.type), data: event.data }));
}
