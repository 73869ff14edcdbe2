export * from './invoices.projector.js';
export * from './invoices.queries.js';
