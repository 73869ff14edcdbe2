export * from './ledger-totals.js';
export * from './report-accounts.js';
export * from './report-periods.js';
export * from './report-layout.js';
export * from './trial-balance.js';
export * from './profit-and-loss.js';
export * from './balance-sheet.js';
export * from './cash-flow.js';
