import { randomUUID } from 'node:crypto';
import { DAMAGED_PNG, GIF_1X1, JPEG_1X1, PNG_1X1, startTestSmtpServer, type TestSmtpServer } from '@ledgerline/testing';
import { RECEIPT_MISS_LIMIT } from '../src/receipts/public-receipt/public-receipt-throttle.js';
import { actAsNewOwner, addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { pdfImages, popplerReads } from './support/pdf-images.js';
import { pdfText } from './support/pdf-text.js';
import { expectNoPublicLogo, expectPublicLogo, publicLogoAddress } from './support/public-logo.js';
import { createTestApi, type TestApi } from './support/test-api.js';

const TYPE_MESSAGE = 'The file must be an image (JPEG, PNG, WebP, GIF) or a PDF';
const MB = 1024 * 1024;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('fake png body')]);

/**
 * Receipts through HTTP on PostgreSQL: public receipt pages and PDFs (no sign-in), resending by
 * e-mail through a real SMTP server, and expense receipt files.
 *
 * Sales and contacts are being built in parallel: until their APIs land, the sale documents here
 * are written straight into the `transactions` and `contacts` read models, shaped as the ledger
 * projector writes a SaleRecorded (libs/projections/src/ledger/ledger.projector.ts). Money in goes
 * through the API.
 */
describe('receipts', () => {
  let api: TestApi;
  let smtp: TestSmtpServer;
  let a: SignedInOwner;
  let b: SignedInOwner;
  let bankId: string;
  let moneyIn: string;
  let bravoMoneyIn: string;
  const SALE = 'K7Q2MX';
  const VOIDED = 'V01DED';

  const raw = async (url: string, init: RequestInit = {}) => fetch(`${api.baseUrl}${url}`, init);
  const upload = (
    owner: { cookie: string },
    parts: { reference?: string; field?: string; bytes?: Buffer; name?: string; type?: string; referenceFirst?: boolean },
  ) => {
    const form = new FormData();
    const addReference = () => parts.reference !== undefined && form.append('reference', parts.reference);
    if (parts.referenceFirst !== false) addReference();
    if (parts.bytes)
      form.append(
        parts.field ?? 'file',
        new Blob([new Uint8Array(parts.bytes)], { type: parts.type ?? 'application/octet-stream' }),
        parts.name ?? 'receipt.bin',
      );
    if (parts.referenceFirst === false) addReference();
    return raw('/api/v1/transactions/expense/receipt', { method: 'POST', body: form, headers: { cookie: owner.cookie } });
  };
  const seedSale = async (owner: SignedInOwner, reference: string, status: 'posted' | 'voided', contactId: string | null) => {
    const items = [
      { productId: randomUUID(), name: 'Rice 50kg', kind: 'product', quantity: '2', price: '500.00', total: '1000.00', cost: '777.77' },
      { productId: randomUUID(), name: 'Bag <b>sealing</b>', kind: 'service', quantity: '1', price: '100.00', total: '100.00' },
    ];
    const document = {
      transactionId: randomUUID(),
      reference,
      date: '2026-11-22',
      currency: 'NGN',
      lines: [],
      items,
      subtotal: '1100.00',
      discount: { type: 'percent', value: '10', amount: '110.00' },
      delivery: { type: 'fixed', value: '50.00', amount: '50.00' },
      tax: { type: 'percent', value: '7.5', amount: '82.50' },
      total: '1122.50',
      payment: { account: { kind: 'cash' }, credit: true, paid: '500.00', balance: '622.50', dueDate: '2026-12-22' },
      ...(contactId ? { entityId: contactId } : {}),
    };
    await api.runtime.pool.query(
      `INSERT INTO transactions (business_id, transaction_id, reference, type, subtype, effective_date, amount, account, description, entity_id,
         position, recorded_at, event_type, status, paid, balance_due, due_date, document)
       VALUES ($1, $2, $3, 'sales', NULL, '2026-11-22', 1122.50, 'Cash', NULL, $4, 0, now(), 'SaleRecorded', $5, 500.00, 622.50, '2026-12-22', $6)`,
      [owner.businessId, document.transactionId, reference, contactId, status, JSON.stringify(document)],
    );
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApi({ SMTP_URL: smtp.url, APP_URL: 'https://app.ledgerline.test' });
    a = await actAsNewOwner(api, {
      business: 'Alpha Stores',
      bankAccounts: [{ bankName: 'GTBank', accountName: 'Alpha Stores', accountNumber: '0123456789' }],
    });
    b = await createOwner(api, { business: 'Bravo Secret Traders' });
    const profile = await api.request({
      method: 'PATCH',
      url: '/api/v1/accounts/profile',
      body: { address: '12 Broad Street', phone: '+234 803 123 4567', city: 'Lagos' },
    });
    expect(profile.status).toBe(200);
    const banks = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails' });
    bankId = banks.body.data.accounts.find((account: { code: string }) => account.code === '1010').id;

    const recorded = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      body: { date: '2026-11-20', amount: '1500.50', subtype: 'capital', account: bankId, description: 'Start-up capital' },
    });
    expect(recorded.status).toBe(201);
    moneyIn = recorded.body.data.reference;
    const bravo = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      body: { date: '2026-11-20', amount: '999.00', subtype: 'capital', account: 'Cash', description: 'Bravo private capital' },
      headers: as(b),
    });
    expect(bravo.status).toBe(201);
    bravoMoneyIn = bravo.body.data.reference;

    const contactId = randomUUID();
    await api.runtime.pool.query(
      `INSERT INTO contacts (business_id, contact_id, first_name, last_name, email, phone, kinds, created_at, position)
       VALUES ($1, $2, 'Ada', 'Obi', 'ada.customer@example.com', '+234 700 000 0000', '{customer}', now(), 0)`,
      [a.businessId, contactId],
    );
    await seedSale(a, SALE, 'posted', contactId);
    await seedSale(a, VOIDED, 'voided', null);
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  describe('public receipt (no sign-in)', () => {
    const anonymous = { cookie: '' };

    it('answers the receipt of a sale at /{orgId}/{userId}/transaction/{reference}: business, items, totals, customer', async () => {
      const response = await api.request({ method: 'GET', url: `/api/v1/${a.businessId}/${a.userId}/transaction/${SALE}`, headers: anonymous });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.body).toEqual({
        success: true,
        data: {
          business: { name: 'Alpha Stores', address: '12 Broad Street, Lagos', phone: '+234 803 123 4567', email: null },
          reference: SALE,
          date: '2026-11-22',
          type: 'sales',
          title: 'Sales receipt',
          status: 'posted',
          statusLabel: 'PART PAID',
          currency: 'NGN',
          items: [
            { name: 'Rice 50kg', quantity: '2', price: '500.00', total: '1000.00' },
            { name: 'Bag <b>sealing</b>', quantity: '1', price: '100.00', total: '100.00' },
          ],
          subtotal: '1100.00',
          discount: { amount: '110.00', percent: '10' },
          delivery: { amount: '50.00', percent: null },
          tax: { amount: '82.50', percent: '7.5' },
          total: '1122.50',
          paid: '500.00',
          balance: '622.50',
          dueDate: '2026-12-22',
          paymentMethod: 'Cash',
          customer: { name: 'Ada Obi' },
          customerLabel: 'Customer',
          description: null,
          logo: null,
        },
      });
      // No internal ids, costs or the customer's contact details.
      const text = JSON.stringify(response.body);
      for (const secret of [a.businessId, a.userId, '777.77', 'ada.customer@example.com', '+234 700', 'productId', 'transactionId'])
        expect(text).not.toContain(secret);
    });

    it('answers the same receipt at /receipt/{orgId}/{reference}, whatever userId the other link names', async () => {
      const short = await api.request({ method: 'GET', url: `/api/v1/receipt/${a.businessId}/${SALE}`, headers: anonymous });
      const other = await api.request({ method: 'GET', url: `/api/v1/${a.businessId}/${randomUUID()}/transaction/${SALE}`, headers: anonymous });
      expect(short.status).toBe(200);
      expect(other.body).toEqual(short.body);
    });

    it('shows money in paid in full, with the bank’s name and not its number', async () => {
      const response = await api.request({ method: 'GET', url: `/api/v1/receipt/${a.businessId}/${moneyIn}`, headers: anonymous });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        reference: moneyIn,
        type: 'inflows',
        title: 'Payment receipt',
        items: [],
        subtotal: '1500.50',
        total: '1500.50',
        paid: '1500.50',
        balance: '0.00',
        statusLabel: 'PAID',
        paymentMethod: 'GTBank',
        customer: null,
        description: 'Start-up capital',
      });
      expect(JSON.stringify(response.body)).not.toContain('0123456789');
      expect(JSON.stringify(response.body)).not.toContain(bankId);
    });

    it('shows VOID for a voided document', async () => {
      const response = await api.request({ method: 'GET', url: `/api/v1/receipt/${a.businessId}/${VOIDED}`, headers: anonymous });
      expect(response.body.data).toMatchObject({ status: 'voided', statusLabel: 'VOID' });
    });

    it('answers 404 for a reference of another business, an unknown reference, an unknown or malformed business id', async () => {
      for (const url of [
        `/api/v1/receipt/${a.businessId}/${bravoMoneyIn}`,
        `/api/v1/${a.businessId}/${a.userId}/transaction/${bravoMoneyIn}`,
        `/api/v1/${a.businessId}/${a.userId}/transaction/${bravoMoneyIn}/pdf`,
        `/api/v1/receipt/${a.businessId}/NOSUCH`,
        `/api/v1/receipt/${randomUUID()}/${SALE}`,
        `/api/v1/receipt/not-a-uuid/${SALE}`,
        `/api/v1/${b.businessId}/${b.userId}/transaction/${SALE}`,
      ]) {
        const response = await api.request({ method: 'GET', url, headers: anonymous });
        expect({ url, status: response.status }).toEqual({ url, status: 404 });
        expect(response.body).toEqual({ success: false, code: 'RECEIPT_NOT_FOUND', message: 'There is no such receipt' });
      }
    });

    it('serves a real A4 PDF of the receipt at …/pdf', async () => {
      const response = await raw(`/api/v1/${a.businessId}/${a.userId}/transaction/${SALE}/pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${SALE}.pdf"`);
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
      const text = pdfText(pdf);
      for (const shown of [
        `Reference: ${SALE}`,
        'Alpha Stores',
        'Customer: Ada Obi',
        'Rice 50kg',
        '₦1,122.50',
        'Balance due',
        '₦622.50',
        'Status: PART PAID',
      ]) {
        expect(text).toContain(shown);
      }
      // Amounts in naira with its sign, as the mail and the web show them (the PDF embeds a font that has it).
      expect(text).not.toContain('NGN');
      const voided = pdfText(Buffer.from(await (await raw(`/api/v1/${a.businessId}/${a.userId}/transaction/${VOIDED}/pdf`)).arrayBuffer()));
      expect(voided).toContain('Status: VOID');
    });
  });

  describe('resend by e-mail', () => {
    it('mails the receipt to the customer’s e-mail, as text and HTML with the PDF attached', async () => {
      const response = await api.request({ method: 'POST', url: `/api/v1/transactions/${SALE}/resend-receipt`, body: {} });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Receipt sent successfully', data: { reference: SALE, email: 'ada.customer@example.com' } });
      const mail = await smtp.waitForMail('ada.customer@example.com');
      expect(mail.subject).toBe(`Sales receipt ${SALE} from Alpha Stores`);
      expect(mail.text).toContain(`Reference: ${SALE}`);
      expect(mail.text).toContain('Balance due: ₦622.50');
      expect(mail.text).toContain(`https://app.ledgerline.test/receipt/${a.businessId}/${SALE}`);
      expect(mail.html).toContain('Bag &lt;b&gt;sealing&lt;/b&gt;');
      expect(mail.html).not.toContain('<b>sealing</b>');
      expect(mail.attachments).toHaveLength(1);
      const [attachment] = mail.attachments;
      expect(attachment.filename).toBe(`receipt-${SALE}.pdf`);
      expect(attachment.contentType).toBe('application/pdf');
      expect(attachment.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfText(attachment.content)).toContain(`Reference: ${SALE}`);
      expect(pdfText(attachment.content)).toContain('₦622.50');
    });

    it('mails it to the address given, greeting the name given', async () => {
      const response = await api.request({
        method: 'POST',
        url: `/api/v1/transactions/${moneyIn}/resend-receipt`,
        body: { name: 'Bola', email: 'bola@example.com' },
      });
      expect(response.status).toBe(200);
      const mail = await smtp.waitForMail('bola@example.com');
      expect(mail.text).toMatch(/^Dear Bola,/);
      expect(mail.attachments[0].filename).toBe(`receipt-${moneyIn}.pdf`);
    });

    it('answers 400 naming email when none is given and the document has no customer e-mail; 400 for a malformed one', async () => {
      const none = await api.request({ method: 'POST', url: `/api/v1/transactions/${moneyIn}/resend-receipt`, body: { email: '' } });
      expect(none.status).toBe(400);
      expect(none.body.errors).toEqual([{ field: 'email', message: expect.stringContaining('email is required') }]);
      const malformed = await api.request({ method: 'POST', url: `/api/v1/transactions/${moneyIn}/resend-receipt`, body: { email: 'not-an-email' } });
      expect(malformed.status).toBe(400);
    });

    it('answers 404 for an unknown reference and for another business’s, sending nothing', async () => {
      const before = smtp.received.length;
      for (const reference of ['NOSUCH', bravoMoneyIn]) {
        const response = await api.request({ method: 'POST', url: `/api/v1/transactions/${reference}/resend-receipt`, body: { email: 'x@example.com' } });
        expect(response.status).toBe(404);
        expect(JSON.stringify(response.body)).not.toContain('Bravo');
      }
      expect(smtp.received.length).toBe(before);
    });

    it('is open to members who view transactions or make sales, not to others', async () => {
      const viewer = await addMember(api, a, { access: [51] });
      const other = await addMember(api, a, { access: [13] });
      const allowed = await api.request({
        method: 'POST',
        url: `/api/v1/transactions/${SALE}/resend-receipt`,
        body: { email: 'viewer@example.com' },
        headers: as(viewer),
      });
      expect(allowed.status).toBe(200);
      const refused = await api.request({
        method: 'POST',
        url: `/api/v1/transactions/${SALE}/resend-receipt`,
        body: { email: 'other@example.com' },
        headers: as(other),
      });
      expect(refused.status).toBe(403);
    });
  });

  describe('the business’s logo', () => {
    let owner: SignedInOwner;
    const REFERENCE = 'L0G0S1';
    const uploadLogo = async (logo: Buffer) => {
      const form = new FormData();
      form.set('logo', new Blob([new Uint8Array(logo)]), 'logo');
      const response = await raw('/api/v1/accounts/settings/update-logo', { method: 'PATCH', body: form, headers: as(owner) });
      expect(response.status).toBe(200);
    };
    const publicPdf = async () => {
      const response = await raw(`/api/v1/${owner.businessId}/${owner.userId}/transaction/${REFERENCE}/pdf`);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };

    beforeAll(async () => {
      owner = await createOwner(api, { business: 'Logo Stores' });
      await seedSale(owner, REFERENCE, 'posted', null);
    });

    const publicLogos = async () => {
      const answers = await Promise.all(
        [`/api/v1/${owner.businessId}/${owner.userId}/transaction/${REFERENCE}`, `/api/v1/receipt/${owner.businessId}/${REFERENCE}`].map((url) =>
          api.request({ method: 'GET', url, headers: { cookie: '' } }),
        ),
      );
      for (const answer of answers) expect(answer.status).toBe(200);
      return answers.map((answer) => answer.body.data.logo as string | null);
    };

    it('is not on the receipt of a business without one', async () => {
      const pdf = await publicPdf();
      expect(await popplerReads(pdf)).toEqual({ images: [], renderErrors: '' });
      expect(pdfText(pdf)).toContain('Logo Stores');
      expect(await publicLogos()).toEqual([null, null]);
    });

    it.each([
      ['a PNG', PNG_1X1, 'image/png'],
      ['a JPEG', JPEG_1X1, 'image/jpeg'],
    ])('is drawn on the public PDF once uploaded, %s, on the PDF mailed with the receipt, and on the public page', async (_, logo, contentType) => {
      await uploadLogo(logo);
      const pdf = await publicPdf();
      expect(await popplerReads(pdf)).toEqual({ images: [{ page: 1, width: 1, height: 1 }], renderErrors: '' });
      expect(pdfText(pdf)).toContain(`Reference: ${REFERENCE}`);
      const email = `logo-${randomUUID().slice(0, 8)}@example.com`;
      const resent = await api.request({ method: 'POST', url: `/api/v1/transactions/${REFERENCE}/resend-receipt`, body: { email }, headers: as(owner) });
      expect(resent.status).toBe(200);
      expect(pdfImages((await smtp.waitForMail(email)).attachments[0].content)).toEqual([{ width: 1, height: 1 }]);
      // Both public answers name its public address (the profile's is for members only), which serves the picture to anyone.
      const address = publicLogoAddress(owner.businessId, logo);
      expect(await publicLogos()).toEqual([address, address]);
      await expectPublicLogo(api, address, logo, contentType);
      const json = await api.request({ method: 'GET', url: `/api/v1/receipt/${owner.businessId}/${REFERENCE}`, headers: { cookie: '' } });
      expect(JSON.stringify(json.body)).not.toContain('settings/logo');
      expect(JSON.stringify(json.body)).not.toContain('base64');
    });

    it.each([
      ['a GIF, which pdfkit cannot draw', GIF_1X1],
      ['a PNG whose pixel data is damaged', DAMAGED_PNG],
    ])('leaves the receipt whole and without a picture when the logo is %s', async (_, logo) => {
      await uploadLogo(logo);
      const pdf = await publicPdf();
      expect(await popplerReads(pdf)).toEqual({ images: [], renderErrors: '' });
      expect(pdfText(pdf)).toContain('Logo Stores');
      expect(pdfText(pdf)).toContain('₦1,122.50');
      expect(await publicLogos()).toEqual([null, null]);
      await expectNoPublicLogo(api, publicLogoAddress(owner.businessId, logo));
    });

    it('names the new logo once another is uploaded; the old address is 404', async () => {
      await uploadLogo(PNG_1X1);
      await uploadLogo(JPEG_1X1);
      const address = publicLogoAddress(owner.businessId, JPEG_1X1);
      expect(await publicLogos()).toEqual([address, address]);
      await expectPublicLogo(api, address, JPEG_1X1, 'image/jpeg');
      await expectNoPublicLogo(api, publicLogoAddress(owner.businessId, PNG_1X1));
      // Another business's id with this business's logo names nothing.
      await expectNoPublicLogo(api, publicLogoAddress(a.businessId, JPEG_1X1));
    });
  });

  describe('expense receipt files', () => {
    it('keeps an image by its content, whatever its name and declared type, and gives it back as it was', async () => {
      const response = await upload(a, { reference: moneyIn, bytes: PNG, name: 'scan.pdf', type: 'application/pdf' });
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body).toEqual({
        success: true,
        message: 'Receipt uploaded successfully',
        data: {
          receiptId: expect.any(String),
          reference: moneyIn,
          fileName: `receipt-${moneyIn}.png`,
          contentType: 'image/png',
          size: PNG.length,
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
          uploadedAt: expect.any(String),
        },
      });

      const download = await raw(`/api/v1/transactions/expense/receipt/download?reference=${moneyIn}`, { headers: { cookie: a.cookie } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/png');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${moneyIn}.png"`);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it('takes the field `receipt` too, the reference after the file, and a new upload replaces the old', async () => {
      const pdf = Buffer.from('%PDF-1.4\n% a receipt\n');
      const response = await upload(a, { reference: moneyIn, field: 'receipt', bytes: pdf, name: 'r.png', type: 'image/png', referenceFirst: false });
      expect(response.status).toBe(201);
      const download = await raw(`/api/v1/transactions/expense/receipt/download?reference=${moneyIn}`, { headers: { cookie: a.cookie } });
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
      const { rows } = await api.runtime.pool.query('SELECT count(*)::int AS n, min(uploaded_by::text) AS by FROM expense_receipts WHERE business_id = $1', [
        a.businessId,
      ]);
      expect(rows[0]).toEqual({ n: 1, by: a.userId });
    });

    it('refuses a .jpg that is really HTML with 400', async () => {
      const response = await upload(a, {
        reference: moneyIn,
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        name: 'photo.jpg',
        type: 'image/jpeg',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_FILE_TYPE', message: TYPE_MESSAGE });
    });

    it('takes a file of exactly 10 MB and refuses one byte more with 413', async () => {
      const exact = Buffer.alloc(10 * MB, 0x20);
      exact.write('%PDF-1.4\n', 0, 'latin1');
      expect((await upload(a, { reference: SALE, bytes: exact, name: 'big.pdf' })).status).toBe(201);
      const over = Buffer.alloc(10 * MB + 1, 0x20);
      over.write('%PDF-1.4\n', 0, 'latin1');
      const response = await upload(a, { reference: VOIDED, bytes: over, name: 'big.pdf' });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({
        success: false,
        code: 'FILE_TOO_LARGE',
        message: 'The file must be at most 10 MB',
        errors: [{ field: 'file', message: 'The file must be at most 10 MB' }],
      });
      const { rows } = await api.runtime.pool.query('SELECT reference, size FROM expense_receipts WHERE business_id = $1 ORDER BY reference', [a.businessId]);
      expect(rows).toHaveLength(2);
      expect(rows).toContainEqual({ reference: SALE, size: 10 * MB });
    });

    it('answers 400 without a file, without a reference, or without a multipart body', async () => {
      expect((await upload(a, { reference: moneyIn })).status).toBe(400);
      expect((await upload(a, { bytes: PNG })).status).toBe(400);
      const json = await api.request({ method: 'POST', url: '/api/v1/transactions/expense/receipt', body: { reference: moneyIn } });
      expect(json.status).toBe(400);
      expect(json.body.code).toBe('MULTIPART_REQUIRED');
    });

    it('answers 404 for another business’s reference, upload or download, and for a reference with no file', async () => {
      expect((await upload(b, { reference: bravoMoneyIn, bytes: PNG })).status).toBe(201);
      expect((await upload(a, { reference: bravoMoneyIn, bytes: PNG })).status).toBe(404);
      const foreign = await raw(`/api/v1/transactions/expense/receipt/download?reference=${bravoMoneyIn}`, { headers: { cookie: a.cookie } });
      expect(foreign.status).toBe(404);
      const none = await raw(`/api/v1/transactions/expense/receipt/download?reference=${VOIDED}`, { headers: { cookie: a.cookie } });
      expect(none.status).toBe(404);
      expect((await raw('/api/v1/transactions/expense/receipt/download', { headers: { cookie: a.cookie } })).status).toBe(400);
      const own = await raw(`/api/v1/transactions/expense/receipt/download?reference=${bravoMoneyIn}`, { headers: { cookie: b.cookie } });
      expect(own.status).toBe(200);
    });

    it('needs sign-in', async () => {
      const response = await raw(`/api/v1/transactions/expense/receipt/download?reference=${moneyIn}`);
      expect(response.status).toBe(401);
    });
  });

  describe('walking references', () => {
    it(`answers 429 to an address after ${RECEIPT_MISS_LIMIT} look-ups that found nothing, even for a real receipt`, async () => {
      let status = 0;
      for (let attempt = 0; attempt <= RECEIPT_MISS_LIMIT && status !== 429; attempt++) {
        status = (await api.request({ method: 'GET', url: `/api/v1/receipt/${a.businessId}/G${String(attempt).padStart(5, '0')}`, headers: { cookie: '' } }))
          .status;
        expect([404, 429]).toContain(status);
      }
      expect(status).toBe(429);
      const real = await api.request({ method: 'GET', url: `/api/v1/receipt/${a.businessId}/${SALE}`, headers: { cookie: '' } });
      expect(real.status).toBe(429);
      expect(real.body.code).toBe('TOO_MANY_RECEIPT_LOOKUPS');
    });
  });
});
