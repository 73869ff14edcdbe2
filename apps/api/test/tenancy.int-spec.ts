import { ROUTE_TABLE } from '../src/common/access/route-table.js';
import { addMember, createOwner, type SignedInOwner } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';

/**
 * The business a request acts on comes from the session only. Signed in to business A, every id
 * of business B (in a path, a query or a body) answers 404, no answer carries any of B's data, and
 * B's history is untouched.
 */
describe('tenancy: business A cannot reach business B', () => {
  let api: TestApi;
  let a: SignedInOwner;
  let b: SignedInOwner;
  const B = {
    businessName: 'Bravo Secret Traders',
    bankNumber: '9988776655',
    memberEmail: '',
    memberId: '',
    roleId: '',
    roleName: '',
    inviteId: '',
    bankId: '',
    productId: '',
    serviceId: '',
    contactId: '',
    saleId: '',
    saleReference: '',
    paymentId: '',
    prepaymentId: '',
    moneyInId: '',
    moneyInPosition: '',
    importJobId: '',
    invoiceId: '',
    invoiceReference: '',
    quotationId: '',
    transferId: '',
    purchaseOrderId: '',
    qrMenuId: '',
    assetId: '',
    assetName: 'Bravo generator 20kVA',
    posSaleId: '',
    posSaleReference: '',
    parkedSaleId: '',
    logoPath: '',
    journalId: '',
    budgetId: '',
    statementId: '',
    statementLineId: '',
  };
  let aServiceId = '';

  const streamLength = async (businessId: string) =>
    (await api.runtime.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [`business-${businessId}`])).rows[0].n;

  beforeAll(async () => {
    api = await createTestApi();
    // Enterprise: every feature (quotations, transfers, purchase orders, point of sale) is open to both.
    a = await createOwner(api, { plan: 'enterprise', business: 'Alpha Stores' });
    b = await createOwner(api, {
      plan: 'enterprise',
      business: B.businessName,
      bankAccounts: [{ bankName: 'Zenith', accountName: 'Bravo', accountNumber: B.bankNumber }],
    });
    const member = await addMember(api, b, { access: [27] });
    B.memberEmail = member.email;
    B.memberId = member.userId;
    B.roleId = member.roleId!;
    const roles = await api.request({ method: 'GET', url: '/api/v1/customroles', headers: { cookie: b.cookie } });
    B.roleName = roles.body.data.find((role: { _id: string }) => role._id === B.roleId).roleName;
    const invited = await api.request({
      method: 'POST',
      url: '/api/v1/accounts/teams/invite',
      body: { email: 'pending@example.com', role: 'admin' },
      headers: { cookie: b.cookie },
    });
    expect(invited.status).toBe(201);
    const team = await api.request({ method: 'GET', url: '/api/v1/accounts/teams', headers: { cookie: b.cookie } });
    B.inviteId = team.body.data.pendingInvites[0].inviteId;
    const banks = await api.request({ method: 'GET', url: '/api/v1/accounts/bank-accounts', headers: { cookie: b.cookie } });
    B.bankId = banks.body.data[0].bankAccountId ?? banks.body.data[0]._id ?? banks.body.data[0].id;
    expect(B.bankId).toBeTruthy();
    const create = (url: string, body: unknown) => api.request({ method: 'POST', url, body, headers: { cookie: b.cookie } });
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    B.productId = (await create('/api/v1/inventories', { name: 'Bravo blend', sellingPrice: '5', quantity: '2', buyingPrice: '1', image: png })).body.data.id;
    B.serviceId = (await create('/api/v1/inventories', { type: 'SERVICE', name: 'Bravo delivery', sellingPrice: '5' })).body.data.id;
    B.contactId = (await create('/api/v1/entities', { firstName: 'Bravo', lastName: 'Customer' })).body.data.id;
    expect([B.productId, B.serviceId, B.contactId].every(Boolean)).toBe(true);

    const aService = await api.request({
      method: 'POST',
      url: '/api/v1/inventories',
      body: { type: 'SERVICE', name: 'Alpha cleaning', sellingPrice: '3' },
      headers: { cookie: a.cookie },
    });
    aServiceId = aService.body.data.id;
    // Documents of B: a credit sale with a payment on it, a prepayment, money in, and an import job.
    const sale = await create('/api/v1/transactions/sales', {
      date: '2026-11-20',
      items: [{ product: B.serviceId, quantity: '2', price: '5.00' }],
      account: 'Cash',
      credit: true,
      due_date: '2026-12-20',
      entity: B.contactId,
    });
    expect(sale.status).toBe(201);
    B.saleId = sale.body.data.id;
    B.saleReference = sale.body.data.reference;
    const payment = await create('/api/v1/transactions/record-payment', { transactionId: B.saleId, amount: '4.00', account: 'Cash', date: '2026-11-21' });
    expect(payment.status).toBe(201);
    B.paymentId = payment.body.data.id;
    const prepayment = await create('/api/v1/transactions/expenses', {
      date: '2026-11-20',
      category: 'rent',
      amount: '50.00',
      account: 'Cash',
      prepayment: true,
    });
    expect(prepayment.status).toBe(201);
    B.prepaymentId = prepayment.body.data.id;
    const moneyIn = await create('/api/v1/transactions/money-in', { date: '2026-11-20', amount: '7.00', subtype: 'gift', account: 'Cash' });
    B.moneyInId = moneyIn.body.data.id;
    B.moneyInPosition = moneyIn.body.data.position;
    const template = await api.request({ method: 'GET', url: '/api/v1/transactions/bulk-template/download', headers: { cookie: b.cookie } });
    const header = String(template.body).split(/\r?\n/)[0];
    const columns = header.split(',').map((name) => name.trim().toLowerCase());
    const row = (values: Record<string, string>) => columns.map((name) => values[name] ?? '').join(',');
    const rows = Array.from({ length: 201 }, () =>
      row({ date: '20/11/2026', type: 'expenses', amount: '1.00', 'expense category': '5', 'mode of payment': 'Cash' }),
    );
    const form = new FormData();
    form.append('imageFile', new Blob([[header, ...rows].join('\n')], { type: 'text/csv' }), 'import.csv');
    const upload = await fetch(`${api.baseUrl}/api/v1/transactions/bulk-import`, { method: 'POST', body: form, headers: { cookie: b.cookie } });
    expect(upload.status).toBe(202);
    B.importJobId = ((await upload.json()) as { data: { jobId: string } }).data.jobId;

    // B's invoice (approved, so it has its transaction) and quotation.
    const invoice = await create('/api/v1/invoice/create', {
      date: '2026-11-20',
      dueDate: '2026-12-20',
      entity: B.contactId,
      items: [{ product: B.serviceId, quantity: '1', price: '5.00' }],
      status: 'approved',
    });
    expect(invoice.status).toBe(201);
    B.invoiceId = invoice.body.data.id;
    B.invoiceReference = invoice.body.data.reference;
    const quotation = await create('/api/v1/quotes', {
      date: '2026-11-20',
      expiryDate: '2026-12-31',
      entity: B.contactId,
      items: [{ product: B.serviceId, quantity: '1', price: '5.00' }],
    });
    expect(quotation.status).toBe(201);
    B.quotationId = quotation.body.data.id;
    // A stock transfer draft to a second business of B's own, and a purchase order.
    const branch = await create('/api/v1/accounts/businesses', { name: 'Bravo Branch' });
    expect(branch.status).toBe(201);
    const transfer = await create('/api/v1/inventory/transfer-stock', {
      destination: branch.body.data.businessId,
      date: '2026-11-23',
      items: [{ product: B.productId, quantity: '1' }],
      status: 'draft',
    });
    expect(transfer.status).toBe(201);
    B.transferId = transfer.body.data.id;
    const order = await create('/api/v1/inventory/purchase-orders', {
      date: '2026-11-20',
      expectedDate: '2026-11-27',
      supplier: B.contactId,
      items: [{ product: B.productId, quantity: '10', price: '1.00' }],
    });
    expect(order.status).toBe(201);
    B.purchaseOrderId = order.body.data.id;
    const menu = await create('/api/v1/inventories/qr-menus', { name: 'Bravo lunch menu', items: [{ product: B.productId }] });
    expect(menu.status).toBe(201);
    B.qrMenuId = menu.body.data.id;
    // An asset, in a category of B's own.
    const categories = await api.request({
      method: 'PUT',
      url: '/api/v1/assets/categories',
      body: { categories: [{ name: 'Generators', group: 'Machinery and Equipment', lifespan: 60 }] },
      headers: { cookie: b.cookie },
    });
    expect(categories.status).toBe(200);
    const tag = (await api.request({ method: 'GET', url: '/api/v1/assetion/sku', headers: { cookie: b.cookie } })).body.data;
    // Sent as the spec's multipart form with a picture, so GET /assets/{id}/image has something of B's to refuse.
    const assetForm = new FormData();
    const fields = {
      tag,
      name: B.assetName,
      category: 'Generators',
      group: 'Machinery and Equipment',
      purchasePrice: '450000.00',
      salvageValue: '45000.00',
      condition: 'new',
    };
    for (const [name, value] of Object.entries(fields)) assetForm.append(name, value);
    assetForm.append('image', new Blob([Buffer.from(png.split(',')[1], 'base64')], { type: 'image/png' }), 'generator.png');
    const asset = await fetch(`${api.baseUrl}/api/v1/assets/create`, { method: 'POST', body: assetForm, headers: { cookie: b.cookie } });
    expect(asset.status).toBe(201);
    B.assetId = ((await asset.json()) as { data: { _id: string } }).data._id;
    const ownImage = await api.request({ method: 'GET', url: `/api/v1/assets/${B.assetId}/image`, headers: { cookie: b.cookie } });
    expect(ownImage.status).toBe(200);
    // B's logo, so GET /accounts/settings/logo/{hash} has something of B's to refuse.
    const logoForm = new FormData();
    logoForm.append('logo', new Blob([Buffer.from(png.split(',')[1], 'base64')], { type: 'image/png' }), 'logo.png');
    const logo = await fetch(`${api.baseUrl}/api/v1/accounts/settings/update-logo`, { method: 'PATCH', body: logoForm, headers: { cookie: b.cookie } });
    expect(logo.status).toBe(200);
    B.logoPath = ((await logo.json()) as { data: { companyImage: string } }).data.companyImage;
    // A point-of-sale sale and a parked cart, on an open register.
    expect((await create('/api/v1/pos/register', { openingFloat: '1000', date: '2026-11-25' })).status).toBe(201);
    const posSale = await api.request({
      method: 'POST',
      url: '/api/v1/pos/create',
      body: { items: [{ id: B.serviceId, quantity: '1', price: '5.00' }], account: 'Cash', amountCollected: '5.00', amount: '5.00', date: '2026-11-25' },
      headers: { cookie: b.cookie, 'Idempotency-Key': 'bravo-till-sale-1' },
    });
    expect(posSale.status).toBe(201);
    B.posSaleId = posSale.body.data.id;
    B.posSaleReference = posSale.body.data.reference;
    const parked = await create('/api/v1/pos/create', { status: 'parked', items: [{ id: B.serviceId, quantity: '2', price: '5.00' }] });
    expect(parked.status).toBe(201);
    B.parkedSaleId = parked.body.data.id;
    // A manual journal and a budget.
    const journal = await create('/api/v1/accounting/journal-entries', {
      date: '2026-11-25',
      memo: 'Bravo accrual',
      lines: [
        { account: '6050', debit: '9.00' },
        { account: '2200', credit: '9.00' },
      ],
    });
    expect(journal.status).toBe(201);
    B.journalId = journal.body.data.id;
    const budget = await create('/api/v1/budgets', {
      name: 'Bravo plan',
      kind: 'line-item',
      firstMonth: '2026-11',
      lines: [{ account: '6050', amounts: Array.from({ length: 12 }, () => '10.00') }],
    });
    expect(budget.status).toBe(201);
    B.budgetId = budget.body.data.id;
    // B's bank statement, its one line matched with money B received into the bank.
    const banked = await create('/api/v1/transactions/money-in', { date: '2026-11-20', amount: '11.00', subtype: 'capital', account: B.bankId });
    expect(banked.status).toBe(201);
    const statementForm = new FormData();
    statementForm.append('bankAccountId', B.bankId);
    statementForm.append(
      'statement',
      new Blob(['Date,Description,Debit,Credit,Balance\n20/11/2026,Bravo capital,,11.00,11.00\n'], { type: 'text/csv' }),
      'bravo.csv',
    );
    const statement = await fetch(`${api.baseUrl}/api/v1/bank-statements`, { method: 'POST', body: statementForm, headers: { cookie: b.cookie } });
    expect(statement.status).toBe(201);
    B.statementId = ((await statement.json()) as { data: { statementId: string } }).data.statementId;
    const matched = await create('/api/v1/bank-reconciliation/auto-match', { bankAccountId: B.bankId, endDate: '2026-11-30' });
    expect(matched.body.data.matched).toBe(1);
    const lines = await api.request({ method: 'GET', url: `/api/v1/bank-statements/${B.statementId}`, headers: { cookie: b.cookie } });
    B.statementLineId = lines.body.data.lines[0].lineId;
  });
  afterAll(async () => {
    await api?.close();
  });

  /** Each attempt names the route pattern it tries, so the coverage check below is exact. */
  const attempts = (): { route: string; url: string; body?: unknown; emptySearch?: true }[] => [
    { route: 'POST /api/v1/accounts/businesses/:id/switch', url: `/api/v1/accounts/businesses/${b.businessId}/switch` },
    { route: 'POST /api/v1/auth/tours/:id/stop', url: `/api/v1/auth/tours/${b.businessId}/stop` },
    { route: 'GET /api/v1/accounts/:id/business', url: `/api/v1/accounts/${b.businessId}/business` },
    { route: 'PATCH /api/v1/accounts/teams/members/remove/:id', url: `/api/v1/accounts/teams/members/remove/${B.memberId}` },
    { route: 'PATCH /api/v1/accounts/teams/invite/:id/remove', url: `/api/v1/accounts/teams/invite/${B.inviteId}/remove` },
    { route: 'PUT /api/v1/customroles/:id', url: `/api/v1/customroles/${B.roleId}`, body: { roleName: 'Taken over', access: [1] } },
    // Not an id in the path, but the same question: the role named in the body is another business's.
    { route: 'PUT /api/v1/customroles', url: '/api/v1/customroles', body: { _id: B.roleId, roleName: 'Taken over', access: [1] } },
    { route: 'PATCH /api/v1/accounts/teams/members/role', url: '/api/v1/accounts/teams/members/role', body: { userId: B.memberId, role: 'admin' } },
    { route: 'PATCH /api/v1/accounts/teams/invite/role', url: '/api/v1/accounts/teams/invite/role', body: { inviteId: B.inviteId, role: 'admin' } },
    { route: 'POST /api/v1/accounts/teams/invite/resend', url: '/api/v1/accounts/teams/invite/resend', body: { inviteId: B.inviteId } },
    {
      route: 'POST /api/v1/accounts/teams/invite',
      url: '/api/v1/accounts/teams/invite',
      body: { email: 'new@example.com', role: 'Business Owner', businesses: [b.businessId] },
    },
    {
      route: 'POST /api/v1/accounts/teams/invite',
      url: '/api/v1/accounts/teams/invite',
      body: { email: 'new2@example.com', role: 'member', roleId: B.roleId },
    },
    {
      route: 'PATCH /api/v1/accounts/bank-accounts',
      url: '/api/v1/accounts/bank-accounts',
      body: { bankAccounts: [{ bankAccountId: B.bankId, bankName: 'Zenith', accountName: 'Mine now', accountNumber: '1111111111' }] },
    },
    {
      route: 'POST /api/v1/transactions/money-in',
      url: '/api/v1/transactions/money-in',
      body: { date: '2026-11-20', amount: '5.00', subtype: 'capital', account: B.bankId },
    },
    { route: 'GET /api/v1/inventories/:id', url: `/api/v1/inventories/${B.productId}` },
    { route: 'GET /api/v1/inventories/:id/image', url: `/api/v1/inventories/${B.productId}/image` },
    { route: 'GET /api/v1/inventory/:id/variants', url: `/api/v1/inventory/${B.productId}/variants` },
    { route: 'GET /api/v1/services/:id', url: `/api/v1/services/${B.serviceId}` },
    { route: 'GET /api/v1/entities/:id', url: `/api/v1/entities/${B.contactId}` },
    { route: 'GET /api/v1/inventories/update/:id', url: `/api/v1/inventories/update/${B.productId}` },
    { route: 'PATCH /api/v1/inventories/update/:id', url: `/api/v1/inventories/update/${B.productId}`, body: { name: 'Mine now' } },
    { route: 'GET /api/v1/inventories/:id/archive', url: `/api/v1/inventories/${B.productId}/archive` },
    { route: 'GET /api/v1/inventories/:id/restore', url: `/api/v1/inventories/${B.productId}/restore` },
    { route: 'GET /api/v1/entities/update/:id', url: `/api/v1/entities/update/${B.contactId}` },
    { route: 'PATCH /api/v1/entities/update/:id', url: `/api/v1/entities/update/${B.contactId}`, body: { firstName: 'Mine' } },
    { route: 'GET /api/v1/entities/:id/archive', url: `/api/v1/entities/${B.contactId}/archive` },
    { route: 'GET /api/v1/entities/:id/restore', url: `/api/v1/entities/${B.contactId}/restore` },
    { route: 'GET /api/v1/entities/:id/transactions', url: `/api/v1/entities/${B.contactId}/transactions` },
    { route: 'GET /api/v1/entities/:id/invoices', url: `/api/v1/entities/${B.contactId}/invoices` },
    { route: 'GET /api/v1/entities/:id/quotations', url: `/api/v1/entities/${B.contactId}/quotations` },
    {
      route: 'POST /api/v1/transactions/sales',
      url: '/api/v1/transactions/sales',
      body: { date: '2026-11-20', items: [{ product: B.serviceId, quantity: '1', price: '5.00' }], account: 'Cash' },
    },
    {
      route: 'POST /api/v1/transactions/sales',
      url: '/api/v1/transactions/sales',
      body: {
        date: '2026-11-20',
        items: [{ product: aServiceId, quantity: '1', price: '3.00' }],
        account: 'Cash',
        credit: true,
        due_date: '2026-12-01',
        entity: B.contactId,
      },
    },
    {
      route: 'POST /api/v1/transactions/record-payment',
      url: '/api/v1/transactions/record-payment',
      body: { transactionId: B.saleId, amount: '1.00', account: 'Cash', date: '2026-11-22' },
    },
    {
      route: 'POST /api/v1/transactions/prepayments/:id/apply',
      url: `/api/v1/transactions/prepayments/${B.prepaymentId}/apply`,
      body: { amount: '10.00', date: '2026-11-22' },
    },
    { route: 'GET /api/v1/transactions/bulk-import/:id', url: `/api/v1/transactions/bulk-import/${B.importJobId}` },
    { route: 'DELETE /api/v1/transactions/:id', url: `/api/v1/transactions/${B.moneyInId}` },
    { route: 'DELETE /api/v1/transactions/:id', url: `/api/v1/transactions/${B.saleReference}` },
    { route: 'DELETE /api/v1/transactions/:id/sales', url: `/api/v1/transactions/${B.saleId}/sales` },
    { route: 'DELETE /api/v1/transactions/:id/sales-repayment', url: `/api/v1/transactions/${B.paymentId}/sales-repayment` },
    { route: 'PATCH /api/v1/transactions/:id', url: `/api/v1/transactions/${B.moneyInId}`, body: { amount: '9.00' } },
    { route: 'GET /api/v1/transactions/:id', url: `/api/v1/transactions/${B.saleReference}` },
    { route: 'GET /api/v1/transactions/:id', url: `/api/v1/transactions/${B.saleId}` },
    { route: 'GET /api/v1/transactions/products/:id/:id', url: `/api/v1/transactions/products/${B.saleReference}/sales` },
    {
      route: 'POST /api/v1/transactions/:id/resend-receipt',
      url: `/api/v1/transactions/${B.saleReference}/resend-receipt`,
      body: { email: 'thief@example.com' },
    },
    { route: 'GET /api/v1/transactions/expense/receipt/download', url: `/api/v1/transactions/expense/receipt/download?reference=${B.saleReference}` },
    { route: 'GET /api/v1/audit/events/:id', url: `/api/v1/audit/events/${B.moneyInPosition}` },
    { route: 'GET /api/v1/audit/documents/:id/events', url: `/api/v1/audit/documents/${B.saleId}/events` },
    { route: 'GET /api/v1/audit/documents/:id/events', url: `/api/v1/audit/documents/${B.saleReference}/events` },
    // The chart pages' path names a page, not a record: B's bank account goes in ?bank=.
    { route: 'GET /api/v1/accounting/:id/:id', url: `/api/v1/accounting/assets/bank?bank=${B.bankId}` },
    { route: 'GET /api/v1/accounting/:id/type', url: `/api/v1/accounting/assets/type?subtype=bank&bank=${B.bankId}` },
    // The profit and loss path names a period, not a record: another business's id is no period (404).
    { route: 'GET /api/v1/reports/profit-and-loss/:id', url: `/api/v1/reports/profit-and-loss/${B.saleId}` },
    { route: 'GET /api/v1/reports/profit-and-loss/pdf/:id', url: `/api/v1/reports/profit-and-loss/pdf/${B.saleId}` },
    { route: 'GET /api/v1/reports/profit-and-loss/pdf/send/:id', url: `/api/v1/reports/profit-and-loss/pdf/send/${B.saleId}?email=thief@example.com` },
    { route: 'GET /api/v1/invoice/transaction/:id', url: `/api/v1/invoice/transaction/${B.invoiceReference}` },
    { route: 'GET /api/v1/invoice/:id', url: `/api/v1/invoice/${B.invoiceId}` },
    { route: 'GET /api/v1/invoice/:id/pdf/download', url: `/api/v1/invoice/${B.invoiceId}/pdf/download` },
    { route: 'GET /api/v1/invoice/:id/mark-as-paid', url: `/api/v1/invoice/${B.invoiceId}/mark-as-paid` },
    { route: 'DELETE /api/v1/invoice/:id', url: `/api/v1/invoice/${B.invoiceId}` },
    { route: 'POST /api/v1/invoice/:id/mark-as-paid', url: `/api/v1/invoice/${B.invoiceId}/mark-as-paid`, body: { account: 'Cash', date: '2026-11-25' } },
    { route: 'GET /api/v1/quotes/:id', url: `/api/v1/quotes/${B.quotationId}` },
    { route: 'GET /api/v1/quotes/:id/pdf/download', url: `/api/v1/quotes/${B.quotationId}/pdf/download` },
    { route: 'POST /api/v1/quotes/:id/approve', url: `/api/v1/quotes/${B.quotationId}/approve`, body: {} },
    { route: 'PUT /api/v1/quotes/:id', url: `/api/v1/quotes/${B.quotationId}`, body: { notes: 'Taken over' } },
    { route: 'DELETE /api/v1/quotes/:id', url: `/api/v1/quotes/${B.quotationId}` },
    { route: 'PATCH /api/v1/inventory/transfer-stock/:id', url: `/api/v1/inventory/transfer-stock/${B.transferId}`, body: { status: 'cancelled' } },
    {
      route: 'PUT /api/v1/inventory/transfer-stock/:id',
      url: `/api/v1/inventory/transfer-stock/${B.transferId}`,
      body: { destination: a.businessId, date: '2026-11-24', items: [{ product: B.productId, quantity: '1' }], note: 'Taken over' },
    },
    { route: 'POST /api/v1/transfer-stock/:id/duplicate', url: `/api/v1/transfer-stock/${B.transferId}/duplicate`, body: {} },
    { route: 'GET /api/v1/stock-transfers/:id', url: `/api/v1/stock-transfers/${B.transferId}` },
    { route: 'GET /api/v1/purchase-orders/:id', url: `/api/v1/purchase-orders/${B.purchaseOrderId}` },
    {
      route: 'PUT /api/v1/purchase-orders/:id',
      url: `/api/v1/purchase-orders/${B.purchaseOrderId}`,
      body: { date: '2026-11-20', items: [{ product: B.productId, quantity: '1', price: '1.00' }] },
    },
    { route: 'PATCH /api/v1/purchase-orders/:id', url: `/api/v1/purchase-orders/${B.purchaseOrderId}`, body: { status: 'cancelled', reason: 'Taken over' } },
    { route: 'POST /api/v1/purchase-orders/:id/duplicate', url: `/api/v1/purchase-orders/${B.purchaseOrderId}/duplicate`, body: {} },
    // The same calls as the spec's call list names them, under /inventory.
    { route: 'POST /api/v1/inventory/transfer-stock/:id/duplicate', url: `/api/v1/inventory/transfer-stock/${B.transferId}/duplicate`, body: {} },
    { route: 'GET /api/v1/inventory/stock-transfers/:id', url: `/api/v1/inventory/stock-transfers/${B.transferId}` },
    { route: 'GET /api/v1/inventory/purchase-orders/:id', url: `/api/v1/inventory/purchase-orders/${B.purchaseOrderId}` },
    {
      route: 'PUT /api/v1/inventory/purchase-orders/:id',
      url: `/api/v1/inventory/purchase-orders/${B.purchaseOrderId}`,
      body: { date: '2026-11-20', items: [{ product: B.productId, quantity: '1', price: '1.00' }] },
    },
    {
      route: 'PATCH /api/v1/inventory/purchase-orders/:id',
      url: `/api/v1/inventory/purchase-orders/${B.purchaseOrderId}`,
      body: { status: 'cancelled', reason: 'Taken over' },
    },
    { route: 'POST /api/v1/inventory/purchase-orders/:id/duplicate', url: `/api/v1/inventory/purchase-orders/${B.purchaseOrderId}/duplicate`, body: {} },
    { route: 'GET /api/v1/inventories/qr-menus/:id/pdf', url: `/api/v1/inventories/qr-menus/${B.qrMenuId}/pdf` },
    // The asset search's path names a text and a type, no record: a search answers 200 with nothing of
    // B's, which its own test below asserts; it is listed here so the coverage check counts it.
    {
      route: 'GET /api/v1/assets/s/:id/:id',
      url: `/api/v1/assets/s/${encodeURIComponent(B.assetName)}/all`,
      emptySearch: true,
    },
    { route: 'GET /api/v1/assets/:id', url: `/api/v1/assets/${B.assetId}` },
    { route: 'GET /api/v1/assets/:id/image', url: `/api/v1/assets/${B.assetId}/image` },
    { route: 'GET /api/v1/accounts/settings/logo/:id', url: B.logoPath },
    { route: 'PUT /api/v1/assets/:id', url: `/api/v1/assets/${B.assetId}`, body: { name: 'Taken over' } },
    { route: 'GET /api/v1/assets/:id/archive', url: `/api/v1/assets/${B.assetId}/archive` },
    { route: 'GET /api/v1/assets/:id/transactions/logs', url: `/api/v1/assets/${B.assetId}/transactions/logs` },
    { route: 'GET /api/v1/pos/sales/:id/retrieve', url: `/api/v1/pos/sales/${B.parkedSaleId}/retrieve` },
    { route: 'GET /api/v1/pos/sales/:id/history', url: `/api/v1/pos/sales/${B.posSaleId}/history` },
    { route: 'GET /api/v1/pos/sales/:id/receipt', url: `/api/v1/pos/sales/${B.posSaleId}/receipt` },
    { route: 'GET /api/v1/pos/sales/:id/receipt/pdf', url: `/api/v1/pos/sales/${B.posSaleReference}/receipt/pdf` },
    { route: 'DELETE /api/v1/pos/sales/:id', url: `/api/v1/pos/sales/${B.parkedSaleId}` },
    { route: 'GET /api/v1/accounting/journal-entries/:id', url: `/api/v1/accounting/journal-entries/${B.journalId}` },
    { route: 'POST /api/v1/accounting/journal-entries/:id/reverse', url: `/api/v1/accounting/journal-entries/${B.journalId}/reverse`, body: {} },
    { route: 'GET /api/v1/budgets/:id', url: `/api/v1/budgets/${B.budgetId}` },
    { route: 'GET /api/v1/budgets/:id/actuals', url: `/api/v1/budgets/${B.budgetId}/actuals` },
    {
      route: 'PUT /api/v1/budgets/:id',
      url: `/api/v1/budgets/${B.budgetId}`,
      body: { name: 'Taken over', kind: 'line-item', firstMonth: '2026-11', lines: [{ account: '6050', amounts: Array.from({ length: 12 }, () => '1.00') }] },
    },
    { route: 'DELETE /api/v1/budgets/:id', url: `/api/v1/budgets/${B.budgetId}` },
    { route: 'GET /api/v1/bank-statements/:id', url: `/api/v1/bank-statements/${B.statementId}` },
    { route: 'DELETE /api/v1/bank-statements/:id', url: `/api/v1/bank-statements/${B.statementId}` },
    { route: 'DELETE /api/v1/bank-reconciliation/matches/:id', url: `/api/v1/bank-reconciliation/matches/${B.statementLineId}` },
  ];

  it('answers 404 to every id of the other business, and leaks none of its data', async () => {
    const before = await streamLength(b.businessId);
    for (const attempt of attempts().filter((attempt) => !attempt.emptySearch)) {
      const method = attempt.route.split(' ')[0] as 'GET';
      const response = await api.request({ method, url: attempt.url, body: attempt.body, headers: { cookie: a.cookie } });
      const text = JSON.stringify(response.body);
      if (response.status !== 404) throw new Error(`${method} ${attempt.url} answered ${response.status}: ${text}`);
      for (const secret of [
        B.businessName,
        B.bankNumber,
        B.memberEmail,
        B.roleName,
        'pending@example.com',
        B.assetName,
        'Bravo lunch menu',
        'Bravo Branch',
        'Bravo accrual',
        'Bravo plan',
        'Bravo capital',
      ]) {
        if (text.includes(secret)) throw new Error(`${method} ${attempt.url} leaked ${secret}: ${text}`);
      }
    }
    expect(await streamLength(b.businessId)).toBe(before);
  });

  it('finds none of the other business’s assets by their name in the search path', async () => {
    const searches = attempts().filter((attempt) => attempt.emptySearch);
    expect(searches).toHaveLength(1);
    for (const search of searches) {
      const response = await api.request({ method: 'GET', url: search.url, headers: { cookie: a.cookie } });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([]);
      expect(JSON.stringify(response.body)).not.toContain(B.assetName);
      expect(JSON.stringify(response.body)).not.toContain(B.assetId);
    }
    const own = await api.request({ method: 'GET', url: searches[0].url, headers: { cookie: b.cookie } });
    expect(JSON.stringify(own.body)).toContain(B.assetId);
  });

  it('tries every route of the table that takes an id in its path', () => {
    const tried = new Set(attempts().map((attempt) => attempt.route));
    // A search path (`/s/:query`) carries search text, not a record's id; that a search finds none of
    // B's records is tested with the catalogue.
    const isSearch = (path: string) => path.includes('/s/:query');
    const withPathIds = ROUTE_TABLE.filter((rule) => /:[a-z]+/i.test(rule.path) && !rule.public && !rule.admin && !isSearch(rule.path)).map(
      (rule) => `${rule.method} ${rule.path.replace(/:[A-Za-z]+/g, ':id')}`,
    );
    expect(withPathIds.filter((route) => !tried.has(route))).toEqual([]);
  });

  it('refuses a business id in a body or query as an unknown field, saving nothing', async () => {
    const before = await streamLength(b.businessId);
    const response = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      body: { businessId: b.businessId, date: '2026-11-20', amount: '5.00', subtype: 'capital', account: 'Cash' },
      headers: { cookie: a.cookie },
    });
    expect(response.status).toBe(400);
    const lists = await api.request({ method: 'GET', url: `/api/v1/accounts/balancedetails?business=${b.businessId}`, headers: { cookie: a.cookie } });
    expect(JSON.stringify(lists.body)).not.toContain(B.bankNumber);
    expect(await streamLength(b.businessId)).toBe(before);
  });

  it('lists only the caller’s own businesses', async () => {
    const listed = await api.request({ method: 'GET', url: '/api/v1/accounts/businesses/all', headers: { cookie: a.cookie } });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(B.businessName);
    expect(JSON.stringify(listed.body)).not.toContain(b.businessId);
  });
});
