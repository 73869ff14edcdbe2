import { CUSTOM_ROLE_UPDATED, type CustomRoleUpdatedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { CustomRoleUpdatedData } from '@ledgerline/ledger';

/** v1 (current): `{ roleId, roleName, access, at }`. */
export type CustomRoleUpdatedV1 = CustomRoleUpdatedData;

export const customRoleUpdated = defineEvent<typeof CUSTOM_ROLE_UPDATED, CustomRoleUpdatedData>({
  type: CUSTOM_ROLE_UPDATED,
  currentVersion: 1,
});
