// Idempotency keys for commands (ARCHITECTURE.md §3). A key identifies one submission: pressing
// "Save" again after a timeout must reuse it, so the server answers with the original result
// instead of recording the money twice. A changed form is a new submission with a new key
// (the server rejects a reused key with a different body as 409).

import { useCallback, useRef } from 'react';

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts (HTTPS or localhost); build a v4 UUID by hand elsewhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface SubmissionKeys {
  /** The key for this body: the pending one if the body is unchanged, otherwise a fresh one. */
  keyFor(body: unknown): string;
  /** The submission succeeded: the next one is new. */
  complete(): void;
}

export function useSubmissionKeys(): SubmissionKeys {
  const pending = useRef<{ body: string; key: string } | null>(null);

  const keyFor = useCallback((body: unknown) => {
    const serialized = JSON.stringify(body);
    if (pending.current?.body !== serialized) {
      pending.current = { body: serialized, key: newIdempotencyKey() };
    }
    return pending.current.key;
  }, []);

  const complete = useCallback(() => {
    pending.current = null;
  }, []);

  return { keyFor, complete };
}
