// The business's currency for every component below the app shell. The shell reads it from the
// account settings and provides it; components call useMoney() and never name a currency.

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatAmount } from './format.js';
import { moneyFormat, type CurrencyCode, type MoneyFormat } from './money.js';

const MoneyContext = createContext<MoneyFormat>(moneyFormat('NGN'));

export function MoneyProvider({ currency, children }: { currency: CurrencyCode | null | undefined; children: ReactNode }) {
  const value = useMemo(() => moneyFormat(currency || 'NGN'), [currency]);
  return <MoneyContext.Provider value={value}>{children}</MoneyContext.Provider>;
}

/** Format and parse amounts in the business's currency and decimals. */
export function useMoney(): MoneyFormat {
  return useContext(MoneyContext);
}

/** An amount in the business's currency, for places that have no `money` at hand (table cells); "—" when missing. */
export function Money({ amount }: { amount: string | null | undefined }) {
  return <>{formatAmount(amount, useMoney().currency)}</>;
}
