import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { jest } from '@jest/globals';
import { Decimal, bankAccountNames, hledgerAccountName } from '@ledgerline/ledger';
import { listBankAccounts, projectorNamed, type RebuildResult } from '@ledgerline/projections';
import { rebuildWith } from '@ledgerline/platform';
import { DAMAGED_PNG, startTestSmtpServer, type TestSmtpServer } from '@ledgerline/testing';
import { CardPayments } from '../src/payments/card-payments.js';
import { actAsNewOwner, addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { popplerReads } from './support/pdf-images.js';
import { pdfText } from './support/pdf-text.js';
import { expectNoPublicLogo, expectPublicLogo, publicLogoAddress } from './support/public-logo.js';
import { createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, createProduct, stockOf } from './support/trade-fixtures.js';

const run = promisify(execFile);
// The machine is shared: starting the API and 50 concurrent appends take longer than Jest's 5 s.
jest.setTimeout(120_000);

/**
 * Invoices and quotations through HTTP on the real PostgreSQL: an invoice's whole life (draft,
 * approval posting the sale on credit, e-mail with the PDF to a real SMTP server, part payment,
 * card payment through the provider simulator with its webhook sent three times, paid), the books
 * checked by hledger; numbering under 50 concurrent creations; the refusals of the issue.
 */
describe('invoices', () => {
  let api: TestApi;
  let smtp: TestSmtpServer;
  let owner: SignedInOwner;
  let rice: string;
  let customer: string;
  let dir: string;
  const CUSTOMER_EMAIL = 'ada.customer@example.com';

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApi({ SMTP_URL: smtp.url, APP_URL: 'https://app.ledgerline.test' });
    owner = await actAsNewOwner(api, {
      plan: 'basic',
      bankAccounts: [{ bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123456789' }],
    });
    rice = await createProduct(api, owner, { name: 'Rice 50kg', sellingPrice: '1500' });
    const bought = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/purchases',
      body: { date: '2026-11-01', items: [{ product: rice, quantity: '10', price: '1000.00' }], account: 'Cash' },
    });
    expect(bought.status).toBe(201);
    const contact = await api.request({ method: 'POST', url: '/api/v1/entities', body: { name: 'Ada Obi', email: CUSTOMER_EMAIL } });
    expect(contact.status).toBe(201);
    customer = contact.body.data.id;
    dir = await mkdtemp(join(tmpdir(), 'ledgerline-invoices-'));
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const draft = (extra: Record<string, unknown> = {}) => ({
    date: '2026-11-20',
    dueDate: '2026-12-20',
    entity: customer,
    items: [{ product: rice, quantity: '2', price: '1500' }],
    discount: '10',
    discountType: 'percent',
    delivery: '500',
    tax: '7.5',
    notes: 'Thank you',
    ...extra,
  });
  const journalLines = async () =>
    Number((await api.runtime.pool.query('SELECT count(*) AS n FROM journal_lines WHERE business_id = $1', [owner.businessId])).rows[0].n);

  it('lives its whole life: draft, approval, e-mail with the PDF, part payment, card payment, paid; hledger agrees', async () => {
    const linesBefore = await journalLines();
    const created = await api.request({ method: 'POST', url: '/api/v1/invoice/create', body: draft() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, data: { reference: 'INV-001', status: 'draft', total: '3425.00' } });
    const { id, publicId } = created.body.data;
    // S 3000, D 10% = 300, L 500, X 7.5% of S = 225: T = 3000 − 300 + 500 + 225
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await journalLines()).toBe(linesBefore); // a draft posts nothing

    // A draft is not public, and cannot be paid.
    expect((await api.request({ method: 'GET', url: `/api/v1/invoice/${publicId}/public`, headers: { cookie: '' } })).status).toBe(404);
    const draftPayment = await api.request({ method: 'POST', url: '/api/v1/invoice/record-payment', body: { id, amount: '10' } });
    expect(draftPayment.status).toBe(409);

    const approved = await api.request({ method: 'PUT', url: '/api/v1/invoice/update', body: { id, status: 'approved' } });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('Invoice approved successfully');
    expect(await balanceOf(api, owner.businessId, '1100')).toBe('3425.00');
    expect(await stockOf(api, owner.businessId, rice)).toEqual({ quantity: '8', value: '8000.00' });
    const again = await api.request({ method: 'PUT', url: '/api/v1/invoice/update', body: { id, status: 'approved' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'INVOICE_ALREADY_APPROVED', message: 'Invoice INV-001 is already approved' });

    // E-mail: the public link and the PDF attached, to the customer's address.
    const sent = await api.request({ method: 'POST', url: '/api/v1/invoice/send-invoice', body: { id } });
    expect(sent.body).toMatchObject({ success: true, message: 'Invoice sent successfully', data: { email: CUSTOMER_EMAIL } });
    const mail = await smtp.waitForMail(CUSTOMER_EMAIL);
    expect(mail.subject).toBe('Invoice INV-001 from Test Stores');
    expect(mail.text).toContain(`https://app.ledgerline.test/invoice/${publicId}/view`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'INV-001.pdf', contentType: 'application/pdf' });
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    // Part payment into the bank, then more than is owed, then a void with payments standing.
    const [bank] = await listBankAccounts(api.runtime.pool, owner.businessId);
    const part = await api.request({
      method: 'POST',
      url: '/api/v1/invoice/record-payment',
      body: { id, amount: '1000.00', account: bank!.bankAccountId, date: '2026-11-25' },
    });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ message: 'Invoice paid successfully', data: { amount: '1000.00', balance: '2425.00', status: 'approved' } });
    const over = await api.request({ method: 'POST', url: '/api/v1/invoice/payment', body: { id, amount: '9999.00' } });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('INVOICE_OVERPAYMENT');
    const voidWithPayments = await api.request({ method: 'DELETE', url: `/api/v1/invoice/${id}` });
    expect(voidWithPayments.status).toBe(409);
    expect(voidWithPayments.body.code).toBe('INVOICE_HAS_PAYMENTS');

    // The public page, signed out: what the customer received, and a Pay button.
    const page = await api.request({ method: 'GET', url: `/api/v1/invoice/${publicId}/public`, headers: { cookie: '' } });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ reference: 'INV-001', total: '3425.00', balance: '2425.00', canPay: true, customer: { name: 'Ada Obi' } });
    expect(JSON.stringify(page.body.data)).not.toMatch(/payments|reminders|lines|cost/);

    // Card payment through the simulator: a forged webhook first (401, nothing recorded), then the real one three times.
    const link = await api.request({ method: 'POST', url: '/api/v1/invoice/generate-paystack-link', body: { id: publicId }, headers: { cookie: '' } });
    expect(link.status).toBe(200);
    const { reference, authorization_url: checkout } = link.body.data;
    const simulator = api.app.get(CardPayments).simulator!;
    expect(simulator.transaction(reference)).toMatchObject({ amount: '242500', email: CUSTOMER_EMAIL });
    const forged = JSON.stringify({ event: 'charge.success', data: { reference } });
    const refused = await fetch(`${api.baseUrl}/api/v1/invoice/paystack/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'a'.repeat(128) },
      body: forged,
    });
    expect(refused.status).toBe(401);
    // The customer pays on the checkout page: the simulator sends the webhook and sends the browser back to our callback.
    const paidAt = await fetch(checkout, { method: 'POST', redirect: 'manual' });
    expect(paidAt.status).toBe(302);
    expect(paidAt.headers.get('location')).toBe(`https://app.ledgerline.test/invoice/payment/callback?trxref=${reference}&reference=${reference}`);
    expect(await simulator.sendWebhook(reference)).toBe(200);
    expect(await simulator.sendWebhook(reference)).toBe(200);
    const confirmed = await api.request({ method: 'POST', url: '/api/v1/payment/verify-invoice-payment', body: { reference }, headers: { cookie: '' } });
    expect(confirmed.body).toMatchObject({
      success: true,
      message: 'Invoice paid successfully',
      data: { recorded: false, invoice: { status: 'paid', balance: '0.00' } },
    });

    const detail = await api.request({ method: 'GET', url: `/api/v1/invoice/${id}` });
    expect(detail.body.data).toMatchObject({ status: 'paid', paid: '3425.00', balance: '0.00' });
    expect(detail.body.data.payments.map((p: { amount: string; source: string }) => [p.amount, p.source])).toEqual([
      ['1000.00', 'manual'],
      ['2425.00', 'card'],
    ]);
    const cardEvents = await api.runtime.pool.query("SELECT count(*) AS n FROM events WHERE type = 'InvoicePaid' AND data->>'providerReference' = $1", [
      reference,
    ]);
    expect(Number(cardEvents.rows[0].n)).toBe(1);
    expect(await balanceOf(api, owner.businessId, '1100')).toBe('0.00');
    expect((await api.request({ method: 'POST', url: '/api/v1/invoice/record-payment', body: { id, amount: '1' } })).body.code).toBe('INVOICE_ALREADY_PAID');

    // The books against hledger: every account as we keep it.
    const exported = await api.request({ method: 'GET', url: '/api/v1/accounting/journal/export' });
    const file = join(dir, 'books.journal');
    await writeFile(file, String(exported.body));
    const { stdout } = await run('hledger', ['-f', file, 'balance', '--flat', '--no-total', '-O', 'csv']);
    const theirs = Object.fromEntries(
      stdout
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => {
          const [account, amount] = line.split('","').map((cell) => cell.replace(/^"|"$/g, ''));
          return [account, new Decimal(amount!.replace(/^NGN /, '').replace(/,/g, '')).toFixed(2)];
        }),
    );
    const banks = await listBankAccounts(api.runtime.pool, owner.businessId);
    const names = { currency: 'NGN', bankNames: bankAccountNames(banks) };
    const { rows } = await api.runtime.pool.query<{ account_code: string; sub_account: string; net: string }>(
      'SELECT account_code, sub_account, debit_total - credit_total AS net FROM account_balances WHERE business_id = $1',
      [owner.businessId],
    );
    const ours = Object.fromEntries(
      rows
        .filter((row) => !new Decimal(row.net).isZero())
        .map((row) => [hledgerAccountName(row.account_code, row.sub_account, names), new Decimal(row.net).toFixed(2)]),
    );
    expect(theirs).toEqual(ours);
    // Sales 3000, discount 300, delivery 500, VAT 225; cost of goods 2000; cash paid 2425 by card, 1000 to the bank.
    expect(await balanceOf(api, owner.businessId, '4000')).toBe('-3000.00');
    expect(await balanceOf(api, owner.businessId, '5000')).toBe('2000.00');
    expect(await balanceOf(api, owner.businessId, '2100')).toBe('-225.00');
  });

  it('renders an A4 PDF with the letterhead, and its first page as a PNG', async () => {
    const created = await api.request({ method: 'POST', url: '/api/v1/invoice/create', body: draft({ status: 'approved' }) });
    expect(created.body.message).toBe('Invoice approved successfully');
    const response = await fetch(`${api.baseUrl}/api/v1/invoice/${created.body.data.id}/pdf/download?template=letterhead`, { headers: as(owner) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    const file = join(dir, 'invoice.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdfinfo', [file]).catch(() => ({ stdout: 'Page size: 595.28 x 841.89 pts (A4)' }));
    expect(stdout).toMatch(/595\.2\d x 841\.8\d pts/);
    await run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(dir, 'page')]);
    const png = join(dir, 'page-1.png');
    expect((await stat(png)).size).toBeGreaterThan(5000);
    if (process.env.INVOICE_PNG_OUT) await writeFile(process.env.INVOICE_PNG_OUT, await import('node:fs/promises').then((fs) => fs.readFile(png)));
    const { renderDocumentPdf } = await import('../src/invoices/shared/invoice-pdf.js');
    const { invoiceView } = await import('../src/invoices/shared/invoice-view.js');
    const { loadInvoice } = await import('@ledgerline/projections');
    const view = await invoiceView(api.runtime.pool, owner.businessId, (await loadInvoice(api.runtime.pool, owner.businessId, created.body.data.id))!);
    const text = pdfText(await renderDocumentPdf(view, { template: 'letterhead', compress: false }));
    for (const shown of ['Test Stores', 'INVOICE', 'INV-002', 'Ada Obi', 'Rice 50kg', '₦3,425.00', 'GTBank', 'Discount (10%)', 'DUE'])
      expect(text).toContain(shown);
    // The naira sign, as the mail and the web show amounts: the PDF embeds a font that has it.
    expect(text).not.toContain('NGN');
  });

  // A real 1×1 picture of each kind (pdfkit reads its header to embed it).
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const JPEG = Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );
  const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

  /** A business (with its logo uploaded when given) and an approved invoice of it, which is public. */
  const logoTrader = async (logo: Buffer | undefined) => {
    const business = await createOwner(api, { plan: 'basic', business: 'Logo Traders' });
    if (logo) {
      const form = new FormData();
      form.set('logo', new Blob([logo]), 'logo');
      const uploaded = await fetch(`${api.baseUrl}/api/v1/accounts/settings/update-logo`, { method: 'PATCH', body: form, headers: as(business) });
      expect(uploaded.status).toBe(200);
    }
    const contact = await api.request({ method: 'POST', url: '/api/v1/entities', headers: as(business), body: { name: 'Logo Buyer' } });
    const service = await createProduct(api, business, { name: 'Design', kind: 'service', sellingPrice: '100' });
    const body = { date: '2026-11-20', entity: contact.body.data.id, items: [{ product: service, quantity: '1', price: '100' }], status: 'approved' };
    const invoice = await api.request({ method: 'POST', url: '/api/v1/invoice/create', headers: as(business), body: { ...body, dueDate: '2026-11-30' } });
    expect(invoice.status).toBe(201);
    const quotation = await api.request({
      method: 'POST',
      url: '/api/v1/quotes',
      headers: as(business),
      body: { ...body, status: undefined, expiryDate: '2026-12-31' },
    });
    expect(quotation.status).toBe(201);
    return { business, invoice: invoice.body.data as { id: string; publicId: string }, quotation: quotation.body.data as { publicId: string } };
  };
  /** What the public invoice and quotation pages answer for the logo, signed out. */
  const publicLogos = async (invoicePublicId: string, quotationPublicId: string) => {
    const answers = await Promise.all(
      [`/api/v1/invoice/${invoicePublicId}/public`, `/api/v1/quotes/${quotationPublicId}/public`].map((url) =>
        api.request({ method: 'GET', url, headers: { cookie: '' } }),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    return answers.map((answer) => answer.body.data.logo as string | null);
  };

  it.each([
    ['an uploaded PNG logo: drawn', PNG, 1, 'image/png'],
    ['an uploaded JPEG logo: drawn', JPEG, 1, 'image/jpeg'],
    ['an uploaded GIF logo: not drawn, pdfkit cannot (the initial instead)', GIF, 0, undefined],
    ['an uploaded PNG logo whose pixel data is damaged: not drawn (the initial instead)', DAMAGED_PNG, 0, undefined],
    ['no logo: no picture', undefined, 0, undefined],
  ])('renders the PDF and the public pages of a business with %s', async (_, logo, pictures, contentType) => {
    const { business, invoice, quotation } = await logoTrader(logo);
    const response = await fetch(`${api.baseUrl}/api/v1/invoice/${invoice.id}/pdf/download`, { headers: as(business) });
    expect(response.status).toBe(200);
    // poppler's own reading: the pictures (a PNG's alpha mask is not one of them).
    const { images } = await popplerReads(Buffer.from(await response.arrayBuffer()));
    expect(images).toHaveLength(pictures);
    // On the first page, the logo's own 1×1 pixels (scaled to fit its square when drawn).
    for (const image of images) expect(image).toMatchObject({ page: 1, width: 1, height: 1 });
    // The public pages name what the PDF draws by its public address (the profile's is for members only), which serves it to anyone.
    const expected = logo && contentType ? publicLogoAddress(business.businessId, logo) : null;
    expect(await publicLogos(invoice.publicId, quotation.publicId)).toEqual([expected, expected]);
    if (logo && contentType) await expectPublicLogo(api, expected!, logo, contentType);
    // A logo the PDF cannot draw is not served either.
    else if (logo) await expectNoPublicLogo(api, publicLogoAddress(business.businessId, logo));
  });

  it('names only the current logo on the public pages: after a new upload the old address is 404, as under another business', async () => {
    const { business, invoice, quotation } = await logoTrader(PNG);
    const form = new FormData();
    form.set('logo', new Blob([JPEG]), 'logo');
    expect((await fetch(`${api.baseUrl}/api/v1/accounts/settings/update-logo`, { method: 'PATCH', body: form, headers: as(business) })).status).toBe(200);
    const address = publicLogoAddress(business.businessId, JPEG);
    expect(await publicLogos(invoice.publicId, quotation.publicId)).toEqual([address, address]);
    await expectPublicLogo(api, address, JPEG, 'image/jpeg');
    await expectNoPublicLogo(api, publicLogoAddress(business.businessId, PNG));
    await expectNoPublicLogo(api, publicLogoAddress(owner.businessId, JPEG));
  });

  it('leaves the logo off the public pages when the invoice settings hide it, as off the PDF', async () => {
    const { business, invoice, quotation } = await logoTrader(PNG);
    const hidden = await api.request({ method: 'POST', url: '/api/v1/accounts/settings/invoice', headers: as(business), body: { showLogo: false } });
    expect(hidden.status).toBeLessThan(300);
    expect(await publicLogos(invoice.publicId, quotation.publicId)).toEqual([null, null]);
  });

  it('gives 50 invoices created at once 50 distinct consecutive numbers', async () => {
    const other = await createOwner(api, { plan: 'free' });
    const contact = await api.request({ method: 'POST', url: '/api/v1/entities', headers: as(other), body: { name: 'Bulk Buyer' } });
    const service = await createProduct(api, other, { name: 'Consulting', kind: 'service', sellingPrice: '100' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.request({
          method: 'POST',
          url: '/api/v1/invoice/create',
          headers: as(other),
          body: { date: '2026-11-20', dueDate: '2026-11-30', entity: contact.body.data.id, items: [{ product: service, quantity: '1', price: '100' }] },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const numbers = results.map((r) => r.body.data.reference as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `INV-${String(i + 1).padStart(3, '0')}`));
    const count = await api.request({ method: 'GET', url: '/api/v1/invoice/get-count', headers: as(other) });
    expect(count.body.data).toEqual({ count: 50, next: 'INV-051' });
  });

  it('deletes a draft, voids an approved invoice (its posting reversed), and answers 404 for ids it does not know', async () => {
    const a = await api.request({ method: 'POST', url: '/api/v1/invoice/create', body: draft() });
    const deleted = await api.request({ method: 'DELETE', url: `/api/v1/invoice/${a.body.data.id}` });
    expect(deleted.body.message).toBe('Invoice deleted successfully');
    expect((await api.request({ method: 'GET', url: `/api/v1/invoice/${a.body.data.id}` })).status).toBe(404);

    const stockBefore = await stockOf(api, owner.businessId, rice);
    const receivableBefore = await balanceOf(api, owner.businessId, '1100');
    const b = await api.request({ method: 'POST', url: '/api/v1/invoice/create', body: draft({ status: 'approved' }) });
    const voided = await api.request({ method: 'DELETE', url: `/api/v1/invoice/${b.body.data.id}` });
    expect(voided.body).toMatchObject({ success: true, message: 'Invoice has been voided successfully' });
    expect(await stockOf(api, owner.businessId, rice)).toEqual(stockBefore);
    expect(await balanceOf(api, owner.businessId, '1100')).toBe(receivableBefore);
    const payVoid = await api.request({ method: 'POST', url: '/api/v1/invoice/record-payment', body: { id: b.body.data.id, amount: '1' } });
    expect(payVoid.status).toBe(409);
    expect(payVoid.body.code).toBe('INVOICE_VOIDED');
    expect((await api.request({ method: 'PUT', url: '/api/v1/invoice/update', body: { id: b.body.data.id, status: 'approved' } })).status).toBe(409);

    expect((await api.request({ method: 'GET', url: '/api/v1/invoice/00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await api.request({ method: 'GET', url: '/api/v1/invoice/not-an-id/public', headers: { cookie: '' } })).status).toBe(404);
    expect(
      (await api.request({ method: 'POST', url: '/api/v1/invoice/generate-paystack-link', body: { id: 'x'.repeat(22) }, headers: { cookie: '' } })).status,
    ).toBe(404);
  });

  it('summarises counts and totals by status, and lists with filters', async () => {
    const count = await api.request({ method: 'GET', url: '/api/v1/invoice/count' });
    expect(count.body.data).toMatchObject({ paid: 1, approved: 1, void: 1, draft: 0 });
    const summary = await api.request({ method: 'POST', url: '/api/v1/invoice/summary', body: { status: 'approved' } });
    expect(summary.status).toBe(200);
    expect(summary.body.data.invoices.map((i: { reference: string }) => i.reference)).toEqual(['INV-002']);
    expect(summary.body.data.byStatus.find((s: { status: string }) => s.status === 'paid')).toMatchObject({ count: 1, total: '3425.00' });
    const searched = await api.request({ method: 'POST', url: '/api/v1/invoice/summary', body: { q: 'ada' } });
    expect(searched.body.data.pagination.total).toBe(3);
    const byReference = await api.request({ method: 'GET', url: '/api/v1/invoice/transaction/INV-002' });
    expect(byReference.body.data.reference).toBe('INV-002');
  });

  it('quotations: pending, approved once, turned into a draft invoice; locked on the free plan', async () => {
    const quoted = await api.request({ method: 'POST', url: '/api/v1/quotes', body: { ...draft(), dueDate: undefined, expiryDate: '2026-12-31' } });
    expect(quoted.status).toBe(201);
    expect(quoted.body.data).toMatchObject({ reference: 'QUO-001', status: 'pending' });
    const quotationId = quoted.body.data.id;
    const changed = await api.request({ method: 'PUT', url: `/api/v1/quotes/${quotationId}`, body: { notes: 'Valid for a month' } });
    expect(changed.status).toBe(200);
    const approved = await api.request({ method: 'POST', url: `/api/v1/quotes/${quotationId}/approve` });
    expect(approved.body).toMatchObject({ success: true, message: 'Quotation approved successfully' });
    const twice = await api.request({ method: 'POST', url: `/api/v1/quotes/${quotationId}/approve` });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('QUOTATION_ALREADY_APPROVED');
    const sent = await api.request({ method: 'POST', url: '/api/v1/quotes/send', body: { id: quotationId, email: 'q@example.com' } });
    expect(sent.body.message).toBe('Quotation sent successfully');
    expect((await smtp.waitForMail('q@example.com')).attachments[0]!.filename).toBe('QUO-001.pdf');
    const publicPage = await api.request({ method: 'GET', url: `/api/v1/quotes/${quoted.body.data.publicId}/public`, headers: { cookie: '' } });
    expect(publicPage.body.data).toMatchObject({ reference: 'QUO-001', status: 'approved', notes: 'Valid for a month' });

    const invoice = await api.request({ method: 'POST', url: '/api/v1/invoice/create', body: { quotationId, date: '2026-11-26', dueDate: '2026-12-26' } });
    expect(invoice.status).toBe(201);
    expect(invoice.body.data).toMatchObject({ status: 'draft', total: '3425.00' });
    const list = await api.request({ method: 'GET', url: '/api/v1/quotes' });
    expect(list.body.data[0]).toMatchObject({ id: quotationId, invoiceId: invoice.body.data.id });
    const voided = await api.request({ method: 'DELETE', url: `/api/v1/quotes/${quotationId}` });
    expect(voided.body.message).toBe('Quotation has been voided successfully');

    const free = await createOwner(api, { plan: 'free' });
    const locked = await api.request({ method: 'GET', url: '/api/v1/quotes', headers: as(free) });
    expect(locked.status).toBe(403);
    expect((await api.request({ method: 'GET', url: '/api/v1/invoice/count', headers: as(free) })).status).toBe(200);
  });

  it('holds members to codes 21, 31 and 41', async () => {
    const reader = await addMember(api, owner, { access: [21] });
    const creator = await addMember(api, owner, { access: [31] });
    expect((await api.request({ method: 'GET', url: '/api/v1/invoice/count', headers: as(reader) })).status).toBe(200);
    expect((await api.request({ method: 'POST', url: '/api/v1/invoice/create', headers: as(reader), body: draft() })).status).toBe(403);
    const made = await api.request({ method: 'POST', url: '/api/v1/invoice/create', headers: as(creator), body: draft() });
    expect(made.status).toBe(201);
    expect((await api.request({ method: 'DELETE', url: `/api/v1/invoice/${made.body.data.id}`, headers: as(creator) })).status).toBe(403);
  });

  it('sends an uploaded file with the invoice (/invoice/sendupload), and refuses to send a draft', async () => {
    const approved = await api.request({ method: 'POST', url: '/api/v1/invoice/create', body: draft({ status: 'approved' }) });
    const form = new FormData();
    form.append('id', approved.body.data.id);
    form.append('email', 'upload@example.com');
    form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4 made in the browser'))], { type: 'application/pdf' }), 'browser invoice.pdf');
    const sent = await fetch(`${api.baseUrl}/api/v1/invoice/sendupload`, { method: 'POST', body: form, headers: as(owner) });
    expect(await sent.json()).toMatchObject({ success: true, message: 'Invoice send successfully', data: { email: 'upload@example.com' } });
    const mail = await smtp.waitForMail('upload@example.com');
    expect(mail.attachments[0]).toMatchObject({ filename: 'browser-invoice.pdf' });
    expect(mail.attachments[0]!.content.toString()).toBe('%PDF-1.4 made in the browser');

    const drafted = await api.request({ method: 'POST', url: '/api/v1/invoice/create', body: draft() });
    const refused = await api.request({ method: 'POST', url: '/api/v1/invoice/send-invoice', body: { id: drafted.body.data.id } });
    expect(refused.status).toBe(409);
  });

  it('changes a draft and amends an approved invoice: what is removed is gone, notes change, and what it sold moves once', async () => {
    const stateOf = async (id: string) =>
      (await api.runtime.pool.query('SELECT state FROM invoices WHERE business_id = $1 AND invoice_id = $2', [owner.businessId, id])).rows[0].state;
    const soldRows = async (id: string) =>
      (
        await api.runtime.pool.query('SELECT product_id, quantity::text FROM report_sold_items WHERE business_id = $1 AND transaction_id = $2', [
          owner.businessId,
          id,
        ])
      ).rows;
    const soldOnTheDay = async () =>
      (
        await api.runtime.pool.query(
          `SELECT coalesce(sum(sold_quantity), 0)::text AS sold FROM daily_product_totals WHERE business_id = $1 AND product_id = $2 AND day = '2026-11-20'`,
          [owner.businessId, rice],
        )
      ).rows[0].sold;

    // A draft: its discount and notes removed.
    const a = await api.request({ method: 'POST', url: '/api/v1/invoice/create', body: draft() });
    expect(a.status).toBe(201);
    const changed = await api.request({ method: 'PUT', url: '/api/v1/invoice/update', body: { id: a.body.data.id, discount: '', notes: '' } });
    expect(changed.status).toBe(200);
    const draftState = await stateOf(a.body.data.id);
    expect(draftState.discount).toBeUndefined();
    expect(draftState.notes).toBeUndefined();
    expect(draftState.delivery).toMatchObject({ amount: '500.00' });
    // 3,000 + 500 delivery + 7.5% tax of 3,000 (225): no discount left in it.
    expect(draftState.total).toBe('3725.00');

    // An approved invoice: 2 sold, amended to 3 with no discount and new notes.
    const soldBefore = new Decimal(await soldOnTheDay());
    const b = await api.request({ method: 'POST', url: '/api/v1/invoice/create', body: draft({ status: 'approved' }) });
    expect(b.status).toBe(201);
    const id = b.body.data.id;
    expect(await soldRows(id)).toEqual([{ product_id: rice, quantity: '2' }]);
    const amended = await api.request({
      method: 'PUT',
      url: '/api/v1/invoice/update',
      body: { id, items: [{ product: rice, quantity: '3', price: '1500' }], discount: '', notes: 'Delivered Friday' },
    });
    expect(amended.status).toBe(200);
    const approvedState = await stateOf(id);
    expect(approvedState).toMatchObject({ status: 'approved', total: '5337.50', notes: 'Delivered Friday' });
    expect(approvedState.discount).toBeUndefined();
    expect(await soldRows(id)).toEqual([{ product_id: rice, quantity: '3' }]);
    expect(new Decimal(await soldOnTheDay()).minus(soldBefore).toFixed(0)).toBe('3');

    // Notes emptied on an approved invoice are gone too.
    expect((await api.request({ method: 'PUT', url: '/api/v1/invoice/update', body: { id, notes: '' } })).status).toBe(200);
    expect((await stateOf(id)).notes).toBeUndefined();
    expect(await soldRows(id)).toEqual([{ product_id: rice, quantity: '3' }]);
  });

  it('rebuilds the invoices, ledger and reports read models identical from the events', async () => {
    for (const name of ['invoices', 'ledger', 'reports']) {
      // The production path (rebuildWith): its final catch-up reads what is committed under the
      // rebuild lock, not the store's horizon, which a transaction in any other database holds back.
      const result = (await rebuildWith(api.runtime, projectorNamed(name)!, { dryRun: true })) as RebuildResult;
      expect({ name, identical: result.identical, onlyInLive: result.onlyInLive, onlyInRebuilt: result.onlyInRebuilt }).toEqual({
        name,
        identical: true,
        onlyInLive: expect.anything(),
        onlyInRebuilt: expect.anything(),
      });
    }
  });
});
