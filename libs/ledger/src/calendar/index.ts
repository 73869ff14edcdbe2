export * from './calendar-dates.js';
export * from './time-zone.js';
export * from './named-periods.js';
export * from './instants.js';
