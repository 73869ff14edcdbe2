import { PERMISSION as P } from '@ledgerline/ledger';
import { actAsNewOwner, addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';
import { createContact, createProduct } from './support/trade-fixtures.js';
import { businessToday } from '../src/common/calendar/business-today.js';

interface OwedDocument {
  reference: string;
  date: string;
  dueDate: string;
  total: string;
  paid: string;
  balance: string;
  daysOverdue: number;
}
interface OwedContact {
  contactId: string;
  name: string;
  total: string;
  overdue: string;
  documentCount: number;
  overdueCount: number;
  nextDueDate: string;
  daysOverdue: number;
  documents: OwedDocument[];
}

const PAST_DUE = '2020-01-10';
const daysSince = (date: string) => Math.round((Date.parse(`${businessToday()}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);

/** Debtors & Creditors (GET /payables-and-receivables/stats, /debtors, /creditors) through HTTP, on PostgreSQL. */
describe('debtors and creditors', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let ada: string;
  let bola: string;
  let okafor: string;
  let landlord: string;
  let rice: string;
  const docs: Record<string, { id: string; reference: string }> = {};

  const get = (url: string, headers: Record<string, string> = {}) => api.request({ method: 'GET', url, headers });
  const post = async (url: string, body: Record<string, unknown>) => {
    const response = await api.request({ method: 'POST', url, body });
    expect([url, response.status, response.body.code]).toEqual([url, 201, undefined]);
    return response.body.data as { id: string; reference: string };
  };
  const creditSale = (entity: string, quantity: number, dueDate: string, deposit = '0', date = '2019-12-01') =>
    post('/api/v1/transactions/sales', {
      date,
      items: [{ product: rice, quantity, price: '1000' }],
      account: 'Cash',
      credit: true,
      initial_deposit: deposit,
      due_date: dueDate,
      entity,
    });
  const list = async (side: 'debtors' | 'creditors', query = '') => {
    const response = await get(`/api/v1/payables-and-receivables/${side}${query}`);
    expect(response.status).toBe(200);
    return response.body.data as { data: OwedContact[]; page: number; limit: number; total: number; totalPages: number; currency: string };
  };
  const stats = async () => {
    const response = await get('/api/v1/payables-and-receivables/stats?business=ignored');
    expect(response.status).toBe(200);
    return response.body.data;
  };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api);
    ada = await createContact(api, owner, 'Ada Obi');
    bola = await createContact(api, owner, 'Bola Ade');
    const chidi = await createContact(api, owner, 'Chidi Eze');
    okafor = await createContact(api, owner, 'Okafor Supplies');
    landlord = await createContact(api, owner, 'Landlord Estates');
    rice = await createProduct(api, owner, { name: 'Rice 50kg' });
    await post('/api/v1/transactions/money-in', { date: '2019-11-01', amount: '100000', subtype: 'capital', account: 'Cash' });
    await post('/api/v1/transactions/purchases', { date: '2019-11-02', items: [{ product: rice, quantity: 50, price: '600' }], account: 'Cash' });

    docs.adaLate = await creditSale(ada, 2, PAST_DUE, '500');
    docs.adaLater = await creditSale(ada, 1, '2099-12-31');
    docs.bola = await creditSale(bola, 3, '2099-06-30');
    // Gone from the lists: a voided credit sale, a fully paid one, and a cash sale.
    docs.bolaVoided = await creditSale(bola, 1, '2020-06-01');
    expect((await api.request({ method: 'DELETE', url: `/api/v1/transactions/${docs.bolaVoided.id}` })).status).toBe(200);
    docs.chidiPaid = await creditSale(chidi, 1, '2020-02-01');
    await post('/api/v1/transactions/record-payment', { transactionId: docs.chidiPaid.id, amount: '1000', account: 'Cash', date: '2020-02-01' });
    await post('/api/v1/transactions/sales', { date: '2019-12-02', items: [{ product: rice, quantity: 1, price: '1000' }], account: 'Cash', entity: chidi });

    docs.okafor = await post('/api/v1/transactions/purchases', {
      date: '2019-12-05',
      items: [{ product: rice, quantity: 20, price: '600' }],
      account: 'Cash',
      credit: true,
      due_date: '2020-03-01',
      entity: okafor,
    });
    await post('/api/v1/transactions/record-payment', { reference: docs.okafor.reference, amount: '2000', account: 'Cash', date: '2020-01-15' });
    docs.rent = await post('/api/v1/transactions/expenses', {
      date: '2019-12-20',
      category: 'rent',
      amount: '50000',
      account: 'Cash',
      credit: true,
      due_date: '2099-01-31',
      entity: landlord,
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('totals what customers owe and what the business owes, and what of it is overdue', async () => {
    expect(await stats()).toEqual({
      currency: 'NGN',
      today: businessToday(),
      receivables: { total: '5500.00', overdue: '1500.00', count: 3, overdueCount: 1, contacts: 2, overdueContacts: 1 },
      payables: { total: '60000.00', overdue: '10000.00', count: 2, overdueCount: 1, contacts: 2, overdueContacts: 1 },
    });
  });

  it('lists debtors overdue first, each with its open documents, overdue first', async () => {
    const page = await list('debtors');
    expect(page).toMatchObject({ currency: 'NGN', page: 1, limit: 25, total: 2, totalPages: 1 });
    expect(
      page.data.map((contact) => [contact.name, contact.total, contact.overdue, contact.nextDueDate, contact.documentCount, contact.overdueCount]),
    ).toEqual([
      ['Ada Obi', '2500.00', '1500.00', PAST_DUE, 2, 1],
      ['Bola Ade', '3000.00', '0.00', '2099-06-30', 1, 0],
    ]);
    const [first, second] = page.data;
    expect(first.contactId).toBe(ada);
    expect(first.daysOverdue).toBe(daysSince(PAST_DUE));
    expect(first.documents).toEqual([
      {
        transactionId: docs.adaLate.id,
        reference: docs.adaLate.reference,
        type: 'sales',
        date: '2019-12-01',
        dueDate: PAST_DUE,
        total: '2000.00',
        paid: '500.00',
        balance: '1500.00',
        daysOverdue: daysSince(PAST_DUE),
      },
      expect.objectContaining({
        reference: docs.adaLater.reference,
        dueDate: '2099-12-31',
        total: '1000.00',
        paid: '0.00',
        balance: '1000.00',
        daysOverdue: 0,
      }),
    ]);
    expect(second).toMatchObject({ contactId: bola, daysOverdue: 0, documents: [expect.objectContaining({ reference: docs.bola.reference })] });
    expect(JSON.stringify(page)).not.toContain(docs.bolaVoided.reference);
    expect(JSON.stringify(page)).not.toContain('Chidi');
  });

  it('lists creditors from credit purchases and credit expenses, payments already taken off', async () => {
    const page = await list('creditors');
    expect(page.data.map((contact) => [contact.contactId, contact.name, contact.total, contact.overdue, contact.nextDueDate])).toEqual([
      [okafor, 'Okafor Supplies', '10000.00', '10000.00', '2020-03-01'],
      [landlord, 'Landlord Estates', '50000.00', '0.00', '2099-01-31'],
    ]);
    expect(page.data[0].documents).toEqual([
      expect.objectContaining({ reference: docs.okafor.reference, total: '12000.00', paid: '2000.00', balance: '10000.00', type: 'purchases' }),
    ]);
    expect(page.data[1].documents).toEqual([expect.objectContaining({ reference: docs.rent.reference, total: '50000.00', paid: '0.00', type: 'expenses' })]);
  });

  it('pages and searches by name, company, e-mail, phone or a document’s reference', async () => {
    const second = await list('debtors', '?limit=1&page=2');
    expect(second).toMatchObject({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(second.data.map((contact) => contact.name)).toEqual(['Bola Ade']);
    expect((await list('debtors', '?q=bola')).data.map((contact) => contact.name)).toEqual(['Bola Ade']);
    expect((await list('debtors', `?q=${docs.adaLater.reference.toLowerCase()}`)).data.map((contact) => contact.name)).toEqual(['Ada Obi']);
    expect(await list('debtors', '?q=100%25')).toMatchObject({ total: 0, data: [] });
    const bad = await get('/api/v1/payables-and-receivables/debtors?page=0&limit=x');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['limit', 'page']);
  });

  it('takes payments off what is owed: a debtor paid up is no longer overdue', async () => {
    await post('/api/v1/transactions/record-payment', { transactionId: docs.adaLate.id, amount: '1500', account: 'Cash', date: '2020-01-20' });
    const page = await list('debtors');
    // Nothing overdue now: the next due date decides.
    expect(page.data.map((contact) => [contact.name, contact.total, contact.overdue, contact.nextDueDate])).toEqual([
      ['Bola Ade', '3000.00', '0.00', '2099-06-30'],
      ['Ada Obi', '1000.00', '0.00', '2099-12-31'],
    ]);
    expect((await stats()).receivables).toEqual({ total: '4000.00', overdue: '0.00', count: 2, overdueCount: 0, contacts: 2, overdueContacts: 0 });
  });

  it('drops voided documents, and brings a document back when the payment on it is voided', async () => {
    expect((await api.request({ method: 'DELETE', url: `/api/v1/transactions/${docs.bola.id}` })).status).toBe(200);
    expect((await list('debtors')).data.map((contact) => contact.name)).toEqual(['Ada Obi']);

    const payments = await get(`/api/v1/transactions/${docs.adaLate.reference}`);
    expect(payments.status).toBe(200);
    const payment = (payments.body.data.payments as { id?: string; transactionId?: string; reference: string }[])[0];
    expect((await api.request({ method: 'DELETE', url: `/api/v1/transactions/${payment.reference}` })).status).toBe(200);
    const page = await list('debtors');
    expect(page.data.map((contact) => [contact.name, contact.total, contact.overdue])).toEqual([['Ada Obi', '2500.00', '1500.00']]);
  });

  it('shows another business nothing of these books', async () => {
    const other = await createOwner(api);
    const theirStats = await get('/api/v1/payables-and-receivables/stats', as(other));
    expect(theirStats.body.data.receivables).toEqual({ total: '0.00', overdue: '0.00', count: 0, overdueCount: 0, contacts: 0, overdueContacts: 0 });
    const theirDebtors = await get('/api/v1/payables-and-receivables/debtors', as(other));
    expect(theirDebtors.body.data).toMatchObject({ total: 0, data: [] });
  });

  it('lets 12 read both, 10 only debtors and 11 only creditors; refuses the others with 403', async () => {
    const both = await addMember(api, owner, { access: [P.DEBTORS_AND_CREDITORS] });
    for (const path of ['stats', 'debtors', 'creditors'])
      expect([path, (await get(`/api/v1/payables-and-receivables/${path}`, as(both))).status]).toEqual([path, 200]);

    const debtorsOnly = await addMember(api, owner, { access: [P.DEBTORS] });
    expect((await get('/api/v1/payables-and-receivables/debtors', as(debtorsOnly))).status).toBe(200);
    expect((await get('/api/v1/payables-and-receivables/creditors', as(debtorsOnly))).status).toBe(403);
    const partial = await get('/api/v1/payables-and-receivables/stats', as(debtorsOnly));
    expect(partial.status).toBe(200);
    expect(partial.body.data).toMatchObject({ receivables: { total: '2500.00' }, payables: null });

    const creditorsOnly = await addMember(api, owner, { access: [P.CREDITORS] });
    expect((await get('/api/v1/payables-and-receivables/creditors', as(creditorsOnly))).status).toBe(200);
    expect((await get('/api/v1/payables-and-receivables/debtors', as(creditorsOnly))).status).toBe(403);
    expect((await get('/api/v1/payables-and-receivables/stats', as(creditorsOnly))).body.data).toMatchObject({
      receivables: null,
      payables: { total: '60000.00' },
    });

    const clerk = await addMember(api, owner, { access: [P.ENTITY, P.VIEW_TRANSACTIONS, P.REPORTS] });
    for (const path of ['stats', 'debtors', 'creditors'])
      expect([path, (await get(`/api/v1/payables-and-receivables/${path}`, as(clerk))).status]).toEqual([path, 403]);
  });
});
