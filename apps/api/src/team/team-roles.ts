import { customRoleById, type Role, type TeamState } from '@ledgerline/ledger';
import { AppError } from '../common/errors/app-error.js';

/** What the team screens call the two fixed roles; a member's role is called by its custom role's name. */
export const OWNER_ROLE_NAME = 'Owner';
/** Spec 000 §6: the invite form's 'Business Owner' option gives full access, i.e. `admin`. */
export const ADMIN_ROLE_NAME = 'Business Owner';

const ADMIN_NAMES = new Set(['business owner', 'admin']);

/**
 * Reads the invite form's role (spec 000 §3: a role *name*, with `roleId` for a custom role) into
 * the deciders' `{ role, roleId }`. 'Business Owner' and 'admin' mean admin; anything else is a
 * custom role, by `roleId` or else by its name. 'owner' is passed on for the decider to refuse.
 */
export function roleInput(role: string, roleId: string | undefined, state: TeamState): { role: string; roleId?: string } {
  const name = role.trim().toLowerCase();
  if (ADMIN_NAMES.has(name)) return { role: 'admin' };
  if (name === 'owner') return { role: 'owner' };
  if (roleId !== undefined) return { role: 'member', roleId };
  if (name === 'member') return { role: 'member' };
  const named = Object.values(state.roles).find((custom) => custom.roleName.toLowerCase() === name);
  if (named) return { role: 'member', roleId: named.roleId };
  throw AppError.validation([{ field: 'role', message: "role must be 'Business Owner', 'admin' or one of your custom roles (give its roleId)" }]);
}

/** The name shown for a member's or invite's role. */
export function roleNameOf(role: Role, roleId: string | null | undefined, state: TeamState): string | null {
  if (role === 'owner') return OWNER_ROLE_NAME;
  if (role === 'admin') return ADMIN_ROLE_NAME;
  return (roleId && customRoleById(state, roleId)?.roleName) || null;
}
