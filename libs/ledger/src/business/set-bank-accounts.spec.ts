import { describe, expect, it } from '@jest/globals';
import { givenWhenThen } from '../testing/given-when-then.spec-helper.js';
import type { BusinessEvent } from './business-events.js';
import { evolveAll, type BusinessState } from './business-state.js';
import { decideSetBankAccounts, MAX_BANK_ACCOUNTS, type SetBankAccountsCommand } from './set-bank-accounts.js';

const given = givenWhenThen<BusinessState, BusinessEvent>(evolveAll);

const created: BusinessEvent = { type: 'BusinessCreated', data: { businessId: 'biz-1', name: 'Ada Stores', currency: 'NGN' } };
const gtb = { bankAccountId: 'bank-1', bankName: 'GTB', accountName: 'Ada Stores Ltd', accountNumber: '0123456789' };
const zenith = { bankAccountId: 'bank-2', bankName: 'Zenith', accountName: 'Ada Stores Ltd', accountNumber: '9876543210' };
const gtbAdded: BusinessEvent = { type: 'BankAccountAdded', data: gtb };
const zenithAdded: BusinessEvent = { type: 'BankAccountAdded', data: zenith };

/** New ids new-1, new-2, … in the order asked for. */
const setBankAccounts = (bankAccounts: unknown, options: Partial<SetBankAccountsCommand> = {}) => {
  let next = 0;
  return (state: BusinessState) => decideSetBankAccounts({ bankAccounts, newBankAccountId: () => `new-${++next}`, ...options }, state);
};

describe('set bank accounts', () => {
  it('given no accounts, when a list is given, then each entry without an id is added with a new id', () => {
    given([created])
      .when(
        setBankAccounts([
          { bankName: 'GTB', accountName: 'Ada Stores Ltd', accountNumber: '0123456789' },
          { ...zenith, bankAccountId: undefined },
        ]),
      )
      .then([
        { type: 'BankAccountAdded', data: { ...gtb, bankAccountId: 'new-1' } },
        { type: 'BankAccountAdded', data: { ...zenith, bankAccountId: 'new-2' } },
      ]);
  });

  it('drops entries with an empty account number (spec 002 §5), asking no id for them', () => {
    given([created])
      .when(
        setBankAccounts([
          { bankName: 'Access', accountName: 'Ada', accountNumber: '' },
          { bankName: 'UBA', accountName: 'Ada', accountNumber: '   ' },
          { bankName: 'FCMB' },
          { ...zenith, bankAccountId: '' },
        ]),
      )
      .then([{ type: 'BankAccountAdded', data: { ...zenith, bankAccountId: 'new-1' } }]);
  });

  it('updates entries with an id, carrying only the fields that changed; unchanged ones give no event', () => {
    given([created, gtbAdded, zenithAdded])
      .when(setBankAccounts([{ ...gtb, accountName: ' Ada Stores Limited ' }, zenith]))
      .then([{ type: 'BankAccountUpdated', data: { bankAccountId: 'bank-1', accountName: 'Ada Stores Limited' } }]);
    given([created, gtbAdded, zenithAdded])
      .when(setBankAccounts([zenith, gtb]))
      .then([]);
  });

  it('removes accounts missing from the list (or whose number was blanked), removals first', () => {
    given([created, gtbAdded, zenithAdded])
      .when(
        setBankAccounts([
          { bankName: 'Access', accountName: 'Ada', accountNumber: '1111111111' },
          { ...gtb, accountNumber: '' },
        ]),
      )
      .then([
        { type: 'BankAccountRemoved', data: { bankAccountId: 'bank-1' } },
        { type: 'BankAccountRemoved', data: { bankAccountId: 'bank-2' } },
        { type: 'BankAccountAdded', data: { bankAccountId: 'new-1', bankName: 'Access', accountName: 'Ada', accountNumber: '1111111111' } },
      ]);
    given([created, gtbAdded])
      .when(setBankAccounts([]))
      .then([{ type: 'BankAccountRemoved', data: { bankAccountId: 'bank-1' } }]);
  });

  it('removes accounts whose balance is zero or unknown, and refuses one that still holds money', () => {
    given([created, gtbAdded, zenithAdded])
      .when(setBankAccounts([zenith], { balances: { 'bank-1': '0.00', 'bank-2': '500.00' } }))
      .then([{ type: 'BankAccountRemoved', data: { bankAccountId: 'bank-1' } }]);
    given([created, gtbAdded, zenithAdded])
      .when(setBankAccounts([gtb], { balances: { 'bank-2': '-20.50' } }))
      .thenRefuses('bankAccounts', 'BANK_ACCOUNT_IN_USE', 'Zenith account 9876543210 still has a balance of -20.5; move the money out before removing it');
  });

  it('reads an entry without an id that has an existing account’s bank and number as that account', () => {
    // A client that never learnt the ids sends the list as it shows it: nothing is removed and re-added.
    const withoutIds = [gtb, zenith].map(({ bankAccountId: _id, ...fields }) => fields);
    given([created, gtbAdded, zenithAdded]).when(setBankAccounts(withoutIds)).then([]);
    given([created, gtbAdded, zenithAdded])
      .when(setBankAccounts([{ ...withoutIds[1], bankName: 'ZENITH', accountName: 'Ada Ltd' }]))
      .then([
        { type: 'BankAccountRemoved', data: { bankAccountId: 'bank-1' } },
        { type: 'BankAccountUpdated', data: { bankAccountId: 'bank-2', bankName: 'ZENITH', accountName: 'Ada Ltd' } },
      ]);
  });

  it('lets an account named by id take another number while a new entry takes its old one', () => {
    given([created, gtbAdded])
      .when(
        setBankAccounts([
          { bankName: 'GTB', accountName: 'Ada Stores Ltd', accountNumber: '0123456789' },
          { ...gtb, accountNumber: '2222222222' },
        ]),
      )
      .then([
        { type: 'BankAccountAdded', data: { ...gtb, bankAccountId: 'new-1' } },
        { type: 'BankAccountUpdated', data: { bankAccountId: 'bank-1', accountNumber: '2222222222' } },
      ]);
  });

  it('refuses an unknown id, an id listed twice, and the same bank and number twice', () => {
    given([created, gtbAdded])
      .when(setBankAccounts([{ ...zenith, bankAccountId: 'bank-9' }]))
      .thenRefuses('bankAccounts[0].bankAccountId', 'BANK_ACCOUNT_NOT_FOUND');
    given([created, gtbAdded])
      .when(setBankAccounts([gtb, { ...gtb, accountNumber: '5555555555' }]))
      .thenRefuses('bankAccounts[1].bankAccountId', 'INVALID_VALUE', 'Bank account bank-1 is listed twice');
    given([created, gtbAdded])
      .when(setBankAccounts([gtb, { bankName: 'gtb', accountName: 'Other', accountNumber: '0123456789' }]))
      .thenRefuses('bankAccounts[1].accountNumber', 'BANK_ACCOUNT_ALREADY_EXISTS', 'The list has gtb account 0123456789 twice');
  });

  it('refuses a new id that is taken or reads as Cash', () => {
    given([created, gtbAdded])
      .when(setBankAccounts([gtb, { bankName: 'Access', accountName: 'Ada', accountNumber: '1' }], { newBankAccountId: () => 'bank-1' }))
      .thenRefuses('bankAccounts[1].bankAccountId', 'BANK_ACCOUNT_ALREADY_EXISTS');
    given([created])
      .when(setBankAccounts([{ ...zenith, bankAccountId: undefined }], { newBankAccountId: () => 'cash' }))
      .thenRefuses('bankAccounts[0].bankAccountId', 'INVALID_VALUE');
  });

  it('refuses bad entries, naming the entry’s field', () => {
    given([created])
      .when(
        setBankAccounts([
          { ...zenith, bankAccountId: undefined },
          { bankName: ' ', accountName: 'Ada', accountNumber: '1' },
        ]),
      )
      .thenRefuses('bankAccounts[1].bankName', 'REQUIRED');
    given([created])
      .when(setBankAccounts([{ bankName: 'GTB', accountNumber: '1' }]))
      .thenRefuses('bankAccounts[0].accountName', 'REQUIRED');
    given([created])
      .when(setBankAccounts([{ bankName: 'GTB', accountName: 'Ada', accountNumber: 123 }]))
      .thenRefuses('bankAccounts[0].accountNumber', 'INVALID_VALUE');
    given([created])
      .when(setBankAccounts([{ bankName: 'GTB', accountName: 'Ada', accountNumber: '1'.repeat(35) }]))
      .thenRefuses('bankAccounts[0].accountNumber', 'INVALID_VALUE');
    given([created])
      .when(setBankAccounts([null]))
      .thenRefuses('bankAccounts[0]', 'INVALID_VALUE');
  });

  it('refuses a missing list, something else than a list, and too long a list', () => {
    given([created]).when(setBankAccounts(undefined)).thenRefuses('bankAccounts', 'REQUIRED');
    given([created])
      .when(setBankAccounts({ bankName: 'GTB' }))
      .thenRefuses('bankAccounts', 'INVALID_VALUE');
    const many = Array.from({ length: MAX_BANK_ACCOUNTS + 1 }, (_, i) => ({ bankName: 'GTB', accountName: 'Ada', accountNumber: String(i) }));
    given([created])
      .when(setBankAccounts(many))
      .thenRefuses('bankAccounts', 'INVALID_VALUE', /at most 50/);
  });

  it('given no business, then it is refused', () => {
    given([]).when(setBankAccounts([])).thenRefuses('businessId', 'BUSINESS_NOT_FOUND');
  });

  it('evolves: the state after the events is the list given', () => {
    const before = [created, gtbAdded, zenithAdded];
    const list = [
      { ...zenith, bankName: 'Zenith Bank' },
      { bankName: 'Access', accountName: 'Ada', accountNumber: '1111111111' },
    ];
    const events = setBankAccounts(list)(evolveAll(before));
    const after = evolveAll([...before, ...events]);
    expect(after.bankAccounts).toEqual({
      'bank-2': { ...zenith, bankName: 'Zenith Bank' },
      'new-1': { bankAccountId: 'new-1', bankName: 'Access', accountName: 'Ada', accountNumber: '1111111111' },
    });
    expect(setBankAccounts([list[0], { ...list[1], bankAccountId: 'new-1' }])(after)).toEqual([]);
    expect(setBankAccounts(list)(after)).toEqual([]);
  });
});
