export * from './ledger-totals.queries.js';
export * from './documents.queries.js';
export * from './products.queries.js';
