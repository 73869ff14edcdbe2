export * from './reports.projector.js';
export * from './cash-flow.projector.js';
export * from './ledger-totals.queries.js';
export * from './reports.queries.js';
export * from './cash-flow.queries.js';
