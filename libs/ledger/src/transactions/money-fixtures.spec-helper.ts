import type { BusinessEvent } from '../business/business-events.js';
import { evolveAll, type BusinessState } from '../business/business-state.js';
import type { OpeningStockIntroduced } from '../catalogue/catalogue-events.js';
import type { CurrencyCode } from '../money.js';
import { givenWhenThen } from '../testing/given-when-then.spec-helper.js';
import type { MoneyEvent } from './money-events.js';

/** A business with two bank accounts (bank-1 GTB, bank-2 Zenith), for the money deciders' tests. */
export const businessCreated = (currency: CurrencyCode = 'NGN'): BusinessEvent => ({
  type: 'BusinessCreated',
  data: { businessId: 'biz-1', name: 'Ada Stores', currency },
});
export const gtbAdded: BusinessEvent = {
  type: 'BankAccountAdded',
  data: { bankAccountId: 'bank-1', bankName: 'GTB', accountName: 'Ada Stores Ltd', accountNumber: '0123456789' },
};
export const zenithAdded: BusinessEvent = {
  type: 'BankAccountAdded',
  data: { bankAccountId: 'bank-2', bankName: 'Zenith', accountName: 'Ada Stores Ltd', accountNumber: '9876543210' },
};
export const aBusiness = (currency: CurrencyCode = 'NGN'): BusinessEvent[] => [businessCreated(currency), gtbAdded, zenithAdded];
export const stateOf = (events: BusinessEvent[]): BusinessState => evolveAll(events);

/** given(business events).when(state => decide(…)) → then(events) | thenRefuses(field, code, message?) */
export const given = givenWhenThen<BusinessState, BusinessEvent | MoneyEvent | OpeningStockIntroduced>(evolveAll);

/** Contacts the tests' business knows. */
export const contactExists = (id: string) => id === 'supplier-1' || id === 'customer-1';
