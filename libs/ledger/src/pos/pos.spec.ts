import { describe, expect, it } from '@jest/globals';
import { DEFAULT_ACCOUNT_SETTINGS } from '../business/account-settings.js';
import type { ExistingBusiness } from '../business/business-state.js';
import { Decimal } from '../decimal.js';
import { assertBalanced } from '../journal.js';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import { decideDeleteParkedSale, decideParkSale } from './parked-sale.js';
import { decidePosSale, lineDiscountPercent, type PosProduct, type PosSaleCommand, type PosSaleContext } from './pos-sale.js';
import { decideCloseRegister, decideOpenRegister, type RegisterState } from './register.js';

const business: ExistingBusiness = {
  exists: true,
  businessId: 'biz-1',
  name: 'Ada Stores',
  currency: 'NGN',
  bankAccounts: { 'bank-1': { bankAccountId: 'bank-1', bankName: 'GTB', accountName: 'Ada', accountNumber: '0123456789' } },
  profile: {},
  settings: DEFAULT_ACCOUNT_SETTINGS,
};

const openRegister: RegisterState = { registerId: 'reg-1', till: 'Main', userId: 'cashier-1', status: 'open', openingFloat: '20000.00' };
const bread: PosProduct = { kind: 'product', name: 'Bread', sku: 'BRD-1', quantity: '3', value: '1000.00' };
const delivery: PosProduct = { kind: 'service', name: 'Delivery', quantity: '0', value: '0' };

const context = (overrides: Partial<PosSaleContext> = {}): PosSaleContext => ({
  business,
  products: new Map([
    ['bread', bread],
    ['delivery', delivery],
  ]),
  register: openRegister,
  contactExists: (id) => id === 'customer-1',
  contactName: (id) => (id === 'customer-1' ? 'Bola Ade' : undefined),
  ...overrides,
});

const sale = (overrides: Partial<PosSaleCommand> = {}): PosSaleCommand => ({
  transactionId: 'tx-1',
  reference: 'POS001',
  userId: 'cashier-1',
  recordedAt: '2026-11-25T10:00:00.000Z',
  date: '2026-11-25',
  items: [{ id: 'bread', quantity: '2', price: '900.00', oldPrice: '1000.00' }],
  account: 'Cash',
  amountCollected: '2000',
  ...overrides,
});

describe('open a register', () => {
  it('given no open register, when the cashier opens one with a float, then it is opened (no posting)', () => {
    expect(decideOpenRegister({ registerId: 'reg-1', userId: 'cashier-1', openingFloat: '20000', openedAt: 't', date: '2026-11-25' }, business, [])).toEqual([
      {
        type: 'RegisterOpened',
        data: { registerId: 'reg-1', till: 'Main', userId: 'cashier-1', currency: 'NGN', openingFloat: '20000.00', openedAt: 't', date: '2026-11-25' },
      },
    ]);
  });

  it('given the cashier has a register open on the till, when they open another there, then it is refused; another till is fine', () => {
    const again = () =>
      decideOpenRegister({ registerId: 'reg-2', userId: 'cashier-1', openingFloat: '0', openedAt: 't', date: '2026-11-25' }, business, [openRegister]);
    expect(refusal(again)).toMatchObject({ field: 'till', code: 'REGISTER_ALREADY_OPEN' });
    expect(
      decideOpenRegister({ registerId: 'reg-2', userId: 'cashier-1', till: 'Back', openingFloat: '0', openedAt: 't', date: '2026-11-25' }, business, [
        openRegister,
      ]),
    ).toHaveLength(1);
  });

  it('refuses a float that is not an amount', () => {
    expect(
      refusal(() => decideOpenRegister({ registerId: 'r', userId: 'u', openingFloat: 'lots', openedAt: 't', date: '2026-11-25' }, business, [])).field,
    ).toBe('openingFloat');
  });
});

describe('sell at the counter', () => {
  it('given an open register, when a cart is paid in cash with change, then a sale is posted at the discounted price and the till keeps the line discount and change', () => {
    const [recorded, pos] = decidePosSale(sale(), context());
    expect(recorded.type).toBe('SaleRecorded');
    expect(recorded.data.total).toBe('1800.00');
    expect(recorded.data.payment).toEqual({ account: { kind: 'cash' }, credit: false, paid: '1800.00', balance: '0.00' });
    expect(recorded.data.stock).toEqual([{ productId: 'bread', quantity: '-2', value: '-666.67' }]);
    assertBalanced(recorded.data.lines, 'NGN');
    expect(pos.data).toMatchObject({
      registerId: 'reg-1',
      amount: '1800.00',
      amountCollected: '2000.00',
      change: '200.00',
      amountRemaining: '0.00',
      items: [{ id: 'bread', name: 'Bread', sku: 'BRD-1', quantity: '2', price: '900.00', oldPrice: '1000.00', discount: '10.00', total: '1800.00' }],
    });
  });

  it('takes the order discount as a percent by default and the tax as a percent of subtotal − discount', () => {
    const [recorded, pos] = decidePosSale(
      sale({
        items: [
          { id: 'bread', quantity: '1', price: '1000.00' },
          { id: 'delivery', quantity: '1', price: '500.00' },
        ],
        discount: '10',
        tax: '7.5',
        amountCollected: '1451.25',
      }),
      context(),
    );
    // S = 1500, D = 150, X = 7.5% of 1350 = 101.25, T = 1451.25
    expect(pos.data).toMatchObject({
      subtotal: '1500.00',
      discount: { type: 'percent', value: '10', amount: '150.00' },
      tax: { amount: '101.25' },
      amount: '1451.25',
      change: '0.00',
    });
    const line = (account: string) => recorded.data.lines.find((l) => l.account === account);
    expect(line('4050')?.debit).toBe('150.00');
    expect(line('2100')?.credit).toBe('101.25');
    expect(line('4010')?.credit).toBe('500.00');
  });

  it('a fixed order discount', () => {
    const [, pos] = decidePosSale(
      sale({ items: [{ id: 'bread', quantity: '1', price: '1000.00' }], discount: '250', discountType: 'fixed', amountCollected: '750' }),
      context(),
    );
    expect(pos.data.amount).toBe('750.00');
  });

  it('leaves what was not collected on credit to the customer, who must be named', () => {
    expect(refusal(() => decidePosSale(sale({ amountCollected: '1000' }), context()))).toMatchObject({ field: 'customer', code: 'ENTITY_REQUIRED' });
    const [recorded, pos] = decidePosSale(sale({ amountCollected: '1000', customer: 'customer-1' }), context());
    expect(recorded.data.payment).toEqual({ account: { kind: 'cash' }, credit: true, paid: '1000.00', balance: '800.00', dueDate: '2026-11-25' });
    expect(recorded.data.lines.find((l) => l.account === '1100')).toMatchObject({ debit: '800.00', contactId: 'customer-1' });
    expect(pos.data).toMatchObject({ amountRemaining: '800.00', change: '0.00', customer: { id: 'customer-1', name: 'Bola Ade' } });
  });

  it('given no open register, a closed one or another cashier’s, the sale is refused', () => {
    expect(refusal(() => decidePosSale(sale(), context({ register: undefined })))).toMatchObject({ code: 'REGISTER_NOT_OPEN' });
    expect(refusal(() => decidePosSale(sale(), context({ register: { ...openRegister, status: 'closed' } })))).toMatchObject({ code: 'REGISTER_CLOSED' });
    expect(refusal(() => decidePosSale(sale(), context({ register: { ...openRegister, userId: 'cashier-2' } })))).toMatchObject({ code: 'REGISTER_NOT_YOURS' });
  });

  it('refuses bad input naming the field: quantity over stock, amount collected not a decimal, a discount over 100%', () => {
    expect(refusal(() => decidePosSale(sale({ items: [{ id: 'bread', quantity: '4', price: '900' }], amountCollected: '3600' }), context()))).toMatchObject({
      field: 'items[0].quantity',
      code: 'STOCK_INSUFFICIENT',
      message: 'Only 3 of Bread in stock',
    });
    expect(refusal(() => decidePosSale(sale({ amountCollected: '12abc' }), context()))).toMatchObject({ field: 'amountCollected', code: 'INVALID_AMOUNT' });
    expect(refusal(() => decidePosSale(sale({ discount: '101' }), context()))).toMatchObject({ field: 'discount' });
    expect(refusal(() => decidePosSale(sale({ amount: '1799.99' }), context()))).toMatchObject({ field: 'amount' });
  });

  it('selling the last units empties the stock value exactly', () => {
    const [recorded] = decidePosSale(sale({ items: [{ id: 'bread', quantity: '3', price: '900' }], amountCollected: '2700' }), context());
    expect(recorded.data.stock).toEqual([{ productId: 'bread', quantity: '-3', value: '-1000.00' }]);
  });

  it('derives a line discount to 2 decimals', () => {
    expect(lineDiscountPercent(new Decimal('2'), new Decimal('3')).toFixed(2)).toBe('33.33');
    expect(lineDiscountPercent(new Decimal('5'), new Decimal('4')).toFixed(2)).toBe('0.00');
  });
});

describe('close a register', () => {
  const takings = {
    byAccount: new Map([
      ['Cash', new Decimal('30000.00')],
      ['bank-1', new Decimal('12000.00')],
    ]),
    salesCount: 7,
  };
  const close = (counted: unknown, register: RegisterState | null = openRegister) =>
    decideCloseRegister(
      { transactionId: 'close-1', reference: 'CLS001', userId: 'cashier-1', paymentSummary: counted, closedAt: 't', date: '2026-11-25' },
      business,
      register ?? undefined,
      takings,
    )[0].data;

  it('given sales in cash and by transfer, when the cash counts ₦500 short, then 6930 is debited and cash credited by 500', () => {
    const data = close([
      { glAccount: 'Cash', counted: '49500' },
      { glAccount: 'bank-1', counted: '12000' },
    ]);
    expect(data.paymentSummary).toEqual([
      { glAccount: 'Cash', glTotalSale: '30000.00', expected: '50000.00', counted: '49500.00', difference: '-500.00' },
      { glAccount: 'bank-1', glTotalSale: '12000.00', expected: '12000.00', counted: '12000.00', difference: '0.00' },
    ]);
    expect(data.cashDifference).toBe('-500.00');
    expect(data.lines).toEqual([
      { account: '6930', debit: '500.00', credit: '0.00' },
      { account: '1000', debit: '0.00', credit: '500.00' },
    ]);
  });

  it('cash over posts the other way; an exact count posts nothing', () => {
    expect(close([{ glAccount: 'Cash', counted: '50100' }]).lines).toEqual([
      { account: '1000', debit: '100.00', credit: '0.00' },
      { account: '6930', debit: '0.00', credit: '100.00' },
    ]);
    expect(close([{ glAccount: 'Cash', counted: '50000' }]).lines).toEqual([]);
  });

  it('refuses closing a closed register, one not open, and a count without cash', () => {
    expect(refusal(() => close([{ glAccount: 'Cash', counted: '0' }], { ...openRegister, status: 'closed' }))).toMatchObject({ code: 'REGISTER_CLOSED' });
    expect(refusal(() => close([{ glAccount: 'Cash', counted: '0' }], null))).toMatchObject({ code: 'REGISTER_NOT_OPEN' });
    expect(refusal(() => close([{ glAccount: 'bank-1', counted: '0' }]))).toMatchObject({ field: 'paymentSummary' });
    expect(refusal(() => close([{ glAccount: 'Cash', counted: 'x' }]))).toMatchObject({ field: 'paymentSummary[0].counted' });
  });
});

describe('park a cart', () => {
  it('parks a cart (posting nothing) and deletes it once', () => {
    const [parked] = decideParkSale(
      { parkedSaleId: 'p-1', userId: 'cashier-1', parkedAt: 't', items: [{ id: 'bread', quantity: '1', price: '900' }], discount: '5' },
      'NGN',
      new Map([['bread', 'Bread']]),
    );
    expect(parked.data.cart).toEqual({ items: [{ id: 'bread', name: 'Bread', quantity: '1', price: '900.00' }], discount: '5', discountType: 'percent' });
    expect(parked.data).not.toHaveProperty('lines');
    expect(decideDeleteParkedSale({ parkedSaleId: 'p-1', userId: 'u', deletedAt: 't' }, { status: 'parked' })).toHaveLength(1);
    expect(refusal(() => decideDeleteParkedSale({ parkedSaleId: 'p-1', userId: 'u', deletedAt: 't' }, { status: 'completed' })).code).toBe(
      'PARKED_SALE_NOT_FOUND',
    );
  });
});
