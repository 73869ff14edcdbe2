import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { RecordedEvent } from '@ledgerline/event-store';
import { currentVersion } from '@ledgerline/events';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';
import { applyEvents, projectionContext } from '../engine/apply.js';
import { businessStream } from '../stream-names.js';
import { catalogueProjector } from './catalogue.projector.js';

let database: TestDatabase;
let pool: pg.Pool;

const BUSINESS = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
/** Text that COPY's format and array literals must escape, beside ordinary text. */
const AWKWARD = ['plain', 'tab\there', 'new\nline', 'back\\slash', '\\N', 'a "quoted" {brace}, NULL', 'naïve ₦ “quotes”'];

let position = 0n;
function event(type: string, data: Record<string, unknown>, business = BUSINESS): RecordedEvent {
  position += 1n;
  return {
    id: `00000000-0000-4000-8000-${position.toString().padStart(12, '0')}`,
    stream: businessStream(business),
    revision: position - 1n,
    position,
    type,
    version: currentVersion(type),
    data,
    metadata: {},
    recordedAt: new Date(Date.UTC(2026, 10, 1, 9, 0, Number(position % 60n), Number(position % 1000n))),
    hash: '',
  };
}

const product = (n: number, extra: Record<string, unknown> = {}) => ({
  productId: `product-${n}`,
  kind: n % 5 === 0 ? 'service' : 'product',
  name: `Item ${AWKWARD[n % AWKWARD.length]} ${n}`,
  sku: `SKU-${n}`,
  measurement: 'Unit',
  currency: 'NGN',
  buyingPrice: `${100 + n}.50`,
  sellingPrice: `${150 + n}.00`,
  ...(n % 2 === 0 && { stockLevel: '2.5', categoryName: AWKWARD[(n + 1) % AWKWARD.length], expiryDate: '2027-01-31', expiryReminderDays: 7 }),
  ...(n % 3 === 0 && { barcode: `BC${n}`, description: AWKWARD[(n + 2) % AWKWARD.length], brandName: 'Brand', size: 'L', color: 'red' }),
  ...(n % 4 === 0 && { image: { sha256: `${n}`.padStart(64, '0'), contentType: 'image/png', size: 1234 + n } }),
  ...extra,
});

const contact = (n: number, extra: Record<string, unknown> = {}) => ({
  contactId: `contact-${n}`,
  firstName: `First ${AWKWARD[n % AWKWARD.length]}`,
  ...(n % 2 === 0 && { lastName: 'Last', email: `c${n}@example.com`, phone: '+2348000000000', city: 'Lagos' }),
  ...(n % 3 === 0 && { company: 'Company "Ltd"', address1: 'Line 1', country: 'NG', description: AWKWARD[(n + 3) % AWKWARD.length] }),
  ...(n % 2 === 1 && { kinds: n % 4 === 1 ? ['customer', 'supplier'] : ['vendor'] }),
  ...extra,
});

/**
 * A history with every kind of change: 260 products (more than insertRows sends by INSERT, so
 * they go by COPY) and contacts, edits, archives and restores, some of rows created earlier and
 * some of rows created in the same batch, in two businesses.
 */
function history(): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  for (let n = 1; n <= 260; n++) events.push(event('ProductCreated', product(n)));
  for (let n = 1; n <= 12; n++) events.push(event('ContactCreated', contact(n)));
  events.push(event('ProductCreated', product(1), OTHER), event('ContactCreated', contact(1), OTHER));
  events.push(
    event('ProductUpdated', { ...product(2, { name: 'Renamed', sellingPrice: '999.99' }), stockLevel: undefined }),
    event('ProductArchived', { productId: 'product-2' }),
    event('ProductUpdated', product(3, { name: `Edited ${AWKWARD[1]}`, description: undefined, color: 'blue' })),
    event('ProductArchived', { productId: 'product-4' }),
    event('ProductRestored', { productId: 'product-4' }),
    event('ProductArchived', { productId: 'product-5' }),
    event('ProductUpdated', product(2, { name: 'Renamed again', buyingPrice: '1.000' })),
    event('ProductArchived', { productId: 'product-1' }, OTHER),
    event('ContactUpdated', contact(2, { firstName: 'Changed', kinds: ['debtor', 'creditor'] })),
    event('ContactArchived', { contactId: 'contact-3' }),
    event('ContactUpdated', contact(3, { lastName: 'After archive' })),
    event('ContactArchived', { contactId: 'contact-4' }),
    event('ContactRestored', { contactId: 'contact-4' }),
    event('ProductUpdated', product(999, { name: 'No such product' })),
    event('ContactArchived', { contactId: 'contact-999' }),
  );
  for (let n = 261; n <= 265; n++) events.push(event('ProductCreated', product(n)));
  events.push(
    event('ProductUpdated', product(261, { name: 'Edited on creation', barcode: 'NEW' })),
    event('ProductArchived', { productId: 'product-262' }),
    event('ProductArchived', { productId: 'product-263' }),
    event('ProductRestored', { productId: 'product-263' }),
    event('ContactCreated', contact(13)),
    event('ContactUpdated', contact(13, { firstName: 'Thirteen', kinds: [] })),
    event('ContactArchived', { contactId: 'contact-13' }),
  );
  return events;
}

const TABLES = ['products', 'contacts'];

async function tablesIn(schema: string): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of TABLES) {
    const { rows } = await pool.query(`SELECT t::text AS row FROM "${schema}"."${table}" AS t ORDER BY 1`);
    tables[table] = rows.map((row) => row.row as string);
  }
  return tables;
}

async function project(schema: string, batches: readonly RecordedEvent[][]): Promise<void> {
  await pool.query(`CREATE SCHEMA "${schema}"`);
  for (const table of TABLES) await pool.query(`CREATE TABLE "${schema}"."${table}" (LIKE public."${table}" INCLUDING ALL)`);
  const client = await pool.connect();
  try {
    for (const batch of batches) await applyEvents(catalogueProjector, batch, projectionContext(client, schema));
  } finally {
    client.release();
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => undefined);
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

describe('the catalogue projector', () => {
  it('writes the same rows from a whole history in one batch, in batches of any size, and event by event', async () => {
    const events = history();
    const inBatchesOf = (size: number) => Array.from({ length: Math.ceil(events.length / size) }, (_, i) => events.slice(i * size, (i + 1) * size));
    await project('one_by_one', inBatchesOf(1));
    await project('all_at_once', [events]);
    await project('by_seven', inBatchesOf(7));
    const expected = await tablesIn('one_by_one');
    expect(expected.products).toHaveLength(266);
    expect(expected.contacts).toHaveLength(14);
    expect(await tablesIn('all_at_once')).toEqual(expected);
    expect(await tablesIn('by_seven')).toEqual(expected);
  });

  it('keeps the last edit of each column, the archive flag apart, and the values as the events gave them', async () => {
    const { rows: products } = await pool.query(
      `SELECT business_id, product_id, name, buying_price::text, selling_price::text, stock_level::text, description, color, barcode,
              image, archived_at IS NOT NULL AS archived
       FROM all_at_once.products WHERE product_id = ANY($1) ORDER BY business_id, product_id`,
      [['product-1', 'product-2', 'product-3', 'product-4', 'product-5', 'product-8', 'product-261', 'product-262', 'product-263']],
    );
    const byId = (business: string, id: string) => products.find((row) => row.business_id === business && row.product_id === id);
    expect(byId(BUSINESS, 'product-2')).toMatchObject({
      name: 'Renamed again',
      buying_price: '1.000',
      selling_price: '152.00',
      stock_level: '2.5',
      archived: true,
    });
    expect(byId(BUSINESS, 'product-3')).toMatchObject({ name: 'Edited tab\there', description: null, color: 'blue', archived: false });
    expect(byId(BUSINESS, 'product-4')).toMatchObject({ archived: false });
    expect(byId(BUSINESS, 'product-5')).toMatchObject({ archived: true });
    expect(byId(BUSINESS, 'product-8').image).toEqual({ sha256: '8'.padStart(64, '0'), contentType: 'image/png', size: 1242 });
    expect(byId(BUSINESS, 'product-261')).toMatchObject({ name: 'Edited on creation', barcode: 'NEW', archived: false });
    expect(byId(BUSINESS, 'product-262')).toMatchObject({ archived: true });
    expect(byId(BUSINESS, 'product-263')).toMatchObject({ archived: false });
    expect(byId(BUSINESS, 'product-1')).toMatchObject({ archived: false, name: 'Item tab\there 1' });
    expect(byId(OTHER, 'product-1')).toMatchObject({ archived: true });

    const { rows: contacts } = await pool.query(
      `SELECT contact_id, first_name, last_name, company, kinds, archived_at IS NOT NULL AS archived
       FROM all_at_once.contacts WHERE business_id = $1 AND contact_id = ANY($2) ORDER BY contact_id`,
      [BUSINESS, ['contact-1', 'contact-2', 'contact-3', 'contact-4', 'contact-13']],
    );
    expect(contacts).toEqual([
      { contact_id: 'contact-1', first_name: 'First tab\there', last_name: null, company: null, kinds: ['customer', 'supplier'], archived: false },
      { contact_id: 'contact-13', first_name: 'Thirteen', last_name: null, company: null, kinds: [], archived: true },
      { contact_id: 'contact-2', first_name: 'Changed', last_name: 'Last', company: null, kinds: ['debtor', 'creditor'], archived: false },
      { contact_id: 'contact-3', first_name: 'First back\\slash', last_name: 'After archive', company: 'Company "Ltd"', kinds: ['vendor'], archived: true },
      { contact_id: 'contact-4', first_name: 'First \\N', last_name: 'Last', company: null, kinds: [], archived: false },
    ]);
  });
});
