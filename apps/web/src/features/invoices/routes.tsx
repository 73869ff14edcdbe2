import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { paths, withParams } from '../../lib/paths.js';

/**
 * The invoices and quotations screens (spec 002 §2), loaded lazily. Public pages (the invoice and
 * quotation views, the card-payment callback) need no sign-in; the app shell decides where the
 * others sit (inside its signed-in layout).
 */
const lazyPage = (load: () => Promise<{ Component: () => React.JSX.Element }>) => ({ lazy: load });

/** /invoice/{id}, the invoice's own address, is its preview. */
function InvoiceAddress() {
  const { id = '' } = useParams();
  return <Navigate to={withParams(paths.invoicePreview, { id })} replace />;
}

export const routes: RouteObject[] = [
  { path: '/invoice/summary', ...lazyPage(async () => ({ Component: (await import('./routes/invoice-summary.js')).InvoiceSummaryPage })) },
  { path: '/create-invoice', ...lazyPage(async () => ({ Component: (await import('./routes/invoice-editor.js')).NewInvoicePage })) },
  { path: '/invoice/edit/:id', ...lazyPage(async () => ({ Component: (await import('./routes/invoice-editor.js')).EditInvoicePage })) },
  { path: '/invoice/customize', ...lazyPage(async () => ({ Component: (await import('./routes/invoice-customize.js')).InvoiceCustomizePage })) },
  // The router ranks the fixed paths of this length (summary, customize) above it, whatever the order.
  { path: paths.invoice, Component: InvoiceAddress },
  { path: '/invoice/:id/preview', ...lazyPage(async () => ({ Component: (await import('./routes/invoice-preview.js')).InvoicePreviewPage })) },
  { path: paths.paymentInvoice, ...lazyPage(async () => ({ Component: (await import('./routes/payment-invoice.js')).PaymentInvoicePage })) },
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
