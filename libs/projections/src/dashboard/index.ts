export * from './ledger-totals.queries.js';
export * from './documents.queries.js';
export * from './products.queries.js';
export * from './known-at-events.js';
export * from './known-documents.js';
export * from './known-products.js';
