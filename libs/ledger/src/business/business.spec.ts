import { describe, expect, it } from '@jest/globals';
import { givenWhenThen } from '../testing/given-when-then.spec-helper.js';
import { LedgerValidationError } from '../errors.js';
import { decideAddBankAccount, type AddBankAccountCommand } from './add-bank-account.js';
import type { BusinessEvent } from './business-events.js';
import { bankAccountById, evolve, evolveAll, initialBusinessState, resolvePaymentAccount, type BusinessState } from './business-state.js';
import { decideCreateBusiness, type CreateBusinessCommand } from './create-business.js';

const given = givenWhenThen<BusinessState, BusinessEvent>(evolveAll);

const created: BusinessEvent = { type: 'BusinessCreated', data: { businessId: 'biz-1', name: 'Ada Stores', currency: 'NGN' } };
const gtb: BusinessEvent = {
  type: 'BankAccountAdded',
  data: { bankAccountId: 'bank-1', bankName: 'GTB', accountName: 'Ada Stores Ltd', accountNumber: '0123456789' },
};
const createBusiness = (command: Partial<CreateBusinessCommand>) => (state: BusinessState) =>
  decideCreateBusiness({ businessId: 'biz-1', name: 'Ada Stores', ...command }, state);
const addBankAccount = (command: Partial<AddBankAccountCommand>) => (state: BusinessState) =>
  decideAddBankAccount({ bankAccountId: 'bank-2', bankName: 'Zenith', accountName: 'Ada Stores Ltd', accountNumber: '9876543210', ...command }, state);

describe('create business', () => {
  it('given no business, when created without a currency, then it is created in NGN', () => {
    given([])
      .when(createBusiness({ name: '  Ada Stores ' }))
      .then([created]);
  });

  it('given no business, when created in USD, then it is in USD', () => {
    given([])
      .when(createBusiness({ currency: 'USD' }))
      .then([{ type: 'BusinessCreated', data: { businessId: 'biz-1', name: 'Ada Stores', currency: 'USD' } }]);
  });

  it('given no business, when created with a type of business, then the event carries it', () => {
    given([])
      .when(createBusiness({ typeOfBusiness: ' Retail ' }))
      .then([{ type: 'BusinessCreated', data: { businessId: 'biz-1', name: 'Ada Stores', currency: 'NGN', typeOfBusiness: 'Retail' } }]);
  });

  it('given a business, then a sub-business is created under it', () => {
    const parent = evolveAll([created]);
    given([])
      .when(createBusiness({ businessId: 'biz-2', name: 'Ada Ikeja', parentBusinessId: 'biz-1', parent }))
      .then([{ type: 'BusinessCreated', data: { businessId: 'biz-2', name: 'Ada Ikeja', currency: 'NGN', parentBusinessId: 'biz-1' } }]);
  });

  it('refuses a sub-business of a missing parent, of itself, or of a sub-business', () => {
    const parent = evolveAll([created]);
    given([])
      .when(createBusiness({ businessId: 'biz-2', parentBusinessId: 'biz-1' }))
      .thenRefuses('parentBusinessId', 'BUSINESS_NOT_FOUND');
    given([])
      .when(createBusiness({ businessId: 'biz-2', parentBusinessId: 'biz-9', parent }))
      .thenRefuses('parentBusinessId', 'BUSINESS_NOT_FOUND');
    given([])
      .when(createBusiness({ businessId: 'biz-2', parentBusinessId: 'biz-1', parent: initialBusinessState }))
      .thenRefuses('parentBusinessId', 'BUSINESS_NOT_FOUND');
    given([])
      .when(createBusiness({ parentBusinessId: 'biz-1', parent }))
      .thenRefuses('parentBusinessId', 'INVALID_VALUE', 'A business cannot be its own parent');
    const sub = evolveAll([{ type: 'BusinessCreated', data: { businessId: 'biz-2', name: 'Ada Ikeja', currency: 'NGN', parentBusinessId: 'biz-1' } }]);
    given([])
      .when(createBusiness({ businessId: 'biz-3', parentBusinessId: 'biz-2', parent: sub }))
      .thenRefuses('parentBusinessId', 'INVALID_VALUE', 'A sub-business cannot add businesses');
    given([])
      .when(createBusiness({ typeOfBusiness: 'x'.repeat(101) }))
      .thenRefuses('typeOfBusiness', 'INVALID_VALUE');
  });

  it('given a business, when created again, then it is refused', () => {
    given([created]).when(createBusiness({})).thenRefuses('businessId', 'BUSINESS_ALREADY_EXISTS');
  });

  it('refuses a blank name, a missing id and an unsupported currency', () => {
    given([])
      .when(createBusiness({ name: '  ' }))
      .thenRefuses('name', 'REQUIRED', 'name is required');
    given([])
      .when(createBusiness({ businessId: '' }))
      .thenRefuses('businessId', 'REQUIRED');
    given([])
      .when(createBusiness({ currency: 'BTC' }))
      .thenRefuses('currency', 'UNSUPPORTED_CURRENCY', /NGN, USD/);
    given([])
      .when(createBusiness({ name: 'x'.repeat(201) }))
      .thenRefuses('name', 'INVALID_VALUE');
  });
});

describe('add bank account', () => {
  it('given a business, when a bank account is added, then BankAccountAdded', () => {
    given([created])
      .when(addBankAccount({ bankName: ' Zenith ' }))
      .then([
        {
          type: 'BankAccountAdded',
          data: { bankAccountId: 'bank-2', bankName: 'Zenith', accountName: 'Ada Stores Ltd', accountNumber: '9876543210' },
        },
      ]);
  });

  it('given no business, then it is refused', () => {
    given([]).when(addBankAccount({})).thenRefuses('businessId', 'BUSINESS_NOT_FOUND', 'Business not found');
  });

  it('given the bank account exists, then adding its id again is refused', () => {
    given([created, gtb])
      .when(addBankAccount({ bankAccountId: 'bank-1' }))
      .thenRefuses('bankAccountId', 'BANK_ACCOUNT_ALREADY_EXISTS');
  });

  it('given the same bank and number exist, then it is refused', () => {
    given([created, gtb])
      .when(addBankAccount({ bankName: 'gtb', accountNumber: '0123456789' }))
      .thenRefuses('accountNumber', 'BANK_ACCOUNT_ALREADY_EXISTS', 'The business already has gtb account 0123456789');
  });

  it('refuses an id that would read as Cash', () => {
    given([created])
      .when(addBankAccount({ bankAccountId: 'Cash' }))
      .thenRefuses('bankAccountId', 'INVALID_VALUE');
    given([created])
      .when(addBankAccount({ bankAccountId: 'cash' }))
      .thenRefuses('bankAccountId', 'INVALID_VALUE');
  });

  it('refuses an empty account number, bank name or account name', () => {
    given([created])
      .when(addBankAccount({ accountNumber: '' }))
      .thenRefuses('accountNumber', 'REQUIRED');
    given([created])
      .when(addBankAccount({ bankName: ' ' }))
      .thenRefuses('bankName', 'REQUIRED');
    given([created])
      .when(addBankAccount({ accountName: undefined as unknown as string }))
      .thenRefuses('accountName', 'REQUIRED');
  });

  it('accepts ids that are names of Object.prototype members', () => {
    given([created])
      .when(addBankAccount({ bankAccountId: 'constructor' }))
      .then([
        {
          type: 'BankAccountAdded',
          data: { bankAccountId: 'constructor', bankName: 'Zenith', accountName: 'Ada Stores Ltd', accountNumber: '9876543210' },
        },
      ]);
  });
});

describe('evolve', () => {
  it('starts from no business', () => {
    expect(initialBusinessState).toEqual({ exists: false, bankAccounts: {} });
  });

  it('folds BusinessCreated and BankAccountAdded into the decision state', () => {
    expect(evolveAll([created, gtb])).toEqual({
      exists: true,
      businessId: 'biz-1',
      name: 'Ada Stores',
      currency: 'NGN',
      bankAccounts: {
        'bank-1': { bankAccountId: 'bank-1', bankName: 'GTB', accountName: 'Ada Stores Ltd', accountNumber: '0123456789' },
      },
      profile: {},
      settings: { stockLevel: 0, tax: '0', wipStatus: false, allowZeroStockLevel: false, footnote: '', invoice: {} },
    });
  });

  it('folds a sub-business with its type of business', () => {
    const state = evolveAll([
      { type: 'BusinessCreated', data: { businessId: 'biz-2', name: 'Ada Ikeja', currency: 'NGN', parentBusinessId: 'biz-1', typeOfBusiness: 'Retail' } },
    ]);
    expect(state).toMatchObject({ exists: true, parentBusinessId: 'biz-1', profile: { typeOfBusiness: 'Retail' } });
  });

  it('ignores events it does not track', () => {
    const state = evolveAll([created, gtb]);
    expect(evolve(state, { type: 'MoneyInRecorded', data: {} })).toBe(state);
    expect(evolve(state, { type: 'SomethingLater', data: null })).toBe(state);
  });

  it('never changes the state it is given', () => {
    const before = evolveAll([created]);
    const snapshot = JSON.parse(JSON.stringify(before));
    evolve(before, gtb);
    expect(before).toEqual(snapshot);
    expect(initialBusinessState).toEqual({ exists: false, bankAccounts: {} });
  });

  it('looks bank accounts up by own property only', () => {
    const state = evolveAll([created, gtb]);
    expect(bankAccountById(state, 'bank-1')?.bankName).toBe('GTB');
    expect(bankAccountById(state, 'constructor')).toBeUndefined();
    expect(bankAccountById(state, '__proto__')).toBeUndefined();
  });
});

describe('resolvePaymentAccount', () => {
  const state = evolveAll([created, gtb]);

  it('reads Cash and the business’s bank accounts', () => {
    expect(resolvePaymentAccount('Cash', state)).toEqual({ kind: 'cash' });
    expect(resolvePaymentAccount('bank-1', state)).toEqual({ kind: 'bank', bankAccountId: 'bank-1' });
  });

  it('refuses anything else, naming the field', () => {
    for (const input of ['cash', 'bank-2', 'GTB', 'toString', 42]) {
      expect(() => resolvePaymentAccount(input, state, 'account')).toThrow(
        new LedgerValidationError('account', "account must be Cash or one of the business's bank accounts", 'UNKNOWN_ACCOUNT'),
      );
    }
    // An id of a bank account the business does not have (another business's, say) is not found.
    expect(() => resolvePaymentAccount('0b6c2b8e-4f7e-4a55-9d7e-111111111111', state)).toThrow(
      new LedgerValidationError('account', "account must be Cash or one of the business's bank accounts", 'BANK_ACCOUNT_NOT_FOUND'),
    );
    expect(() => resolvePaymentAccount(undefined, state)).toThrow('account is required');
  });
});
