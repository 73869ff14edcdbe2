import { describe, expect, it } from '@jest/globals';
import type { BusinessEvent } from '../business/business-events.js';
import { evolveAll, type BusinessState } from '../business/business-state.js';
import { assertBalanced } from '../journal.js';
import type { PurchaseRecordedData, StockIntroducedData } from '../transactions/document-events.js';
import type { ProductCreatedData } from './catalogue-events.js';
import {
  averageUnitCost,
  decideCreateProductFamily,
  VARIANT_NEGATIVE_QUANTITY_MESSAGE,
  type CreateProductFamilyCommand,
  type MaterialStock,
} from './product-family.js';

const businessCreated: BusinessEvent = { type: 'BusinessCreated', data: { businessId: 'biz-1', name: 'Ada Stores', currency: 'NGN' } };
const state: BusinessState = evolveAll([businessCreated]);

const command = (overrides: Partial<CreateProductFamilyCommand> = {}): CreateProductFamilyCommand => ({
  productId: 'p-1',
  kind: 'product',
  name: 'Polo shirt',
  sku: 'PRD-000001',
  sellingPrice: '0',
  measurement: 'Piece',
  categoryName: 'Clothing',
  brandName: 'Ankara Co',
  openingStock: { transactionId: 'tx-1', reference: 'AB12CD', date: '2026-11-22' },
  ...overrides,
});

const fieldOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { field: (error as { field?: string }).field, message: (error as Error).message };
  }
  throw new Error('expected a refusal');
};

describe('decideCreateProductFamily', () => {
  it('keeps the parent’s purchase (a negative quantity) beside the variants’ opening stock, each its own balanced transaction', () => {
    const events = decideCreateProductFamily(
      command({
        quantity: '-2',
        buyingPrice: '100',
        accountType: 'Cash',
        openingPurchase: { transactionId: 'tx-2', reference: 'PUR001', date: '2026-11-22' },
        variants: [{ productId: 'v-1', name: 'S', sku: 'PRD-000002', quantity: '4', buyingPrice: '2500', sellingPrice: '4000' }],
      }),
      state,
    );
    expect(events.map((event) => event.type)).toEqual(['ProductCreated', 'ProductCreated', 'PurchaseRecorded', 'StockIntroduced']);
    const purchase = events[2]!.data as PurchaseRecordedData;
    expect(purchase.stock).toEqual([{ productId: 'p-1', quantity: '2', value: '200.00' }]);
    expect((events[3]!.data as StockIntroducedData).stock).toEqual([{ productId: 'v-1', quantity: '4', value: '10000.00' }]);
    expect(() => assertBalanced(purchase.lines, 'NGN')).not.toThrow();
  });

  it('refuses a variant’s negative quantity: only the product’s own quantity is bought', () => {
    expect(
      fieldOf(() =>
        decideCreateProductFamily(
          command({
            accountType: 'Cash',
            openingPurchase: { transactionId: 'tx-2', reference: 'PUR001', date: '2026-11-22' },
            variants: [{ productId: 'v-1', name: 'S', sku: 'PRD-000002', quantity: '-1', buyingPrice: '10', sellingPrice: '20' }],
          }),
          state,
        ),
      ),
    ).toEqual({ field: 'variants[0].quantity', message: VARIANT_NEGATIVE_QUANTITY_MESSAGE });
  });

  it('creates each variant as a product with the parent’s category, brand and measurement, and one balanced opening-stock transaction', () => {
    const events = decideCreateProductFamily(
      command({
        quantity: '1',
        buyingPrice: '100',
        variants: [
          { productId: 'v-1', name: 'S', sku: 'PRD-000002', quantity: '4', buyingPrice: '2500', sellingPrice: '4000' },
          { productId: 'v-2', name: 'M', sku: 'PRD-000003', sellingPrice: '4200' },
        ],
      }),
      state,
    );
    const products = events.filter((event) => event.type === 'ProductCreated').map((event) => event.data as ProductCreatedData);
    expect(products.map((p) => [p.name, p.parentId, p.measurement, p.categoryName, p.brandName])).toEqual([
      ['Polo shirt', undefined, 'Piece', 'Clothing', 'Ankara Co'],
      ['S', 'p-1', 'Piece', 'Clothing', 'Ankara Co'],
      ['M', 'p-1', 'Piece', 'Clothing', 'Ankara Co'],
    ]);
    expect(products[0]!.variantsCount).toBe(2);
    const stock = events.filter((event) => event.type === 'StockIntroduced').map((event) => event.data as StockIntroducedData);
    expect(stock).toHaveLength(1);
    expect(stock[0]!.amount).toBe('10100.00');
    expect(stock[0]!.stock).toEqual([
      { productId: 'p-1', quantity: '1', value: '100.00' },
      { productId: 'v-1', quantity: '4', value: '10000.00' },
    ]);
    expect(() => assertBalanced(stock[0]!.lines, 'NGN')).not.toThrow();
  });

  it('names the variant’s field in a refusal, and refuses a SKU twice in one form', () => {
    expect(
      fieldOf(() => decideCreateProductFamily(command({ variants: [{ productId: 'v-1', name: 'S', sku: 'X', quantity: '2', sellingPrice: '1' }] }), state)),
    ).toEqual({
      field: 'variants[0].buyingPrice',
      message: 'Cost price is required',
    });
    expect(fieldOf(() => decideCreateProductFamily(command({ variants: [{ productId: 'v-1', name: 'S', sellingPrice: '1' }] }), state))).toEqual({
      field: 'variants[0].sku',
      message: 'SKU is required for each variant',
    });
    expect(
      fieldOf(() => decideCreateProductFamily(command({ variants: [{ productId: 'v-1', name: 'S', sku: 'prd-000001', sellingPrice: '1' }] }), state)).field,
    ).toBe('variants[0].sku');
  });

  it('prices raw material lines at the moving average unless given, and costs the product at its lines without a buying price', () => {
    const materials = new Map<string, MaterialStock>([
      ['flour', { name: 'Flour', measurement: 'Kg', quantity: '3', value: '9999.99', fallbackUnitCost: '1' }],
      ['yeast', { name: 'Yeast', measurement: 'Unit', quantity: '0', value: '0', fallbackUnitCost: '250' }],
    ]);
    const events = decideCreateProductFamily(
      command({
        name: 'Bread',
        measurement: undefined,
        rawMaterials: [
          { id: 'flour', quantity: '0.5' },
          { id: 'yeast', quantity: '2' },
        ],
      }),
      state,
      materials,
    );
    const bread = events[0]!.data as ProductCreatedData;
    expect(bread.rawMaterials).toEqual([
      { id: 'flour', name: 'Flour', quantity: '0.5', price: '3333.33', measurement: 'Kg' },
      { id: 'yeast', name: 'Yeast', quantity: '2', price: '250.00', measurement: 'Unit' },
    ]);
    expect(bread.buyingPrice).toBe('2166.67');
    expect(fieldOf(() => decideCreateProductFamily(command({ rawMaterials: [{ id: 'sugar', quantity: '1' }] }), state, materials)).field).toBe(
      'rawMaterials[0].id',
    );
  });

  it('averages value over quantity at the currency’s scale, or falls back to the unit cost with none in stock', () => {
    expect(averageUnitCost({ name: 'x', measurement: 'Unit', quantity: '3', value: '10', fallbackUnitCost: '1' }, 'NGN').toFixed(2)).toBe('3.33');
    expect(averageUnitCost({ name: 'x', measurement: 'Unit', quantity: '0', value: '0', fallbackUnitCost: '7.5' }, 'NGN').toFixed(2)).toBe('7.50');
  });
});
