import { MONEY_OUT_RECORDED, type MoneyOutRecordedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { MoneyOutRecordedData } from '@ledgerline/ledger';

/** v1 (current): money out by subtype from cash or a bank account, with its journal lines (libs/ledger document-events.ts). */
export type MoneyOutRecordedV1 = MoneyOutRecordedData;

export const moneyOutRecorded = defineEvent<typeof MONEY_OUT_RECORDED, MoneyOutRecordedData>({
  type: MONEY_OUT_RECORDED,
  currentVersion: 1,
});
