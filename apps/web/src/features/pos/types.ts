// What the point-of-sale calls answer (spec 002 §3 POS item, customer, totals, register).

export interface PaymentSummaryEntry {
  glAccount: string;
  glTotalSale: string;
  expected: string;
  counted: string | null;
  difference: string | null;
}

export interface Register {
  id: string;
  till: string;
  userId: string;
  status: 'open' | 'closed';
  currency: string;
  openingFloat: string;
  openedAt: string;
  date: string;
  closedAt: string | null;
  paymentSummary: PaymentSummaryEntry[];
  cashDifference: string | null;
  salesCount: number;
  totalSales: string;
}

export interface TillProduct {
  id: string;
  name: string;
  sku: string;
  barcode: string | null;
  type: 'PRODUCT' | 'SERVICE';
  sellingPrice: string;
  quantity: string | null;
  measurement: string;
}

export interface Customer {
  id: string;
  name: string;
}

export interface BankAccount {
  bankAccountId: string;
  bankName: string;
  accountNumber: string;
}

export interface PosSale {
  id: string;
  reference: string;
  registerId: string;
  date: string;
  amount: string;
  amountCollected: string;
  change: string;
  amountRemaining: string;
  account: { kind: 'cash' } | { kind: 'bank'; bankAccountId: string };
  customer?: Customer;
  items: { id: string; name: string; quantity: string; price: string; total: string; discount: string }[];
  voided: boolean;
}

export interface ParkedSale {
  id: string;
  parkedAt: string;
  cart: {
    items: { id: string; name: string; quantity: string; price: string; oldPrice?: string; note?: string }[];
    customer?: string;
    discount?: string;
    discountType: 'percent' | 'fixed';
    tax?: string;
  };
}

export interface RecordedPosSale {
  id: string;
  reference: string;
  position: string;
  registerId: string;
  amount: string;
  amountCollected: string;
  change: string;
  amountRemaining: string;
}
