export * from './manual-journal-events.js';
export * from './journal-lines.js';
export * from './record-manual-journal.js';
export * from './record-opening-balances.js';
