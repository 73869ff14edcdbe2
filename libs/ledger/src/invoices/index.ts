export * from './invoice-events.js';
export * from './invoice-state.js';
export * from './invoice-deciders.js';
export * from './quotation-deciders.js';
