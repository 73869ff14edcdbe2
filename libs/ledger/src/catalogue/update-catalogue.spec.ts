import { describe, expect, it } from '@jest/globals';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import type { BusinessState } from '../business/business-state.js';
import { decideUpdateContact, decideUpdateProduct, type EditableProduct } from './update-catalogue.js';

const business = { exists: true, currency: 'NGN' } as unknown as BusinessState;
const rice: EditableProduct = {
  productId: 'p-1',
  kind: 'product',
  sku: 'RICE-50',
  name: 'Rice 50kg',
  barcode: '61234567',
  description: null,
  measurement: 'Unit',
  buyingPrice: '42000.00',
  sellingPrice: '51000.00',
  stockLevel: '5',
  categoryName: 'Grains',
  brandName: null,
  size: null,
  color: null,
  expiryDate: null,
  expiryReminderDays: null,
};

describe('editing a product', () => {
  it('given a product, when its selling price changes, then ProductUpdated with every field as it now is, the price marked changed', () => {
    const { event, changed } = decideUpdateProduct(rice, { sellingPrice: '52500' }, business);
    expect(event).toEqual({
      type: 'ProductUpdated',
      data: {
        productId: 'p-1',
        name: 'Rice 50kg',
        barcode: '61234567',
        measurement: 'Unit',
        buyingPrice: '42000.00',
        sellingPrice: '52500.00',
        stockLevel: '5',
        categoryName: 'Grains',
      },
    });
    expect(changed).toEqual(['sellingPrice']);
  });

  it('clears a field sent blank, takes a measurement in any case, and marks those changed (not the prices)', () => {
    const { event, changed } = decideUpdateProduct(
      rice,
      { barcode: '', measurement: 'kg', name: 'Rice 25kg', expiryReminderDays: '7', expiryDate: '2027-01-31' },
      business,
    );
    expect(event.data).not.toHaveProperty('barcode');
    expect(event.data).toMatchObject({ name: 'Rice 25kg', measurement: 'Kg', expiryReminderDays: 7, expiryDate: '2027-01-31' });
    expect(changed.sort()).toEqual(['barcode', 'expiryDate', 'expiryReminderDays', 'measurement', 'name']);
  });

  it('refuses what creating refuses, in the spec’s words', () => {
    expect(refusal(() => decideUpdateProduct(rice, { sellingPrice: '' }, business))).toMatchObject({
      field: 'sellingPrice',
      message: 'Selling price is required',
    });
    expect(refusal(() => decideUpdateProduct(rice, { name: ' ' }, business))).toMatchObject({ field: 'name' });
    expect(refusal(() => decideUpdateProduct(rice, { expiryReminderDays: '101' }, business))).toMatchObject({ field: 'expiryReminderDays' });
    expect(refusal(() => decideUpdateProduct({ ...rice, kind: 'service', stockLevel: null }, { stockLevel: '3' }, business))).toMatchObject({
      field: 'stockLevel',
    });
  });
});

describe('editing a contact', () => {
  const ada = { contactId: 'c-1', firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', kinds: ['customer' as const] };

  it('given a contact, when fields change, then ContactUpdated with the contact as it now is', () => {
    expect(decideUpdateContact(ada, { phone: '+2348012345678', email: '' })).toEqual([
      { type: 'ContactUpdated', data: { contactId: 'c-1', firstName: 'Ada', lastName: 'Obi', phone: '+2348012345678', kinds: ['customer'] } },
    ]);
  });

  it('takes a whole name in place of both parts', () => {
    expect(decideUpdateContact(ada, { name: 'Adaeze Lovelace Obi' })[0].data).toMatchObject({ firstName: 'Adaeze', lastName: 'Lovelace Obi' });
  });

  it('refuses a blank first name: First name is required', () => {
    expect(refusal(() => decideUpdateContact(ada, { firstName: '' }))).toMatchObject({ field: 'firstName', message: 'First name is required' });
  });
});
