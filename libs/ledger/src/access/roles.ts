import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { requireText } from '../validation.js';
import { isPermissionCode, type PermissionCode } from './permission-codes.js';

/**
 * A team member's role in one business. `owner` (exactly one, the business's creator) and `admin`
 * pass every permission check; a `member` holds a custom role and may do what its codes allow.
 */
export type Role = 'owner' | 'admin' | 'member';
export const ROLES: readonly Role[] = Object.freeze(['owner', 'admin', 'member']);

/** Roles a member or invite can be given: the owner is never invited nor moved (spec 000 §6's "Business Owner" invite option is `admin`). */
export type AssignableRole = Exclude<Role, 'owner'>;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Owner and admin pass every check (spec 002 §6, 000 §6). */
export function isOwnerOrAdmin(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}

/** A custom role (spec 000 §3: `_id, roleName, access`). */
export interface CustomRole {
  roleId: string;
  roleName: string;
  /** Permission codes, distinct, in ascending order. */
  access: PermissionCode[];
}

export const CUSTOM_ROLE_NAME_MAX_LENGTH = 100;

/**
 * Reads a list of permission codes: an array of known codes, each once. Returned in ascending
 * order so that equal sets compare equal. An empty list is allowed (a role that sees only the
 * guest dashboard).
 */
export function parsePermissionCodes(input: unknown, field = 'access'): PermissionCode[] {
  if (input === undefined || input === null) {
    throw new LedgerValidationError(field, `${field} is required`, LEDGER_ERROR_CODES.REQUIRED);
  }
  if (!Array.isArray(input)) {
    throw new LedgerValidationError(field, `${field} must be a list of permission codes`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  const seen = new Set<PermissionCode>();
  input.forEach((code: unknown, index) => {
    if (!isPermissionCode(code)) {
      throw new LedgerValidationError(
        field,
        `${field}[${index}]: ${JSON.stringify(code) ?? String(code)} is not a known permission code`,
        LEDGER_ERROR_CODES.UNKNOWN_PERMISSION_CODE,
      );
    }
    if (seen.has(code)) {
      throw new LedgerValidationError(field, `${field} lists permission code ${code} more than once`, LEDGER_ERROR_CODES.INVALID_VALUE);
    }
    seen.add(code);
  });
  return [...seen].sort((a, b) => a - b);
}

/** Validates a custom role: roleId and roleName required (roleName at most 100 characters), access as `parsePermissionCodes`. */
export function parseCustomRole(input: { roleId: unknown; roleName: unknown; access: unknown }): CustomRole {
  const roleId = requireText(input.roleId, 'roleId', 100);
  const roleName = requireText(input.roleName, 'roleName', CUSTOM_ROLE_NAME_MAX_LENGTH);
  const access = parsePermissionCodes(input.access, 'access');
  return { roleId, roleName, access };
}
