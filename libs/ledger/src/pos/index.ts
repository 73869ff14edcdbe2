export * from './pos-events.js';
export * from './register.js';
export * from './pos-sale.js';
export * from './parked-sale.js';
