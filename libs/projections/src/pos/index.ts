export * from './pos.projector.js';
export * from './pos.queries.js';
