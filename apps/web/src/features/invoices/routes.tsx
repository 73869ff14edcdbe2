import type { RouteObject } from 'react-router-dom';

/**
 * The invoices and quotations screens (spec 002 §2), loaded lazily. Public pages (the invoice and
 * quotation views, the card-payment callback) need no sign-in; the app shell decides where the
 * others sit (inside its signed-in layout).
 */
const lazyPage = (load: () => Promise<{ Component: () => React.JSX.Element }>) => ({ lazy: load });

export const routes: RouteObject[] = [
  { path: '/invoice/summary', ...lazyPage(async () => ({ Component: (await import('./routes/invoice-summary.js')).InvoiceSummaryPage })) },
  { path: '/create-invoice', ...lazyPage(async () => ({ Component: (await import('./routes/invoice-editor.js')).NewInvoicePage })) },
  { path: '/invoice/edit/:id', ...lazyPage(async () => ({ Component: (await import('./routes/invoice-editor.js')).EditInvoicePage })) },
  { path: '/invoice/customize', ...lazyPage(async () => ({ Component: (await import('./routes/invoice-customize.js')).InvoiceCustomizePage })) },
  { path: '/invoice/:id/preview', ...lazyPage(async () => ({ Component: (await import('./routes/invoice-preview.js')).InvoicePreviewPage })) },
  { path: '/invoice/email/:id', ...lazyPage(async () => ({ Component: (await import('./routes/invoice-email.js')).InvoiceEmailPage })) },
  { path: '/invoice/:id/view', ...lazyPage(async () => ({ Component: (await import('./routes/public-invoice.js')).PublicInvoicePage })) },
  { path: '/invoice/payment/callback', ...lazyPage(async () => ({ Component: (await import('./routes/public-invoice.js')).PaymentConfirmationPage })) },
  { path: '/quotations', ...lazyPage(async () => ({ Component: (await import('./routes/quotations.js')).QuotationsPage })) },
  { path: '/quotations/create', ...lazyPage(async () => ({ Component: (await import('./routes/quotations.js')).NewQuotationPage })) },
  { path: '/quotations/:id', ...lazyPage(async () => ({ Component: (await import('./routes/quotations.js')).QuotationPreviewPage })) },
  { path: '/quotations/:id/preview', ...lazyPage(async () => ({ Component: (await import('./routes/quotations.js')).QuotationPreviewPage })) },
  { path: '/quotations/:id/edit', ...lazyPage(async () => ({ Component: (await import('./routes/quotations.js')).EditQuotationPage })) },
  { path: '/quotations/:id/view', ...lazyPage(async () => ({ Component: (await import('./routes/public-invoice.js')).PublicQuotationPage })) },
];
