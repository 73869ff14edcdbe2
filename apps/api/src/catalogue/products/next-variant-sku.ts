import { findProductBySku, type Queryable } from '@ledgerline/projections';

/** The SKU `step` places after `base`: its trailing number raised, same width (`PRD-000005` + 2 → `PRD-000007`); without one, `base-step`. */
export function skuAfter(base: string, step: number): string {
  const match = /^(.*?)(\d+)$/.exec(base);
  if (!match) return `${base}-${step}`;
  const [, prefix, digits] = match;
  return `${prefix}${(BigInt(digits!) + BigInt(step)).toString().padStart(digits!.length, '0')}`;
}

/**
 * Spec 001 §4: the first variant's SKU is the next one after the base, and each added variant takes
 * the next in turn. The `index`-th SKU after `base` that no product or service uses yet.
 */
export async function nextVariantSku(db: Queryable, businessId: string, base: string, index: number): Promise<string> {
  let found = 0;
  for (let step = 1; ; step++) {
    const sku = skuAfter(base, step);
    if (await findProductBySku(db, businessId, sku)) continue;
    if (++found === index) return sku;
  }
}
