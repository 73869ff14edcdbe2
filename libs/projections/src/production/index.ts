export * from './production.projector.js';
export * from './production.queries.js';
