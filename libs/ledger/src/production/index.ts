export * from './production-events.js';
export * from './production.js';
