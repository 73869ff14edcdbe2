// The invoices and quotations screens (spec 002 §2), each loaded when first opened. The customer's
// pages (an invoice's or a quotation's view, the card-payment callback) need no sign-in: app/router.tsx
// puts them outside the shell; the others sit in it, which checks each handle.
//
// The codes are the server's (common/access/route-table.ts): reading an invoice or a quotation takes
// invoice reports (21, the menu's Invoicing) or create invoice (31, the Invoice quick action); writing
// one takes 31. Invoicing is on every plan (000 §9: the free plan's 'unlimited invoicing');
// quotations from Basic up, so their pages are plan-locked (the Upgrade Plan page on Micro).

import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { codes } from '../../lib/access.js';
import { paths, withParams } from '../../lib/paths.js';
import { lazyPage, type RouteHandle } from '../../lib/routing.js';
import { invoiceQuery, openingSummaryFilters, quotationQuery, quotationsQuery, summaryQuery } from './api/invoices-api.js';

const reads = { anyOf: [codes.invoicing, codes.invoice] } satisfies Omit<RouteHandle, 'title'>;
const writes = { anyOf: [codes.invoice] } satisfies Omit<RouteHandle, 'title'>;
const quotationReads = { ...reads, planLocked: true } satisfies Omit<RouteHandle, 'title'>;
const quotationWrites = { ...writes, planLocked: true } satisfies Omit<RouteHandle, 'title'>;

const summary = () => import('./routes/invoice-summary.js');
const editor = () => import('./routes/invoice-editor.js');
const preview = () => import('./routes/invoice-preview.js');
const quotations = () => import('./routes/quotations.js');
const publicPages = () => import('./routes/public-invoice.js');

/** /invoice/{id}, the invoice's own address, is its preview. */
function InvoiceAddress() {
  const { id = '' } = useParams();
  return <Navigate to={withParams(paths.invoicePreview, { id })} replace />;
}

export const routes: RouteObject[] = [
  lazyPage(paths.invoiceSummary, 'Invoices', () => summary().then((m) => ({ default: m.InvoiceSummaryPage })), {
    ...reads,
    floatingAdd: true,
    prefetch: (queryClient) => void queryClient.prefetchQuery(summaryQuery(openingSummaryFilters)),
  }),
  lazyPage(paths.invoiceNew, 'New invoice', () => editor().then((m) => ({ default: m.NewInvoicePage })), writes),
  lazyPage(paths.invoiceEdit, 'Edit invoice', () => editor().then((m) => ({ default: m.EditInvoicePage })), {
    ...writes,
    prefetch: (queryClient, _user, { id = '' }) => void queryClient.prefetchQuery(invoiceQuery(id)),
  }),
  // Saving the look of invoices changes the business's settings: owner and admin only, as on the server.
  lazyPage(paths.invoiceCustomize, 'Customize invoices', () => import('./routes/invoice-customize.js').then((m) => ({ default: m.InvoiceCustomizePage })), {
    ownerOrAdminOnly: true,
  }),
  // The router ranks the fixed paths of this length (summary, customize) above it, whatever the order.
  { path: paths.invoice, Component: InvoiceAddress },
  lazyPage(paths.invoicePreview, 'Invoice', () => preview().then((m) => ({ default: m.InvoicePreviewPage })), {
    ...reads,
    prefetch: (queryClient, _user, { id = '' }) => void queryClient.prefetchQuery(invoiceQuery(id)),
  }),
  lazyPage(paths.paymentInvoice, 'Record a payment', () => import('./routes/payment-invoice.js').then((m) => ({ default: m.PaymentInvoicePage })), writes),
  lazyPage(paths.invoiceEmail, 'E-mail invoice', () => import('./routes/invoice-email.js').then((m) => ({ default: m.InvoiceEmailPage })), {
    ...writes,
    prefetch: (queryClient, _user, { id = '' }) => void queryClient.prefetchQuery(invoiceQuery(id)),
  }),
  lazyPage(paths.quotations, 'Quotations', () => quotations().then((m) => ({ default: m.QuotationsPage })), {
    ...quotationReads,
    floatingAdd: true,
    prefetch: (queryClient) => void queryClient.prefetchQuery(quotationsQuery('')),
  }),
  lazyPage(paths.quotationNew, 'New quotation', () => quotations().then((m) => ({ default: m.NewQuotationPage })), quotationWrites),
  ...[paths.quotation, paths.quotationPreview].map((path) =>
    lazyPage(path, 'Quotation', () => quotations().then((m) => ({ default: m.QuotationPreviewPage })), {
      ...quotationReads,
      prefetch: (queryClient, _user, { id = '' }) => void queryClient.prefetchQuery(quotationQuery(id)),
    }),
  ),
  lazyPage(paths.quotationEdit, 'Edit quotation', () => quotations().then((m) => ({ default: m.EditQuotationPage })), {
    ...quotationWrites,
    prefetch: (queryClient, _user, { id = '' }) => void queryClient.prefetchQuery(quotationQuery(id)),
  }),
  // The customer's pages, without sign-in (app/router.tsx's PUBLIC_INVOICE_PATHS).
  lazyPage(paths.invoicePublic, 'Invoice', () => publicPages().then((m) => ({ default: m.PublicInvoicePage }))),
  lazyPage(paths.invoicePaymentCallback, 'Invoice payment', () => publicPages().then((m) => ({ default: m.PaymentConfirmationPage }))),
  lazyPage(paths.quotationPublic, 'Quotation', () => publicPages().then((m) => ({ default: m.PublicQuotationPage }))),
];
