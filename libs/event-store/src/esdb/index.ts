export { EsdbEventStore, type EsdbEventStoreOptions } from './esdb-event-store.js';
export { IDEMPOTENCY_STREAM_PREFIX, idempotencyStreamName } from './esdb-mapping.js';
