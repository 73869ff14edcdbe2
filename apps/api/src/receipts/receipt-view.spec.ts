import { toReceiptView, type ReceiptSource } from './receipt-view.js';

const business = {
  name: 'Alpha Stores',
  currency: 'NGN',
  address: '12 Broad Street',
  city: 'Lagos',
  state: null,
  country: 'Nigeria',
  phone: '+234 803',
  email: null,
};

const sale: ReceiptSource = {
  eventType: 'SaleRecorded',
  reference: 'K7Q2MX',
  type: 'sales',
  status: 'posted',
  effectiveDate: '2026-11-22',
  amount: '1122.50',
  paid: '500.00',
  balanceDue: '622.50',
  dueDate: '2026-12-22',
  account: 'bank-1',
  description: 'Thank you',
  items: [
    { productId: 'p-1', name: 'Rice 50kg', kind: 'product', quantity: '2', price: '500.00', total: '1000.00', cost: '800.00' },
    { productId: 'p-2', name: 'Delivery', kind: 'service', quantity: '1.5000', price: '66.67', total: '100.00' },
  ],
  document: {
    currency: 'NGN',
    subtotal: '1100.00',
    discount: { type: 'percent', value: '10', amount: '110.00' },
    delivery: { type: 'fixed', value: '50.00', amount: '50.00' },
    tax: { type: 'percent', value: '7.5', amount: '82.50' },
    total: '1122.50',
  },
  business,
  contact: { firstName: 'Ada', lastName: 'Obi', company: null },
  bankName: 'GTBank',
};

describe('the receipt view', () => {
  it('shows what the document says and nothing internal', () => {
    const view = toReceiptView(sale);
    expect(view).toEqual({
      business: { name: 'Alpha Stores', address: '12 Broad Street, Lagos, Nigeria', phone: '+234 803', email: null },
      reference: 'K7Q2MX',
      date: '2026-11-22',
      type: 'sales',
      title: 'Sales receipt',
      status: 'posted',
      statusLabel: 'PART PAID',
      currency: 'NGN',
      items: [
        { name: 'Rice 50kg', quantity: '2', price: '500.00', total: '1000.00' },
        { name: 'Delivery', quantity: '1.5', price: '66.67', total: '100.00' },
      ],
      subtotal: '1100.00',
      discount: { amount: '110.00', percent: '10' },
      delivery: { amount: '50.00', percent: null },
      tax: { amount: '82.50', percent: '7.5' },
      total: '1122.50',
      paid: '500.00',
      balance: '622.50',
      dueDate: '2026-12-22',
      paymentMethod: 'GTBank',
      customer: { name: 'Ada Obi' },
      customerLabel: 'Customer',
      description: 'Thank you',
    });
    expect(JSON.stringify(view)).not.toMatch(/p-1|cost|800\.00|bank-1/);
  });

  it('says VOID for a voided document, PAID and UNPAID by the balance', () => {
    expect(toReceiptView({ ...sale, status: 'voided' }).statusLabel).toBe('VOID');
    expect(toReceiptView({ ...sale, paid: '1122.50', balanceDue: '0' }).statusLabel).toBe('PAID');
    expect(toReceiptView({ ...sale, paid: '0', balanceDue: '1122.50' }).statusLabel).toBe('UNPAID');
  });

  it('shows money in as one amount, paid in full, in the currency’s scale', () => {
    const view = toReceiptView({
      ...sale,
      eventType: 'MoneyInRecorded',
      type: 'inflows',
      amount: '1500.5',
      paid: '1500.5',
      balanceDue: '0',
      dueDate: null,
      account: 'Cash',
      items: null,
      document: { currency: 'NGN', amount: '1500.50', subtype: 'capital' },
      contact: null,
      bankName: null,
    });
    expect(view).toMatchObject({
      title: 'Payment receipt',
      items: [],
      subtotal: '1500.50',
      discount: null,
      delivery: null,
      tax: null,
      total: '1500.50',
      paid: '1500.50',
      balance: '0.00',
      statusLabel: 'PAID',
      paymentMethod: 'Cash',
      customer: null,
    });
  });

  it('names a company contact by its company, and the other side of a purchase a supplier', () => {
    const view = toReceiptView({
      ...sale,
      eventType: 'PurchaseRecorded',
      type: 'purchases',
      contact: { firstName: ' ', lastName: null, company: 'Dangote Ltd' },
    });
    expect(view.customer).toEqual({ name: 'Dangote Ltd' });
    expect(view.customerLabel).toBe('Supplier');
    expect(view.title).toBe('Purchase receipt');
  });
});
