import { canonicalJson, sha256Hex } from '../canonical.js';
import type { EventMetadata } from '../port.js';

/** What the hash covers: everything an accountant relies on, in a form that survives jsonb. */
export interface ChainedEvent {
  id: string;
  stream: string;
  revision: bigint;
  type: string;
  version: number;
  data: unknown;
  metadata: EventMetadata;
  recordedAt: Date;
}

/** The previous hash of a stream's first event. */
export const GENESIS_HASH = '';

/**
 * canonicalJson({ id, stream, revision (string), type, version, data, metadata, recordedAt (ISO) }).
 * Written out key by key in sorted order so an append serialises data and metadata only once;
 * hash-chain.spec.ts checks it equals canonicalJson of the object.
 */
export function canonicalEventText(event: Omit<ChainedEvent, 'data' | 'metadata'>, dataJson: string, metadataJson: string): string {
  const json = JSON.stringify;
  return (
    `{"data":${dataJson},"id":${json(event.id)},"metadata":${metadataJson},"recordedAt":${json(event.recordedAt.toISOString())},` +
    `"revision":${json(event.revision.toString())},"stream":${json(event.stream)},"type":${json(event.type)},"version":${canonicalJson(event.version)}}`
  );
}

export function canonicalEvent(event: ChainedEvent): string {
  return canonicalEventText(event, canonicalJson(event.data), canonicalJson(event.metadata));
}

/** sha256(previous hash ‖ canonical event), hex: each event seals the whole stream before it. */
export function chainHash(previousHash: string, canonicalText: string): string {
  return sha256Hex(previousHash + canonicalText);
}
