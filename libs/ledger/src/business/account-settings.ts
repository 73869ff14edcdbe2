import type { CurrencyCode } from '../money.js';

/** The account settings of spec 002 §3, each changed by its own POST /accounts/settings/… call (§7). */
export const ACCOUNT_SETTINGS = ['stockLevel', 'tax', 'wipStatus', 'allowZeroStockLevel', 'footnote', 'invoice', 'currency'] as const;
export type AccountSettingName = (typeof ACCOUNT_SETTINGS)[number];

/** Invoice templates; 'letterhead' is the PDF template the spec names (002 §9). */
export const INVOICE_TEMPLATES = ['standard', 'letterhead'] as const;
export type InvoiceTemplate = (typeof INVOICE_TEMPLATES)[number];

/** Invoice customisation (/invoice/customize): only what is set; the invoice uses its defaults for the rest. */
export interface InvoiceCustomisation {
  template?: InvoiceTemplate;
  /** Accent colour, `#rrggbb`, lower case. */
  colour?: string;
  showLogo?: boolean;
  showBankDetails?: boolean;
}
export const INVOICE_CUSTOMISATION_KEYS = ['template', 'colour', 'showLogo', 'showBankDetails'] as const;

/** Settings kept beside the business's currency (which lives on the business itself). */
export interface AccountSettings {
  /** Low-stock alert level. */
  stockLevel: number;
  /** Tax percent, 0–100, as a decimal string. */
  tax: string;
  /** Production through work in progress is on (shows "Move Raw Materials to WIP"). */
  wipStatus: boolean;
  /** Selling below zero stock is allowed. */
  allowZeroStockLevel: boolean;
  /** Printed at the foot of invoices and receipts. */
  footnote: string;
  invoice: Readonly<InvoiceCustomisation>;
}

export const DEFAULT_ACCOUNT_SETTINGS: Readonly<AccountSettings> = Object.freeze({
  stockLevel: 0,
  tax: '0',
  wipStatus: false,
  allowZeroStockLevel: false,
  footnote: '',
  invoice: Object.freeze({}),
});

/** One setting and its whole new value (an invoice change carries the whole customisation after the change). */
export type AccountSettingValue =
  | { setting: 'stockLevel'; value: number }
  | { setting: 'tax'; value: string }
  | { setting: 'wipStatus'; value: boolean }
  | { setting: 'allowZeroStockLevel'; value: boolean }
  | { setting: 'footnote'; value: string }
  | { setting: 'invoice'; value: InvoiceCustomisation }
  | { setting: 'currency'; value: CurrencyCode };
