export * from './chart-ledger.queries.js';
export * from './owed.queries.js';
