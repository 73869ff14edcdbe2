import { describe, expect, it } from '@jest/globals';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import { decideCreateProductLabel } from './product-labels.js';
import { decideCreateQrMenu } from './qr-menus.js';

describe('categories and brands', () => {
  it('creates a category or a brand with its name trimmed and an optional description', () => {
    expect(decideCreateProductLabel('category', { id: 'c-1', name: ' Grains ', description: 'Rice' }, new Set())).toEqual([
      { type: 'CategoryCreated', data: { id: 'c-1', name: 'Grains', description: 'Rice' } },
    ]);
    expect(decideCreateProductLabel('brand', { id: 'b-1', name: 'Mama Gold' }, new Set())).toEqual([
      { type: 'BrandCreated', data: { id: 'b-1', name: 'Mama Gold' } },
    ]);
  });

  it('requires a name (the spec’s words) and refuses one already used, without case', () => {
    expect(refusal(() => decideCreateProductLabel('brand', { id: 'b-1', name: '  ' }, new Set()))).toMatchObject({
      field: 'name',
      message: 'Name is required',
    });
    expect(refusal(() => decideCreateProductLabel('category', { id: 'c-2', name: 'GRAINS' }, new Set(['grains'])))).toMatchObject({
      code: 'CATEGORY_ALREADY_EXISTS',
    });
  });
});

describe('QR menus', () => {
  const products = new Map([
    ['p-1', { kind: 'product' as const, name: 'Jollof rice', sellingPrice: '1500.00' }],
    ['s-1', { kind: 'service' as const, name: 'Delivery', sellingPrice: '700.00' }],
  ]);

  it('lists each item at its selling price unless the menu gives its own', () => {
    const [event] = decideCreateQrMenu({ menuId: 'm-1', name: 'Lunch', items: [{ product: 'p-1' }, { product: 's-1', price: 500 }] }, 'NGN', products);
    expect(event.data.items).toEqual([
      { productId: 'p-1', name: 'Jollof rice', kind: 'product', price: '1500.00' },
      { productId: 's-1', name: 'Delivery', kind: 'service', price: '500.00' },
    ]);
  });

  it('refuses an unknown product, one listed twice, a negative price and an empty menu', () => {
    expect(refusal(() => decideCreateQrMenu({ menuId: 'm', name: 'L', items: [{ product: 'x' }] }, 'NGN', products)).code).toBe('PRODUCT_NOT_FOUND');
    expect(refusal(() => decideCreateQrMenu({ menuId: 'm', name: 'L', items: [{ product: 'p-1' }, { product: 'p-1' }] }, 'NGN', products)).field).toBe(
      'items[1].product',
    );
    expect(refusal(() => decideCreateQrMenu({ menuId: 'm', name: 'L', items: [{ product: 'p-1', price: '-1' }] }, 'NGN', products)).field).toBe(
      'items[0].price',
    );
    expect(refusal(() => decideCreateQrMenu({ menuId: 'm', name: 'L', items: [] }, 'NGN', products)).code).toBe('REQUIRED');
  });
});
