import { composeMail, greetingFor, mailMoney } from './mail-layout.js';

describe('the shared mail layout', () => {
  const HOSTILE = '"><img src=x onerror=alert(1)> <script>alert(2)</script>';

  it('shows amounts in the business currency: ₦ for naira, the code for others, grouped, at the currency’s decimals', () => {
    expect(mailMoney('1500', 'NGN')).toBe('₦1,500.00');
    expect(mailMoney('1234567.5', 'NGN')).toBe('₦1,234,567.50');
    expect(mailMoney('-20', 'NGN')).toBe('-₦20.00');
    expect(mailMoney('1234.5', 'USD')).toBe('USD 1,234.50');
    expect(mailMoney('1500', 'JPY')).toBe('JPY 1,500');
    // Beyond a float's precision: decimal strings all the way.
    expect(mailMoney('9007199254740993.01', 'NGN')).toBe('₦9,007,199,254,740,993.01');
  });

  it('escapes every value people typed, in every block, the header and the footer', () => {
    const mail = composeMail({
      subject: `Invoice from ${HOSTILE}\r\nBcc: x@example.com`,
      from: { name: HOSTILE, logoUrl: `https://app.example.com/logo?a="><script>`, colour: 'red;background:url(x)' },
      greeting: greetingFor(HOSTILE),
      blocks: [
        { text: HOSTILE },
        { quote: HOSTILE },
        { code: HOSTILE },
        { button: HOSTILE, url: `https://app.example.com/x?q="><img src=x>` },
        { facts: [[HOSTILE, HOSTILE]] },
        { table: { head: [HOSTILE], rows: [[HOSTILE]], right: [], lines: [HOSTILE] } },
        { small: HOSTILE },
      ],
      footer: [{ text: HOSTILE, link: 'https://app.example.com/settings' }],
    });
    expect(mail.html).not.toContain('<script');
    // The one image is the logo, its address escaped inside the attribute.
    expect(mail.html.match(/<img/g)).toHaveLength(1);
    expect(mail.html).toContain('<img src="https://app.example.com/logo?a=&quot;&gt;&lt;script&gt;"');
    expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &lt;script&gt;alert(2)&lt;/script&gt;');
    // Only the business's colour as #rrggbb reaches a style attribute.
    expect(mail.html).not.toContain('background:url(x)');
    expect(mail.subject).toBe(`Invoice from ${HOSTILE} Bcc: x@example.com`);
    expect(mail.text).toContain(HOSTILE);
  });

  it('is one table layout at most 600 px wide, with inline styles and no flex or grid, and a plain-text part saying the same', () => {
    const mail = composeMail({
      subject: 'Invoice INV-001 from Adebayo Foods',
      from: { name: 'Adebayo Foods', logoUrl: 'https://app.example.com/api/v1/logo/b/abc' },
      greeting: 'Dear Ada,',
      blocks: [
        { text: 'Adebayo Foods sent you invoice INV-001.' },
        { facts: [['Total', '₦1,500.00']] },
        { button: 'View the invoice', url: 'https://app.example.com/i/1' },
      ],
    });
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain('max-width:600px');
    expect(mail.html).toContain('<img src="https://app.example.com/api/v1/logo/b/abc"');
    expect(mail.html).not.toMatch(/display:\s*(flex|grid)|<style|class=/);
    expect(mail.text).toBe(
      [
        'Dear Ada,',
        'Adebayo Foods sent you invoice INV-001.',
        'Total: ₦1,500.00',
        'View the invoice: https://app.example.com/i/1',
        '--\nSent by Adebayo Foods with Ledgerline.',
      ].join('\n\n'),
    );
  });

  it('refuses a link that is not absolute: from a mail client it would open nowhere', () => {
    expect(() => composeMail({ subject: 's', blocks: [{ button: 'Open', url: '/invoice/1/view' }] })).toThrow('A mail link must be absolute');
    expect(() => composeMail({ subject: 's', blocks: [{ button: 'Open', url: 'javascript:alert(1)' }] })).toThrow('A mail link must be absolute');
  });
});
