import { describe, expect, it } from '@jest/globals';
import { givenWhenThen } from '../testing/given-when-then.spec-helper.js';
import type { BusinessEvent } from './business-events.js';
import { evolveAll, type BusinessState } from './business-state.js';
import { decideChangeAccountSetting, type ChangeAccountSettingCommand } from './change-account-setting.js';

const given = givenWhenThen<BusinessState, BusinessEvent>(evolveAll);

const created: BusinessEvent = { type: 'BusinessCreated', data: { businessId: 'biz-1', name: 'Ada Stores', currency: 'NGN' } };
const change =
  (setting: unknown, value: unknown, options: Partial<ChangeAccountSettingCommand> = {}) =>
  (state: BusinessState) =>
    decideChangeAccountSetting({ setting, value, ...options }, state);
const changed = (setting: string, value: unknown): BusinessEvent => ({ type: 'AccountSettingChanged', data: { setting, value } as never });

describe('change account setting', () => {
  it('sets the low-stock level from an integer or its digits', () => {
    given([created])
      .when(change('stockLevel', 5))
      .then([changed('stockLevel', 5)]);
    given([created])
      .when(change('stockLevel', ' 12 '))
      .then([changed('stockLevel', 12)]);
  });

  it('refuses a stock level that is not a non-negative whole number', () => {
    for (const value of [-1, 1.5, '1.5', '-2', 'ten', true, 1e12]) {
      given([created]).when(change('stockLevel', value)).thenRefuses('stockLevel', 'INVALID_VALUE');
    }
    given([created]).when(change('stockLevel', null)).thenRefuses('stockLevel', 'REQUIRED');
  });

  it('sets the tax percent as a decimal string', () => {
    given([created])
      .when(change('tax', '7.50'))
      .then([changed('tax', '7.5')]);
    given([created])
      .when(change('tax', 100))
      .then([changed('tax', '100')]);
  });

  it('refuses a tax outside 0–100 or with more than 2 decimals', () => {
    given([created]).when(change('tax', '100.01')).thenRefuses('tax', 'INVALID_VALUE', 'tax must be a percent from 0 to 100');
    given([created]).when(change('tax', '-1')).thenRefuses('tax', 'AMOUNT_NEGATIVE');
    given([created]).when(change('tax', '7.125')).thenRefuses('tax', 'AMOUNT_TOO_MANY_DECIMALS');
    given([created]).when(change('tax', '1e2')).thenRefuses('tax', 'INVALID_AMOUNT');
    given([created]).when(change('tax', '')).thenRefuses('tax', 'REQUIRED');
  });

  it('turns work in progress and selling below zero on and off, as booleans only', () => {
    given([created])
      .when(change('wipStatus', true))
      .then([changed('wipStatus', true)]);
    given([created])
      .when(change('allowZeroStockLevel', true))
      .then([changed('allowZeroStockLevel', true)]);
    given([created, changed('wipStatus', true)])
      .when(change('wipStatus', false))
      .then([changed('wipStatus', false)]);
    given([created]).when(change('wipStatus', 'true')).thenRefuses('wipStatus', 'INVALID_VALUE', 'wipStatus must be true or false');
    given([created]).when(change('allowZeroStockLevel', 1)).thenRefuses('allowZeroStockLevel', 'INVALID_VALUE');
    given([created]).when(change('wipStatus', undefined)).thenRefuses('wipStatus', 'REQUIRED');
  });

  it('sets and clears the footnote, up to 500 characters', () => {
    given([created])
      .when(change('footnote', ' Thank you for your patronage '))
      .then([changed('footnote', 'Thank you for your patronage')]);
    given([created, changed('footnote', 'Thanks')])
      .when(change('footnote', null))
      .then([changed('footnote', '')]);
    given([created])
      .when(change('footnote', 'x'.repeat(501)))
      .thenRefuses('footnote', 'INVALID_VALUE');
    given([created]).when(change('footnote', 7)).thenRefuses('footnote', 'INVALID_VALUE');
  });

  it('merges invoice customisation onto what is set and carries the whole result', () => {
    given([created])
      .when(change('invoice', { showLogo: true, colour: '#1A2B3C', template: 'letterhead' }))
      .then([changed('invoice', { template: 'letterhead', colour: '#1a2b3c', showLogo: true })]);
    given([created, changed('invoice', { template: 'letterhead', colour: '#1a2b3c' })])
      .when(change('invoice', { showBankDetails: false, colour: null }))
      .then([changed('invoice', { template: 'letterhead', showBankDetails: false })]);
  });

  it('refuses unknown or bad invoice customisation, naming the key', () => {
    given([created])
      .when(change('invoice', { font: 'Arial' }))
      .thenRefuses('invoice.font', 'INVALID_VALUE', 'font is not an invoice customisation field');
    given([created])
      .when(change('invoice', { template: 'fancy' }))
      .thenRefuses('invoice.template', 'INVALID_CHOICE', /standard, letterhead/);
    given([created])
      .when(change('invoice', { colour: 'red' }))
      .thenRefuses('invoice.colour', 'INVALID_VALUE');
    given([created])
      .when(change('invoice', { showLogo: 'yes' }))
      .thenRefuses('invoice.showLogo', 'INVALID_VALUE');
    given([created]).when(change('invoice', {})).thenRefuses('invoice', 'REQUIRED');
    given([created])
      .when(change('invoice', ['letterhead']))
      .thenRefuses('invoice', 'INVALID_VALUE');
  });

  it('changes the currency of a business with no transactions', () => {
    given([created])
      .when(change('currency', 'GHS', { hasTransactions: false }))
      .then([changed('currency', 'GHS')]);
  });

  it('refuses a currency change once the business has transactions, or when that is not known', () => {
    given([created])
      .when(change('currency', 'USD', { hasTransactions: true }))
      .thenRefuses('currency', 'CURRENCY_LOCKED', 'The currency cannot be changed once the business has recorded transactions');
    given([created]).when(change('currency', 'USD')).thenRefuses('currency', 'CURRENCY_LOCKED');
    given([created])
      .when(change('currency', 'BTC', { hasTransactions: false }))
      .thenRefuses('currency', 'UNSUPPORTED_CURRENCY');
  });

  it('gives no event for a value the setting already has', () => {
    given([created]).when(change('stockLevel', 0)).then([]);
    given([created]).when(change('tax', '0.00')).then([]);
    given([created]).when(change('wipStatus', false)).then([]);
    given([created]).when(change('footnote', '')).then([]);
    given([created])
      .when(change('currency', 'NGN', { hasTransactions: true }))
      .then([]);
    given([created, changed('invoice', { template: 'letterhead', showLogo: true })])
      .when(change('invoice', { showLogo: true }))
      .then([]);
  });

  it('refuses an unknown or missing setting, and a business that does not exist', () => {
    given([created])
      .when(change('theme', 'dark'))
      .thenRefuses('setting', 'INVALID_CHOICE', /stockLevel, tax/);
    given([created]).when(change('toString', 'x')).thenRefuses('setting', 'INVALID_CHOICE');
    given([created]).when(change(undefined, 1)).thenRefuses('setting', 'REQUIRED');
    given([]).when(change('stockLevel', 1)).thenRefuses('businessId', 'BUSINESS_NOT_FOUND');
  });

  it('evolves: settings and currency follow the events', () => {
    const state = evolveAll([
      created,
      changed('stockLevel', 3),
      changed('tax', '7.5'),
      changed('invoice', { template: 'letterhead' }),
      changed('currency', 'USD'),
      changed('stockLevel', 4),
    ]);
    expect(state).toMatchObject({
      currency: 'USD',
      settings: { stockLevel: 4, tax: '7.5', wipStatus: false, allowZeroStockLevel: false, footnote: '', invoice: { template: 'letterhead' } },
    });
  });
});
