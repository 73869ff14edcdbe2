import { CUSTOM_ROLE_CREATED, type CustomRoleCreatedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { CustomRoleCreatedData } from '@ledgerline/ledger';

/** v1 (current): `{ roleId, roleName, access, at }`. */
export type CustomRoleCreatedV1 = CustomRoleCreatedData;

export const customRoleCreated = defineEvent<typeof CUSTOM_ROLE_CREATED, CustomRoleCreatedData>({
  type: CUSTOM_ROLE_CREATED,
  currentVersion: 1,
});
