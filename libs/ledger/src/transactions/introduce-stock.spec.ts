import { describe, it } from '@jest/globals';
import { decideIntroduceStock, type IntroduceStockCommand } from './introduce-stock.js';
import { aBusiness, given } from './money-fixtures.spec-helper.js';

const products = new Map([
  ['p-rice', { kind: 'product' as const, name: 'Rice 50kg' }],
  ['p-oil', { kind: 'product' as const, name: 'Palm oil' }],
  ['s-cut', { kind: 'service' as const, name: 'Haircut' }],
]);

const command = (overrides: Partial<IntroduceStockCommand> = {}): IntroduceStockCommand => ({
  transactionId: 'tx-1',
  reference: 'ST0001',
  date: '2024-03-15',
  items: [
    { product: 'p-rice', quantity: '10', price: '45000' },
    { product: 'p-oil', quantity: '2.5', price: '1200.10' },
  ],
  ...overrides,
});

describe('introduce stock', () => {
  it('given products, when their stock is introduced, then 1200 gains each line’s value against owner’s contribution', () => {
    given(aBusiness())
      .when((state) => decideIntroduceStock(command(), state, products))
      .then([
        {
          type: 'StockIntroduced',
          data: {
            transactionId: 'tx-1',
            reference: 'ST0001',
            date: '2024-03-15',
            currency: 'NGN',
            lines: [
              { account: '1200', productId: 'p-rice', debit: '450000.00', credit: '0.00' },
              { account: '1200', productId: 'p-oil', debit: '3000.25', credit: '0.00' },
              { account: '3000', debit: '0.00', credit: '453000.25' },
            ],
            stock: [
              { productId: 'p-rice', quantity: '10', value: '450000.00' },
              { productId: 'p-oil', quantity: '2.5', value: '3000.25' },
            ],
            items: [
              { productId: 'p-rice', name: 'Rice 50kg', kind: 'product', quantity: '10', price: '45000.00', total: '450000.00' },
              { productId: 'p-oil', name: 'Palm oil', kind: 'product', quantity: '2.5', price: '1200.10', total: '3000.25' },
            ],
            amount: '453000.25',
          },
        },
      ]);
  });

  it('refuses an unknown product, a service, a line worth nothing and a product listed twice', () => {
    given(aBusiness())
      .when((state) => decideIntroduceStock(command({ items: [{ product: 'p-x', quantity: 1, price: 1 }] }), state, products))
      .thenRefuses('items[0].product', 'UNKNOWN_PRODUCT');
    given(aBusiness())
      .when((state) => decideIntroduceStock(command({ items: [{ product: 's-cut', quantity: 1, price: 1 }] }), state, products))
      .thenRefuses('items[0].product', 'INVALID_VALUE', 'Haircut is a service: services carry no stock');
    given(aBusiness())
      .when((state) => decideIntroduceStock(command({ items: [{ product: 'p-rice', quantity: 1, price: 0 }] }), state, products))
      .thenRefuses('items[0].price', 'AMOUNT_NOT_POSITIVE');
    given(aBusiness())
      .when((state) =>
        decideIntroduceStock(
          command({
            items: [
              { product: 'p-rice', quantity: 1, price: 1 },
              { product: 'p-rice', quantity: 2, price: 1 },
            ],
          }),
          state,
          products,
        ),
      )
      .thenRefuses('items[1].product', 'INVALID_VALUE');
  });

  it('refuses no items and a bad quantity', () => {
    given(aBusiness())
      .when((state) => decideIntroduceStock(command({ items: [] }), state, products))
      .thenRefuses('items', 'REQUIRED');
    given(aBusiness())
      .when((state) => decideIntroduceStock(command({ items: [{ product: 'p-rice', quantity: '1.00001', price: 1 }] }), state, products))
      .thenRefuses('items[0].quantity', 'AMOUNT_TOO_MANY_DECIMALS');
  });
});
