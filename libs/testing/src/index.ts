export * from './database.js';
export * from './smtp.js';
export * from './seeded-random.js';
export * from './document-draws.js';
export * from './test-images.js';
