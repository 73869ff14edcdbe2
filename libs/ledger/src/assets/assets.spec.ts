import { describe, expect, it } from '@jest/globals';
import { requireBusiness } from '../business/business-state.js';
import { refusal, givenWhenThen } from '../testing/given-when-then.spec-helper.js';
import { aBusiness, contactExists, stateOf } from '../transactions/money-fixtures.spec-helper.js';
import type { AssetEvent } from './asset-events.js';
import { decideBuyAssets, decideDepreciateAsset, decideSellAssets, lastDayOfMonth, monthsDue, type BuyAssetsCommand } from './asset-documents.js';
import { decideArchiveAsset, decideCreateAsset, decideSetAssetCategories, decideUpdateAsset, monthlyDepreciation } from './asset-rules.js';
import { emptyAssetsState, evolveAssets, type AssetsState } from './asset-state.js';

const business = requireBusiness(stateOf(aBusiness()));
const fold = (events: AssetEvent[]): AssetsState => events.reduce(evolveAssets, emptyAssetsState());
const given = givenWhenThen<AssetsState, AssetEvent>(fold);

const categories = decideSetAssetCategories({
  businessId: 'biz-1',
  categories: [
    { name: 'Generators', group: 'Machinery and Equipment', lifespan: 12 },
    { name: 'Vans', group: 'Licensed Vehicles', lifespan: 36 },
  ],
});
const generatorForm = {
  tag: 'AST-000001',
  name: 'Generator 5kVA',
  category: 'Generators',
  purchasePrice: '120000.00',
  salvageValue: '12000.00',
  condition: 'new',
};
const created = (assetId: string, form: Record<string, unknown>, before: AssetEvent[] = categories): AssetEvent[] => [
  ...before,
  ...decideCreateAsset({ assetId, form }, fold(before), business),
];
const withGenerator = created('gen', generatorForm);

const buyCommand = (overrides: Partial<BuyAssetsCommand> = {}): BuyAssetsCommand => ({
  transactionId: 'buy-1',
  reference: 'AB0001',
  date: '2026-01-15',
  assets: [{ id: 'gen', quantity: 2, price: '120000.00' }],
  account: 'Cash',
  ...overrides,
});
const context = (state: AssetsState) => ({ business, assets: state, contactExists });

describe('asset categories and the asset form (spec 001 §5)', () => {
  it('creates an asset: the category gives its group and lifespan, amounts at the scale', () => {
    given(categories)
      .when((state) => decideCreateAsset({ assetId: 'gen', form: generatorForm }, state, business))
      .then([
        {
          type: 'AssetCreated',
          data: {
            assetId: 'gen',
            currency: 'NGN',
            tag: 'AST-000001',
            name: 'Generator 5kVA',
            condition: 'new',
            group: 'Machinery and Equipment',
            category: 'Generators',
            lifespan: 12,
            purchasePrice: '120000.00',
            salvageValue: '12000.00',
          },
        },
      ]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a salvage value above the purchase price', { salvageValue: '120000.01' }, 'salvageValue', 'INVALID_VALUE'],
    ['a lifespan of 0', { lifespan: 0 }, 'lifespan', 'INVALID_VALUE'],
    ['a negative purchase price', { purchasePrice: '-1' }, 'purchasePrice', 'AMOUNT_NEGATIVE'],
    ['no name', { name: '' }, 'name', 'REQUIRED'],
    ['no tag', { tag: ' ' }, 'tag', 'REQUIRED'],
    ['an unknown category', { category: 'Boats' }, 'category', 'INVALID_CHOICE'],
    ['a group that does not hold the category', { group: 'Licensed Vehicles' }, 'group', 'INVALID_VALUE'],
    ['an unknown condition', { condition: 'broken' }, 'condition', 'INVALID_CHOICE'],
    ['a negative force-sale value', { forceSaleValue: '-5' }, 'forceSaleValue', 'AMOUNT_NEGATIVE'],
  ])('refuses %s naming the field', (_, overrides, field, code) => {
    given(categories)
      .when((state) => decideCreateAsset({ assetId: 'x', form: { ...generatorForm, ...overrides } }, state, business))
      .thenRefuses(field, code, new RegExp(field));
  });

  it('refuses a tag already used (without case), but lets an asset keep its own on edit', () => {
    given(withGenerator)
      .when((state) => decideCreateAsset({ assetId: 'x', form: { ...generatorForm, tag: 'ast-000001' } }, state, business))
      .thenRefuses('tag', 'ASSET_TAG_ALREADY_EXISTS');
    const [updated] = decideUpdateAsset({ assetId: 'gen', form: { ...generatorForm, name: 'Generator 7kVA' } }, fold(withGenerator), business);
    expect(updated.data).toMatchObject({ assetId: 'gen', name: 'Generator 7kVA', tag: 'AST-000001' });
  });

  it('keeps an uploaded picture on create, and on edit until another is sent', () => {
    const picture = { sha256: 'ab'.repeat(32), contentType: 'image/png', size: 68 };
    const withPicture = [...categories, ...decideCreateAsset({ assetId: 'gen', form: generatorForm, image: picture }, fold(categories), business)];
    expect(withPicture.at(-1)?.data).toMatchObject({ assetId: 'gen', image: picture });
    given(withPicture)
      .when((state) => decideUpdateAsset({ assetId: 'gen', form: { ...generatorForm, name: 'Generator 7kVA' } }, state, business))
      .then([{ type: 'AssetUpdated', data: expect.objectContaining({ name: 'Generator 7kVA', image: picture }) as never }]);
    const another = { sha256: 'cd'.repeat(32), contentType: 'image/gif', size: 35 };
    given(withPicture)
      .when((state) => decideUpdateAsset({ assetId: 'gen', form: generatorForm, image: another }, state, business))
      .then([{ type: 'AssetUpdated', data: expect.objectContaining({ image: another }) as never }]);
  });

  it('archives once', () => {
    const archived = [...withGenerator, ...decideArchiveAsset({ assetId: 'gen' }, fold(withGenerator))];
    given(archived)
      .when((state) => decideArchiveAsset({ assetId: 'gen' }, state))
      .thenRefuses('id', 'ASSET_ALREADY_ARCHIVED');
    given(archived)
      .when((state) => decideArchiveAsset({ assetId: 'nope' }, state))
      .thenRefuses('id', 'ASSET_NOT_FOUND');
  });

  it('refuses categories with a lifespan of 0, an unknown group or a name twice', () => {
    expect(
      refusal(() => decideSetAssetCategories({ businessId: 'b', categories: [{ name: 'A', group: 'Machinery and Equipment', lifespan: 0 }] })),
    ).toMatchObject({
      field: 'categories[0].lifespan',
    });
    expect(refusal(() => decideSetAssetCategories({ businessId: 'b', categories: [{ name: 'A', group: 'Boats', lifespan: 3 }] }))).toMatchObject({
      field: 'categories[0].group',
    });
    expect(
      refusal(() =>
        decideSetAssetCategories({
          businessId: 'b',
          categories: [
            { name: 'A', group: 'Machinery and Equipment', lifespan: 3 },
            { name: 'a', group: 'Machinery and Equipment', lifespan: 3 },
          ],
        }),
      ),
    ).toMatchObject({ field: 'categories[1].name' });
  });

  it('monthly depreciation is round((price − salvage) / lifespan), half up', () => {
    expect(monthlyDepreciation('120000.00', '12000.00', 12, 'NGN').toFixed(2)).toBe('9000.00');
    expect(monthlyDepreciation('100.00', '0.00', 3, 'NGN').toFixed(2)).toBe('33.33');
    expect(monthlyDepreciation('100.00', '0.00', 6, 'NGN').toFixed(2)).toBe('16.67');
  });
});

describe('buying assets (LEDGER.md §4 AssetBought)', () => {
  it('puts S − D + L into 1500 and VAT into 1300; on credit the deposit from the account, the rest payable', () => {
    const [bought] = decideBuyAssets(
      buyCommand({
        discount: '1000',
        delivery: '500',
        tax: '7.5',
        credit: true,
        initialDeposit: '50000',
        dueDate: '2026-02-15',
        entity: 'supplier-1',
      }),
      context(fold(withGenerator)),
    );
    expect(bought.data).toMatchObject({
      type: 'asset_buy',
      subtotal: '240000.00',
      discount: { type: 'fixed', amount: '1000.00' },
      delivery: { type: 'fixed', amount: '500.00' },
      tax: { type: 'percent', value: '7.5', amount: '18000.00' },
      total: '257500.00',
      entityId: 'supplier-1',
      payment: { credit: true, paid: '50000.00', balance: '207500.00', dueDate: '2026-02-15' },
      items: [{ assetId: 'gen', quantity: '2', price: '120000.00', total: '240000.00', cost: '239500.00' }],
    });
    expect(bought.data.lines).toEqual([
      { account: '1500', debit: '239500.00', credit: '0.00', memo: 'AST-000001' },
      { account: '1300', debit: '18000.00', credit: '0.00' },
      { account: '1000', debit: '0.00', credit: '50000.00' },
      { account: '2000', contactId: 'supplier-1', debit: '0.00', credit: '207500.00' },
    ]);
  });

  it('shares the cost over several lines by their totals, the last line taking what rounding leaves', () => {
    const events = created('van', { tag: 'AST-000002', name: 'Van', category: 'Vans', purchasePrice: '100.00' }, withGenerator);
    const [bought] = decideBuyAssets(
      buyCommand({
        assets: [
          { id: 'gen', quantity: 1, price: '100.00' },
          { id: 'van', quantity: 2, price: '100.00' },
        ],
        delivery: '1.00',
      }),
      context(fold(events)),
    );
    expect(bought.data.items.map((item) => item.cost)).toEqual(['100.33', '200.67']);
  });

  it.each<[string, Partial<BuyAssetsCommand>, string, string]>([
    ['no assets', { assets: [] }, 'assets', 'REQUIRED'],
    ['an unknown asset', { assets: [{ id: 'nope', quantity: 1, price: '1' }] }, 'assets[0].id', 'ASSET_NOT_FOUND'],
    ['part of a unit', { assets: [{ id: 'gen', quantity: '1.5', price: '1' }] }, 'assets[0].quantity', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['a negative price', { assets: [{ id: 'gen', quantity: 1, price: '-1' }] }, 'assets[0].price', 'AMOUNT_NEGATIVE'],
    ['credit without a supplier', { credit: true, dueDate: '2026-02-01' }, 'supplierData.id', 'ENTITY_REQUIRED'],
    ['credit without a due date', { credit: true, entity: 'supplier-1' }, 'due_date', 'DUE_DATE_REQUIRED'],
    ['a total that is not the ledger’s', { total: '1.00' }, 'total', 'INVALID_VALUE'],
  ])('refuses %s naming the field', (_, overrides, field, code) => {
    given(withGenerator)
      .when((state) => decideBuyAssets(buyCommand(overrides), context(state)))
      .thenRefuses(field, code);
  });
});

describe('depreciation (LEDGER.md §6) and selling (AssetSold)', () => {
  const bought = [...withGenerator, ...decideBuyAssets(buyCommand(), context(fold(withGenerator)))];
  const depreciate = (events: AssetEvent[], month: string): AssetEvent[] => {
    const asset = fold(events).assets.get('gen')!;
    return [...events, ...decideDepreciateAsset({ transactionId: `dep-${month}`, reference: `DEP-${month}`, month, currency: 'NGN' }, asset)];
  };

  it('charges every unit held at the month end, from the month bought, debit 6900 credit 1510', () => {
    const [charge] = decideDepreciateAsset({ transactionId: 't', reference: 'r', month: '2026-01', currency: 'NGN' }, fold(bought).assets.get('gen')!);
    expect(charge.data).toMatchObject({ assetId: 'gen', month: '2026-01', date: '2026-01-31', units: '2', amount: '18000.00' });
    expect(charge.data.lines).toEqual([
      { account: '6900', debit: '18000.00', credit: '0.00' },
      { account: '1510', debit: '0.00', credit: '18000.00' },
    ]);
    expect(decideDepreciateAsset({ transactionId: 't', reference: 'r', month: '2025-12', currency: 'NGN' }, fold(bought).assets.get('gen')!)).toEqual([]);
  });

  it('charges a month once, in order, and stops at cost less salvage (the last charge takes what is left)', () => {
    let events = bought;
    const months = monthsDue(fold(events).assets.get('gen')!, '2027-03');
    expect(months[0]).toBe('2026-01');
    expect(months).toHaveLength(15);
    for (const month of months) events = depreciate(events, month);
    events = depreciate(events, '2026-05'); // again: nothing
    const asset = fold(events).assets.get('gen')!;
    expect(asset.accumulatedDepreciation).toBe('216000');
    expect(asset.lastDepreciatedMonth).toBe('2026-12');
    expect(events.filter((e) => e.type === 'AssetDepreciated')).toHaveLength(12);
  });

  it('the last charge is whatever is left when the charge does not divide evenly', () => {
    const odd = created('odd', { tag: 'AST-9', name: 'Laptop', category: 'Generators', purchasePrice: '100.00', lifespan: 3 });
    let events = [...odd, ...decideBuyAssets(buyCommand({ assets: [{ id: 'odd', quantity: 1, price: '100.00' }] }), context(fold(odd)))];
    const amounts: string[] = [];
    for (const month of ['2026-01', '2026-02', '2026-03', '2026-04']) {
      const charge = decideDepreciateAsset({ transactionId: month, reference: month, month, currency: 'NGN' }, fold(events).assets.get('odd')!);
      amounts.push(...charge.map((c) => c.data.amount));
      events = [...events, ...charge];
    }
    expect(amounts).toEqual(['33.33', '33.33', '33.34']);
  });

  it('sells one unit at a gain and one at a loss: its cost and depreciation leave, the difference to 4900 / 6910', () => {
    let events = bought;
    for (const month of ['2026-01', '2026-02', '2026-03']) events = depreciate(events, month);
    // Each unit: cost 120000, accumulated 27000, net book value 93000.
    const [gain] = decideSellAssets(
      { transactionId: 's1', reference: 'SA0001', date: '2026-04-02', assets: [{ id: 'gen', quantity: 1, price: '100000.00' }], account: 'Cash' },
      context(fold(events)),
    );
    expect(gain.data.items[0]).toMatchObject({ cost: '120000.00', accumulatedDepreciation: '27000.00', gain: '7000.00', loss: '0.00' });
    expect(gain.data.lines).toEqual([
      { account: '1000', debit: '100000.00', credit: '0.00' },
      { account: '1510', debit: '27000.00', credit: '0.00' },
      { account: '1500', debit: '0.00', credit: '120000.00' },
      { account: '4900', debit: '0.00', credit: '7000.00' },
    ]);
    events = [...events, gain];
    const [loss] = decideSellAssets(
      {
        transactionId: 's2',
        reference: 'SA0002',
        date: '2026-04-03',
        assets: [{ id: 'gen', quantity: 1, price: '90000.00' }],
        account: 'Cash',
        credit: true,
        entity: 'customer-1',
        dueDate: '2026-05-01',
      },
      context(fold(events)),
    );
    expect(loss.data.lines).toEqual([
      { account: '1100', contactId: 'customer-1', debit: '90000.00', credit: '0.00' },
      { account: '1510', debit: '27000.00', credit: '0.00' },
      { account: '6910', debit: '3000.00', credit: '0.00' },
      { account: '1500', debit: '0.00', credit: '120000.00' },
    ]);
    const after = fold([...events, loss]).assets.get('gen')!;
    expect([after.quantity, after.cost, after.accumulatedDepreciation]).toEqual(['0', '0', '0']);
  });

  it('refuses selling more units than held (409) and a negative price, naming the line', () => {
    given(bought)
      .when((state) =>
        decideSellAssets(
          { transactionId: 's', reference: 'r', date: '2026-02-01', assets: [{ id: 'gen', quantity: 3, price: '1' }], account: 'Cash' },
          context(state),
        ),
      )
      .thenRefuses('assets[0].quantity', 'STOCK_INSUFFICIENT', /Only 2 of Generator 5kVA held/);
    given(bought)
      .when((state) =>
        decideSellAssets(
          {
            transactionId: 's',
            reference: 'r',
            date: '2026-02-01',
            assets: [
              { id: 'gen', quantity: 2, price: '1' },
              { id: 'gen', quantity: 1, price: '1' },
            ],
            account: 'Cash',
          },
          context(state),
        ),
      )
      .thenRefuses('assets[1].quantity', 'STOCK_INSUFFICIENT');
    given(bought)
      .when((state) =>
        decideSellAssets(
          { transactionId: 's', reference: 'r', date: '2026-02-01', assets: [{ id: 'gen', quantity: 1, price: '-1' }], account: 'Cash' },
          context(state),
        ),
      )
      .thenRefuses('assets[0].price', 'AMOUNT_NEGATIVE');
  });

  it('month ends', () => {
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
  });
});
