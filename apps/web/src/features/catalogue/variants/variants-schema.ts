import Decimal from 'decimal.js';
import { z } from 'zod';
import type { CreateProductBody, VariantBody } from '../api/catalogue.api.js';
import { plainNumber, type Measurement } from '../components/product-schema.js';

const decimal = /^\d+(\.\d+)?$/;

const variantSchema = z.object({
  name: z.string(),
  sku: z.string(),
  quantity: z.string().transform(plainNumber),
  buyingPrice: z.string().transform(plainNumber),
  sellingPrice: z.string().transform(plainNumber),
  stockLevel: z.string().transform(plainNumber),
});

export type VariantValues = z.infer<typeof variantSchema>;

/** The Product with variants tab: the parent's shared fields and a line per variant (spec 001 §3–§5). */
export const variantsSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required'),
    sku: z.string().trim().min(1, 'SKU is required'),
    sellingPrice: z.string().transform(plainNumber),
    measurement: z.string(),
    categoryName: z.string().nullable(),
    brandName: z.string().nullable(),
    description: z.string().trim(),
    variants: z.array(variantSchema),
  })
  .superRefine((values, context) => {
    const fail = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    if (values.sellingPrice !== '' && !decimal.test(values.sellingPrice)) fail(['sellingPrice'], 'Please enter your selling price');
    const named = values.variants.filter((variant) => variant.name.trim() !== '');
    if (named.length === 0) fail(['variants'], 'Add at least one variant with a name');
    values.variants.forEach((variant, index) => {
      // Variants without a name are dropped (spec 001 §5): nothing to check.
      if (variant.name.trim() === '') return;
      const at = (field: keyof VariantValues) => ['variants', index, field];
      if (variant.sku.trim() === '') fail(at('sku'), 'SKU is required');
      const quantity = variant.quantity.trim();
      if (quantity !== '' && !decimal.test(quantity)) fail(at('quantity'), 'Quantity must be a number, 0 or more');
      const hasStock = decimal.test(quantity) && new Decimal(quantity).gt(0);
      const cost = variant.buyingPrice.trim();
      if (hasStock && cost === '') fail(at('buyingPrice'), 'Cost price is required');
      else if (cost !== '' && !decimal.test(cost)) fail(at('buyingPrice'), 'Please enter your buying price');
      const price = variant.sellingPrice.trim();
      if (price === '') fail(at('sellingPrice'), 'Selling price is required');
      else if (!decimal.test(price)) fail(at('sellingPrice'), 'Please enter your selling price');
      const level = variant.stockLevel.trim();
      if (level !== '' && !decimal.test(level)) fail(at('stockLevel'), 'Stock level must be a number, 0 or more');
    });
  });

export type VariantsFormValues = z.infer<typeof variantsSchema>;

export const emptyVariant = (sku = ''): VariantValues => ({ name: '', sku, quantity: '0', buyingPrice: '', sellingPrice: '', stockLevel: '0' });

export const emptyVariantsForm = (): VariantsFormValues => ({
  name: '',
  sku: '',
  sellingPrice: '0',
  measurement: 'Unit',
  categoryName: null,
  brandName: null,
  description: '',
  variants: [emptyVariant()],
});

/** The SKU after `sku`: its trailing number plus one, same width (PRD-000012 → PRD-000013); without one, `sku-1`. */
export function skuAfter(sku: string): string {
  const match = /^(.*?)(\d+)$/.exec(sku.trim());
  if (!match) return sku.trim() === '' ? '' : `${sku.trim()}-1`;
  const [, prefix, digits] = match;
  return `${prefix}${(BigInt(digits!) + 1n).toString().padStart(digits!.length, '0')}`;
}

/** Spec 001 §3: nameless variants dropped, empty values left out, a price of 0 still sent. */
export function toVariantsBody(values: VariantsFormValues): CreateProductBody {
  const optional = (value: string | null) => (value === null || value.trim() === '' ? undefined : value.trim());
  const variants: VariantBody[] = values.variants
    .filter((variant) => variant.name.trim() !== '')
    .map((variant) => {
      const line: VariantBody = {
        name: variant.name.trim(),
        sku: variant.sku.trim(),
        sellingPrice: variant.sellingPrice.trim(),
        quantity: optional(variant.quantity),
        buyingPrice: optional(variant.buyingPrice),
        stockLevel: optional(variant.stockLevel),
      };
      return Object.fromEntries(Object.entries(line).filter(([, value]) => value !== undefined)) as unknown as VariantBody;
    });
  const body: CreateProductBody = {
    type: 'PRODUCT',
    name: values.name.trim(),
    sku: values.sku.trim(),
    sellingPrice: values.sellingPrice.trim() === '' ? '0' : values.sellingPrice.trim(),
    // One of MEASUREMENTS (the select's options).
    measurement: values.measurement as Measurement,
    categoryName: optional(values.categoryName),
    brandName: optional(values.brandName),
    description: optional(values.description),
    hasVariants: true,
    variantsCount: variants.length,
    variants,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as unknown as CreateProductBody;
}
