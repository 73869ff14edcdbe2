import { describe, expect, it } from '@jest/globals';
import { givenWhenThen } from '../testing/given-when-then.spec-helper.js';
import { evolveAll, type BusinessState } from '../business/business-state.js';
import type { BusinessEvent } from '../business/business-events.js';
import { assertBalanced } from '../journal.js';
import { aBusiness } from '../transactions/money-fixtures.spec-helper.js';
import {
  decideCancelStockTransfer,
  decideDraftStockTransfer,
  decideReceiveStockTransfer,
  decideSendStockTransfer,
  decideUpdateStockTransfer,
  type StockTransferCommand,
  type StockTransferSentData,
  type TransferableProduct,
} from './stock-transfers.js';

const given = givenWhenThen<BusinessState, BusinessEvent | { type: string; data: unknown }>((events) => evolveAll(events as BusinessEvent[]));

const product = (name: string, quantity: string, value: string, kind: 'product' | 'service' = 'product'): TransferableProduct => ({
  kind,
  name,
  sku: name.toUpperCase().replace(/\W+/g, '-'),
  measurement: 'Unit',
  buyingPrice: '100.00',
  sellingPrice: '150.00',
  quantity,
  value,
});

// Rice: 3 units worth 1000.00 (an average of 333.33…), oil: 10 worth 500.00.
const products = new Map([
  ['p-rice', product('Rice 50kg', '3', '1000.00')],
  ['p-oil', product('Palm oil', '10', '500.00')],
  ['s-cut', product('Haircut', '0', '0.00', 'service')],
]);

const ngnDestination = { currency: 'NGN' as const, productsByName: new Map() };

const command = (overrides: Partial<StockTransferCommand> = {}): StockTransferCommand => ({
  transferId: 'tr-1',
  reference: 'TRF001',
  date: '2026-11-20',
  destinationBusinessId: 'biz-2',
  destinationName: 'Ada Stores Ikeja',
  items: [
    { product: 'p-rice', quantity: '1' },
    { product: 'p-oil', quantity: '10' },
  ],
  ...overrides,
});

describe('stock transfers', () => {
  it('given stock, when a transfer is sent, then each product leaves at its moving average to the owner’s drawings', () => {
    const [event] = decideSendStockTransfer(command(), undefined, evolveAll(aBusiness()), products, ngnDestination);
    const data = event.data as StockTransferSentData;
    expect(event.type).toBe('StockTransferSent');
    expect(data.lines).toEqual([
      { account: '1200', productId: 'p-rice', debit: '0.00', credit: '333.33' },
      { account: '1200', productId: 'p-oil', debit: '0.00', credit: '500.00' },
      { account: '3100', debit: '833.33', credit: '0.00' },
    ]);
    expect(data.stock).toEqual([
      { productId: 'p-rice', quantity: '-1', value: '-333.33' },
      { productId: 'p-oil', quantity: '-10', value: '-500.00' },
    ]);
    expect(data.amount).toBe('833.33');
    expect(data.items.map((item) => item.value)).toEqual(['333.33', '500.00']);
    assertBalanced(data.lines, data.currency);
  });

  it('given 3 in stock, when 4 are sent, then it is refused as insufficient stock whatever the business allows for sales', () => {
    given([...aBusiness(), { type: 'AccountSettingChanged', data: { setting: 'allowZeroStockLevel', value: true } }])
      .when((state) => decideSendStockTransfer(command({ items: [{ product: 'p-rice', quantity: '4' }] }), undefined, state, products, ngnDestination))
      .thenRefuses('items[0].quantity', 'STOCK_INSUFFICIENT', 'Only 3 of Rice 50kg in stock');
  });

  it('refuses services, unknown products, a product listed twice, no items and the business itself as destination', () => {
    const decide = (overrides: Partial<StockTransferCommand>) => (state: BusinessState) => decideDraftStockTransfer(command(overrides), state, products);
    given(aBusiness())
      .when(decide({ items: [{ product: 's-cut', quantity: '1' }] }))
      .thenRefuses('items[0].product', 'INVALID_VALUE', /service/);
    given(aBusiness())
      .when(decide({ items: [{ product: 'p-none', quantity: '1' }] }))
      .thenRefuses('items[0].product', 'PRODUCT_NOT_FOUND');
    given(aBusiness())
      .when(
        decide({
          items: [
            { product: 'p-oil', quantity: '1' },
            { product: 'p-oil', quantity: '2' },
          ],
        }),
      )
      .thenRefuses('items[1].product', 'INVALID_VALUE', /twice/);
    given(aBusiness())
      .when(decide({ items: [] }))
      .thenRefuses('items', 'REQUIRED');
    given(aBusiness())
      .when(decide({ destinationBusinessId: 'biz-1' }))
      .thenRefuses('destination', 'INVALID_VALUE');
    given(aBusiness())
      .when(decide({ items: [{ product: 'p-oil', quantity: '0' }] }))
      .thenRefuses('items[0].quantity', 'AMOUNT_NOT_POSITIVE');
  });

  it('a draft posts nothing and takes no stock: more than is in stock may be drafted', () => {
    const [event] = decideDraftStockTransfer(command({ items: [{ product: 'p-rice', quantity: '40' }] }), evolveAll(aBusiness()), products);
    expect(event.type).toBe('StockTransferDrafted');
    expect(event.data).not.toHaveProperty('lines');
  });

  it('only a draft can be edited, cancelled or sent', () => {
    const state = evolveAll(aBusiness());
    for (const status of ['sent', 'received', 'cancelled'] as const) {
      given(aBusiness())
        .when(() => decideUpdateStockTransfer(command(), { status }, state, products))
        .thenRefuses('status', 'STOCK_TRANSFER_NOT_DRAFT');
      given(aBusiness())
        .when(() => decideCancelStockTransfer('tr-1', { status }))
        .thenRefuses('status', 'STOCK_TRANSFER_NOT_DRAFT');
      given(aBusiness())
        .when(() => decideSendStockTransfer(command(), { current: { status } }, state, products, ngnDestination))
        .thenRefuses('status', 'STOCK_TRANSFER_NOT_DRAFT');
    }
    given(aBusiness())
      .when(() => decideCancelStockTransfer('tr-9', undefined))
      .thenRefuses('id', 'STOCK_TRANSFER_NOT_FOUND');
    expect(decideCancelStockTransfer('tr-1', { status: 'draft' }, 'Ordered twice')).toEqual([
      { type: 'StockTransferCancelled', data: { transferId: 'tr-1', reason: 'Ordered twice' } },
    ]);
  });

  describe('the destination’s receipt', () => {
    const sentData = decideSendStockTransfer(command(), undefined, evolveAll(aBusiness()), products, ngnDestination)[0].data as StockTransferSentData;
    const sent = { ...sentData, transferId: sentData.transactionId };
    const destination = evolveAll([{ type: 'BusinessCreated', data: { businessId: 'biz-2', name: 'Ada Stores Ikeja', currency: 'NGN' } }]);

    it('enters the same value as left the source, into the product of the same name, creating the ones it lacks', () => {
      const events = decideReceiveStockTransfer(
        {
          sourceBusinessId: 'biz-1',
          sourceName: 'Ada Stores',
          sent,
          reference: 'RCV001',
          productsByName: new Map([['rice 50kg', { productId: 'd-rice', kind: 'product', name: 'Rice 50KG' }]]),
          newProduct: (line) => ({ productId: `d-${line.productId}`, sku: line.sku }),
        },
        destination,
      );
      expect(events.map((event) => event.type)).toEqual(['ProductCreated', 'StockTransferReceived']);
      expect(events[0].data).toMatchObject({ productId: 'd-p-oil', name: 'Palm oil', kind: 'product', sku: 'PALM-OIL', sellingPrice: '150.00' });
      const received = events[1].data as { lines: { account: string; debit: string; credit: string }[]; stock: unknown[]; amount: string };
      expect(received.lines).toEqual([
        { account: '1200', productId: 'd-rice', debit: '333.33', credit: '0.00' },
        { account: '1200', productId: 'd-p-oil', debit: '500.00', credit: '0.00' },
        { account: '3000', debit: '0.00', credit: '833.33' },
      ]);
      expect(received.stock).toEqual([
        { productId: 'd-rice', quantity: '1', value: '333.33' },
        { productId: 'd-p-oil', quantity: '10', value: '500.00' },
      ]);
      expect(received.amount).toBe(sent.amount);
    });

    it('refuses, before any goods leave, a destination of another currency or one that knows the product as a service', () => {
      given(aBusiness())
        .when((state) => decideSendStockTransfer(command(), undefined, state, products, { currency: 'USD', productsByName: new Map() }))
        .thenRefuses('destination', 'INVALID_VALUE', /USD/);
      given(aBusiness())
        .when((state) =>
          decideSendStockTransfer(command(), undefined, state, products, {
            currency: 'NGN',
            productsByName: new Map([['palm oil', { productId: 'd-1', kind: 'service', name: 'Palm Oil' }]]),
          }),
        )
        .thenRefuses('items[1].product', 'INVALID_VALUE', /service/);
      const usd = evolveAll([{ type: 'BusinessCreated', data: { businessId: 'biz-2', name: 'Ada US', currency: 'USD' } }]);
      expect(() =>
        decideReceiveStockTransfer(
          {
            sourceBusinessId: 'biz-1',
            sourceName: 'Ada Stores',
            sent,
            reference: 'R1',
            productsByName: new Map(),
            newProduct: () => ({ productId: 'x', sku: 'x' }),
          },
          usd,
        ),
      ).toThrow(/USD/);
    });
  });
});
