import { describe, expect, it } from '@jest/globals';
import { canonicalJson, sha256Hex } from '../canonical.js';
import { canonicalEvent, chainHash, GENESIS_HASH } from './hash-chain.js';

const event = {
  id: '0b7c8f0e-6a8e-4f0e-9a53-2c1d7e5b9a10',
  stream: 'business-1',
  revision: 41n,
  type: 'SaleRecorded',
  version: 2,
  data: { total: '12.50', lines: [{ qty: 1, sku: 'é"\\' }], z: null },
  metadata: { userId: 'u1', occurredAt: '2024-05-01T10:00:00.000Z' },
  recordedAt: new Date('2024-05-01T10:00:01.234Z'),
};

describe('hash chain', () => {
  it('writes the canonical event exactly as canonicalJson would', () => {
    expect(canonicalEvent(event)).toBe(canonicalJson({ ...event, revision: '41', recordedAt: '2024-05-01T10:00:01.234Z' }));
  });

  it('chains: sha256(previous hash ‖ canonical event)', () => {
    const first = chainHash(GENESIS_HASH, canonicalEvent(event));
    expect(first).toBe(sha256Hex(canonicalEvent(event)));
    const second = chainHash(first, canonicalEvent({ ...event, revision: 42n }));
    expect(second).toBe(sha256Hex(first + canonicalEvent({ ...event, revision: 42n })));
    expect(chainHash(first, canonicalEvent({ ...event, data: { ...event.data, total: '12.51' } }))).not.toBe(chainHash(first, canonicalEvent(event)));
  });
});
