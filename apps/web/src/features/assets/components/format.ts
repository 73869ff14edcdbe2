import { roundToScale } from '@ledgerline/ledger';
import { readDecimal } from '../../../lib/decimal-input.js';

/**
 * Spec 001 §9 and the ledger's `monthlyDepreciation`: round((purchase price − salvage value) /
 * lifespan) at the currency's decimals (`scale`: `money.decimals`); undefined unless the price is
 * above 0 (or while either amount is half typed).
 */
export function monthlyDepreciationHint(purchasePrice: string, salvageValue: string, lifespan: number, scale: number): string | undefined {
  const price = readDecimal(purchasePrice);
  const salvage = salvageValue.trim() === '' ? readDecimal('0') : readDecimal(salvageValue);
  if (!price?.gt(0) || !salvage || !(lifespan >= 1)) return undefined;
  return roundToScale(price.minus(salvage).dividedBy(lifespan), scale).toFixed(scale);
}

/** Spec 001 §9: asset references are 6 random characters. */
export function randomReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const values = crypto.getRandomValues(new Uint32Array(6));
  return Array.from(values, (value) => alphabet[value % alphabet.length]).join('');
}
