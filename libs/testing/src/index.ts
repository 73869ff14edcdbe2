export * from './database.js';
export * from './smtp.js';
