import { TEAM_OWNER_ASSIGNED, type TeamOwnerAssignedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { TeamOwnerAssignedData } from '@ledgerline/ledger';

/** v1 (current): `{ userId, email, at }`. */
export type TeamOwnerAssignedV1 = TeamOwnerAssignedData;

export const teamOwnerAssigned = defineEvent<typeof TEAM_OWNER_ASSIGNED, TeamOwnerAssignedData>({
  type: TEAM_OWNER_ASSIGNED,
  currentVersion: 1,
});
