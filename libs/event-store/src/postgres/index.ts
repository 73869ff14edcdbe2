export { PostgresEventStore, type AppendWithOptions, type Decide, type InlineHook, type PostgresEventStoreOptions } from './postgres-event-store.js';
export { verifyChains, verifyStreamChain, type ChainBreak, type ChainsVerification, type StreamVerification } from './verify.js';
export { canonicalEvent, chainHash, GENESIS_HASH, type ChainedEvent } from './hash-chain.js';
export { EVENTS_CHANNEL } from './sql.js';
export { jsonTextOf, storedEventOf, type StoredEvent } from './json-text.js';
