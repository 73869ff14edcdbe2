import { buildReceiptMail, escapeHtml } from './receipt-mail.js';
import { toReceiptView } from './receipt-view.js';

describe('the receipt e-mail', () => {
  const view = toReceiptView({
    eventType: 'SaleRecorded',
    reference: 'K7Q2MX',
    type: 'sales',
    status: 'voided',
    effectiveDate: '2026-11-22',
    amount: '100.00',
    paid: '100.00',
    balanceDue: '0',
    dueDate: null,
    account: 'Cash',
    description: null,
    items: [{ name: '<script>alert(1)</script>', quantity: '1', price: '100.00', total: '100.00' }],
    document: { currency: 'NGN', subtotal: '100.00', total: '100.00' },
    business: { name: 'Tom & Jerry "Stores"', currency: 'NGN', address: null, city: null, state: null, country: null, phone: null, email: null },
    contact: null,
    bankName: null,
  });

  it('escapes what people typed in the HTML, and keeps the subject on one line', () => {
    const mail = buildReceiptMail(view, { name: 'Ada\r\nBcc: x@example.com', link: 'http://localhost/receipt/b/K7Q2MX' });
    expect(mail.subject).toBe('Sales receipt K7Q2MX from Tom & Jerry "Stores"');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Tom &amp; Jerry &quot;Stores&quot;');
    expect(mail.text).toContain('sent you a voided sales receipt');
    expect(mail.text).toContain('Dear Ada Bcc: x@example.com,');
    expect(mail.text).toContain('Status: VOID');
    expect(mail.text).toContain('Date: 22/11/2026');
    expect(mail.text).toContain('View the receipt online: http://localhost/receipt/b/K7Q2MX');
    expect(mail.text).toContain('Total: ₦100.00');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
