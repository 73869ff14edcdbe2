import { Decimal } from '@ledgerline/ledger';

/** Money at the currency's scale, as every answer carries it ("1500.00"). */
export const moneyText = (value: Decimal | string | number | null | undefined, scale: number): string => new Decimal(value ?? 0).toFixed(scale);

/** A quantity without trailing zeros ("2.5", "10"). */
export const quantityText = (value: Decimal | string | null | undefined): string => new Decimal(value ?? 0).toString();

/** Average price per unit at the currency's scale; nothing sold (possible net of voids): zero. */
export const averagePrice = (amount: string, quantity: string, scale: number): string =>
  new Decimal(quantity).isZero() ? moneyText(0, scale) : new Decimal(amount).div(quantity).toFixed(scale);

/** A quantity and its value at cost, as the inventory reports show them. */
export const stockFigure = (amount: { quantity: string; value: string }, scale: number): { quantity: string; value: string } => ({
  quantity: quantityText(amount.quantity),
  value: moneyText(amount.value, scale),
});
