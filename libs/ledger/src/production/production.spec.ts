import { describe, expect, it } from '@jest/globals';
import { DEFAULT_ACCOUNT_SETTINGS } from '../business/account-settings.js';
import type { ExistingBusiness } from '../business/business-state.js';
import { Decimal } from '../decimal.js';
import { assertBalanced } from '../journal.js';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import type { ProductionBatchProducedData, RawMaterialsMovedToWipData, RawMaterialStockIntroducedData } from './production-events.js';
import { decideCreateRawMaterial, decideMoveToWip, decideProduce, spreadValue, type StockItem } from './production.js';

const business: ExistingBusiness = {
  exists: true,
  businessId: 'biz-1',
  name: 'Ade Bakery',
  currency: 'NGN',
  bankAccounts: {},
  profile: {},
  settings: { ...DEFAULT_ACCOUNT_SETTINGS, wipStatus: true },
};
const flour: StockItem = { name: 'Flour', quantity: '3', value: '10000.00' };
const yeast: StockItem = { name: 'Yeast', quantity: '10', value: '2500.00' };
const materials = new Map([
  ['flour', flour],
  ['yeast', yeast],
]);
const products = new Map([
  ['loaf', { name: 'Loaf', quantity: '0', value: '0', kind: 'product' as const }],
  ['roll', { name: 'Roll', quantity: '0', value: '0', kind: 'product' as const }],
]);
const produce = (overrides: Record<string, unknown> = {}, wipBalance = new Decimal(0)) =>
  decideProduce(
    {
      transactionId: 'b-1',
      reference: 'BATCH1',
      date: '2026-11-25',
      inputs: [
        { id: 'flour', quantity: '1' },
        { id: 'yeast', quantity: '3' },
      ],
      additionalCosts: [{ description: 'Gas', amount: '1000.01' }],
      account: 'Cash',
      outputs: [
        { id: 'loaf', quantity: '30', price: '500' },
        { id: 'roll', quantity: '70', price: '100' },
      ],
      ...overrides,
    },
    business,
    materials,
    products,
    wipBalance,
  )[0].data as ProductionBatchProducedData;

describe('raw materials', () => {
  it('creates a raw material with its opening stock in 1210 against 3000', () => {
    const events = decideCreateRawMaterial(
      {
        rawMaterialId: 'flour',
        name: 'Flour',
        sku: 'RAW-000001',
        quantity: '3',
        price: '3333.33',
        openingStock: { transactionId: 't', reference: 'R', date: '2026-11-25' },
      },
      business,
    );
    expect(events.map((e) => e.type)).toEqual(['RawMaterialCreated', 'RawMaterialStockIntroduced']);
    const stock = events[1].data as RawMaterialStockIntroducedData;
    expect(stock.lines).toEqual([
      { account: '1210', productId: 'flour', debit: '9999.99', credit: '0.00' },
      { account: '3000', debit: '0.00', credit: '9999.99' },
    ]);
  });
});

describe('work in progress', () => {
  it('moves raw materials to WIP at their moving average', () => {
    const data = decideMoveToWip({ transactionId: 'w', reference: 'W1', date: '2026-11-25', items: [{ id: 'flour', quantity: '1' }] }, business, materials)[0]
      .data as RawMaterialsMovedToWipData;
    expect(data.amount).toBe('3333.33');
    expect(data.stock).toEqual([{ productId: 'flour', quantity: '-1', value: '-3333.33' }]);
    assertBalanced(data.lines, 'NGN');
  });

  it('is refused while the WIP setting is off', () => {
    const off = { ...business, settings: { ...business.settings, wipStatus: false } };
    expect(
      refusal(() => decideMoveToWip({ transactionId: 'w', reference: 'W1', date: '2026-11-25', items: [{ id: 'flour', quantity: '1' }] }, off, materials))
        .field,
    ).toBe('wipStatus');
  });
});

describe('produce a batch', () => {
  it('values the outputs at inputs + additional costs exactly, spread by quantity × price, the last taking the remainder', () => {
    const data = produce();
    // flour 1 of 3 worth 10000 → 3333.33; yeast 3 of 10 worth 2500 → 750.00; gas 1000.01
    expect(data.inputs.map((i) => i.cost)).toEqual(['3333.33', '750.00']);
    expect(data.total).toBe('5083.34');
    // weights 15000 : 7000 → round(5083.34 × 15/22) = 3465.91, and the rest 1617.43
    expect(data.outputs.map((o) => o.value)).toEqual(['3465.91', '1617.43']);
    expect(data.outputs.reduce((sum, o) => sum.plus(o.value), new Decimal(0)).toFixed(2)).toBe(data.total);
    assertBalanced(data.lines, 'NGN');
    expect(data.lines.find((l) => l.account === '1000')).toMatchObject({ credit: '1000.01' });
  });

  it('uses work in progress up to its balance', () => {
    expect(produce({ wip: '500' }, new Decimal('500')).total).toBe('5583.34');
    expect(refusal(() => produce({ wip: '500.01' }, new Decimal('500')))).toMatchObject({ field: 'wip', code: 'STOCK_INSUFFICIENT' });
  });

  it('refuses more raw material than there is, naming it (409)', () => {
    expect(refusal(() => produce({ inputs: [{ id: 'flour', quantity: '4' }] }))).toMatchObject({
      field: 'inputs[0].quantity',
      code: 'STOCK_INSUFFICIENT',
      message: 'Only 3 of Flour in stock',
    });
  });

  it('spreads by quantity when no price is given, never losing a kobo', () => {
    const values = spreadValue(
      new Decimal('100.00'),
      [1, 1, 1].map(() => ({ quantity: new Decimal(1), price: new Decimal(0) })),
      'NGN',
    );
    expect(values.map((v) => v.toFixed(2))).toEqual(['33.33', '33.33', '33.34']);
  });
});
