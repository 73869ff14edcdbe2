export * from './statement-csv.js';
export * from './matching.js';
