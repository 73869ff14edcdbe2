import type { TeamEvent } from './access/team-events.js';
import type { BusinessEvent } from './business/business-events.js';
import type { PlanEvent } from './plans/plan-events.js';
import type { MoneyInRecorded } from './transactions/money-in-events.js';

/** Every domain event the ledger's deciders produce, at its current schema. */
export type LedgerEvent = BusinessEvent | MoneyInRecorded | TeamEvent | PlanEvent;
export type LedgerEventType = LedgerEvent['type'];
