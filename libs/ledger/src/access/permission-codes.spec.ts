import { describe, expect, it } from '@jest/globals';
import { LedgerValidationError } from '../errors.js';
import {
  equivalentPermissionCodes,
  GRANT_ONLY_PERMISSION_CODES,
  isPermissionCode,
  PERMISSION,
  PERMISSION_CODES,
  permissionCodeInfo,
} from './permission-codes.js';
import { isOwnerOrAdmin, isRole, parseCustomRole, parsePermissionCodes } from './roles.js';

/** Spec 002 §6 grant list, in its order, and the codes spec 000 §6 adds. */
const SPEC_002 = [
  99, 100, 51, 1, 2, 3, 4, 42, 50, 5, 6, 7, 8, 9, 10, 11, 13, 14, 141, 142, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 34, 33, 35,
  36, 37, 38, 39, 40, 41, 70, 71,
];
const SPEC_000_ONLY = [12, 57, 61, 68, 72, 150];
/** Inventory codes only spec 001 §6 names. */
const SPEC_001_ONLY = [52, 54, 55, 56, 66, 67];
/** Codes we added (not in the spec): 160 audit trail. */
const OURS = [160];

describe('permission code catalogue', () => {
  it('holds every code of 002 §6, the extra shell codes of 000 §6, the inventory codes of 001 §6 and ours, each once', () => {
    const codes = PERMISSION_CODES.map((info) => info.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort((a, b) => a - b)).toEqual([...SPEC_002, ...SPEC_000_ONLY, ...SPEC_001_ONLY, ...OURS].sort((a, b) => a - b));
    expect(
      PERMISSION_CODES.filter((info) => info.source === '000 §6')
        .map((info) => info.code)
        .sort((a, b) => a - b),
    ).toEqual(SPEC_000_ONLY);
    expect(PERMISSION_CODES.filter((info) => info.source === 'ours').map((info) => info.code)).toEqual(OURS);
  });

  it('gives each code its meaning', () => {
    expect(permissionCodeInfo(19)).toMatchObject({ name: 'PROFIT_AND_LOSS', meaning: 'profit and loss', grantOnly: false });
    expect(permissionCodeInfo(150)).toMatchObject({ name: 'FULL_DASHBOARD', source: '000 §6' });
    expect(permissionCodeInfo(160)).toMatchObject({ name: 'AUDIT_TRAIL', meaning: 'read the audit trail', source: 'ours', grantOnly: false });
    expect(permissionCodeInfo(32)?.meaning).toBe('create product');
    expect(permissionCodeInfo(34)?.meaning).toBe('create product');
    expect(permissionCodeInfo(999)).toBeUndefined();
    for (const info of PERMISSION_CODES) expect(info.meaning).not.toBe('');
  });

  it('marks 70 and 71 only as grant-list-only', () => {
    expect([...GRANT_ONLY_PERMISSION_CODES].sort()).toEqual([70, 71]);
    expect(PERMISSION_CODES.filter((info) => info.grantOnly).map((info) => info.code)).toEqual([70, 71]);
  });

  it('recognises codes and nothing else', () => {
    expect(isPermissionCode(PERMISSION.CREATE_SALES)).toBe(true);
    for (const value of [0, 999, '23', 23.5, null, undefined, Number.NaN]) expect(isPermissionCode(value)).toBe(false);
  });

  it('treats 32 and 34 as the same grant', () => {
    expect(equivalentPermissionCodes(32)).toEqual([32, 34]);
    expect(equivalentPermissionCodes(34)).toEqual([32, 34]);
    expect(equivalentPermissionCodes(19)).toEqual([19]);
  });
});

describe('roles', () => {
  it('knows owner, admin and member; owner and admin pass every check', () => {
    expect(['owner', 'admin', 'member', 'Owner', 'guest'].map(isRole)).toEqual([true, true, true, false, false]);
    expect(isOwnerOrAdmin('owner')).toBe(true);
    expect(isOwnerOrAdmin('admin')).toBe(true);
    expect(isOwnerOrAdmin('member')).toBe(false);
  });
});

describe('custom role validation', () => {
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(LedgerValidationError);
      return (error as LedgerValidationError).toJSON();
    }
    throw new Error('expected a refusal');
  };

  it('given a valid role, then it is trimmed and its codes sorted', () => {
    expect(parseCustomRole({ roleId: 'r-1', roleName: '  Cashier ', access: [23, 51, 2] })).toEqual({
      roleId: 'r-1',
      roleName: 'Cashier',
      access: [2, 23, 51],
    });
    expect(parseCustomRole({ roleId: 'r-2', roleName: 'Viewer', access: [] }).access).toEqual([]);
  });

  it('requires a name of at most 100 characters', () => {
    expect(refusal(() => parseCustomRole({ roleId: 'r', roleName: ' ', access: [] }))).toEqual({
      field: 'roleName',
      message: 'roleName is required',
      code: 'REQUIRED',
    });
    expect(parseCustomRole({ roleId: 'r', roleName: 'x'.repeat(100), access: [] }).roleName).toHaveLength(100);
    expect(refusal(() => parseCustomRole({ roleId: 'r', roleName: 'x'.repeat(101), access: [] }))).toEqual({
      field: 'roleName',
      message: 'roleName must be at most 100 characters',
      code: 'INVALID_VALUE',
    });
  });

  it('refuses unknown codes, duplicates and a non-list, naming the field', () => {
    expect(refusal(() => parseCustomRole({ roleId: 'r', roleName: 'A', access: [23, 999] }))).toEqual({
      field: 'access',
      message: 'access[1]: 999 is not a known permission code',
      code: 'UNKNOWN_PERMISSION_CODE',
    });
    expect(refusal(() => parsePermissionCodes(['23']))).toMatchObject({ field: 'access', message: 'access[0]: "23" is not a known permission code' });
    expect(refusal(() => parseCustomRole({ roleId: 'r', roleName: 'A', access: [23, 51, 23] }))).toEqual({
      field: 'access',
      message: 'access lists permission code 23 more than once',
      code: 'INVALID_VALUE',
    });
    expect(refusal(() => parseCustomRole({ roleId: 'r', roleName: 'A', access: '23' }))).toMatchObject({ field: 'access', code: 'INVALID_VALUE' });
    expect(refusal(() => parseCustomRole({ roleId: 'r', roleName: 'A', access: undefined }))).toMatchObject({ field: 'access', code: 'REQUIRED' });
    expect(refusal(() => parseCustomRole({ roleId: '', roleName: 'A', access: [] }))).toMatchObject({ field: 'roleId', code: 'REQUIRED' });
  });
});
