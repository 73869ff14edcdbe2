export * from './port.js';
export * from './canonical.js';
export * from './postgres/index.js';
