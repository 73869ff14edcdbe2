import Decimal from 'decimal.js';

/** Spec 001 §9: (purchase price − salvage value) / lifespan, rounded to 2 decimals; undefined unless the price is above 0. */
export function monthlyDepreciationHint(purchasePrice: string, salvageValue: string, lifespan: number): string | undefined {
  try {
    const price = new Decimal(purchasePrice || '0');
    if (!price.gt(0) || !(lifespan >= 1)) return undefined;
    return price
      .minus(salvageValue || '0')
      .dividedBy(lifespan)
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
      .toFixed(2);
  } catch {
    return undefined;
  }
}

/** Spec 001 §9: asset references are 6 random characters. */
export function randomReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const values = crypto.getRandomValues(new Uint32Array(6));
  return Array.from(values, (value) => alphabet[value % alphabet.length]).join('');
}
