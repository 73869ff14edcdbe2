import { ACCOUNT_SETTING_CHANGED, type AccountSettingChangedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { AccountSettingChangedData } from '@ledgerline/ledger';

/**
 * v1 (current): `{ setting, value }`, the setting's whole new value: stockLevel (integer), tax
 * (decimal string), wipStatus and allowZeroStockLevel (booleans), footnote (text), invoice
 * (the whole customisation object), currency (code).
 */
export type AccountSettingChangedV1 = AccountSettingChangedData;

export const accountSettingChanged = defineEvent<typeof ACCOUNT_SETTING_CHANGED, AccountSettingChangedData>({
  type: ACCOUNT_SETTING_CHANGED,
  currentVersion: 1,
});
