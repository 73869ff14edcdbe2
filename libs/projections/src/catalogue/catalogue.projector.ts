import type { RecordedEvent } from '@ledgerline/event-store';
import type {
  ContactArchiveData,
  ContactCreatedData,
  ContactUpdatedData,
  ProductArchiveData,
  ProductCreatedData,
  ProductUpdatedData,
} from '@ledgerline/ledger';
import { textArrayLiteral } from '../engine/batch-writes.js';
import { defineBatchProjector } from '../engine/projector.js';
import { RowChanges } from '../engine/row-changes.js';
import { businessIdOfStream } from '../stream-names.js';

/** A batch's changes to the two tables (RowChanges: one INSERT and an UPDATE or two per table). */
interface CatalogueBatch {
  products: RowChanges;
  contacts: RowChanges;
}

const productKey = (event: RecordedEvent, productId: string) => ({ business_id: businessIdOfStream(event.stream), product_id: productId });
const contactKey = (event: RecordedEvent, contactId: string) => ({ business_id: businessIdOfStream(event.stream), contact_id: contactId });

const productFields = (data: ProductUpdatedData) => ({
  name: data.name,
  barcode: data.barcode ?? null,
  description: data.description ?? null,
  measurement: data.measurement,
  buying_price: data.buyingPrice,
  selling_price: data.sellingPrice,
  stock_level: data.stockLevel ?? null,
  category_name: data.categoryName ?? null,
  brand_name: data.brandName ?? null,
  size: data.size ?? null,
  color: data.color ?? null,
  expiry_date: data.expiryDate ?? null,
  expiry_reminder_days: data.expiryReminderDays ?? null,
});

const contactFields = (data: ContactUpdatedData) => ({
  first_name: data.firstName,
  last_name: data.lastName ?? null,
  company: data.company ?? null,
  email: data.email ?? null,
  phone: data.phone ?? null,
  website: data.website ?? null,
  address1: data.address1 ?? null,
  address2: data.address2 ?? null,
  city: data.city ?? null,
  state: data.state ?? null,
  post_code: data.postCode ?? null,
  country: data.country ?? null,
  description: data.description ?? null,
  kinds: textArrayLiteral(data.kinds ?? []),
});

const CHANGES: Readonly<Record<string, (batch: CatalogueBatch, event: RecordedEvent) => void>> = {
  ProductCreated(batch, event) {
    const data = event.data as ProductCreatedData;
    batch.products.insert({
      ...productKey(event, data.productId),
      kind: data.kind,
      sku: data.sku,
      currency: data.currency,
      ...productFields(data),
      image: data.image ?? null,
      created_at: event.recordedAt,
      position: event.position.toString(),
      archived_at: null,
    });
  },
  ProductUpdated(batch, event) {
    const data = event.data as ProductUpdatedData;
    batch.products.update(productKey(event, data.productId), productFields(data));
  },
  ProductArchived(batch, event) {
    batch.products.update(productKey(event, (event.data as ProductArchiveData).productId), { archived_at: event.recordedAt });
  },
  ProductRestored(batch, event) {
    batch.products.update(productKey(event, (event.data as ProductArchiveData).productId), { archived_at: null });
  },
  ContactCreated(batch, event) {
    const data = event.data as ContactCreatedData;
    batch.contacts.insert({
      ...contactKey(event, data.contactId),
      ...contactFields(data),
      created_at: event.recordedAt,
      position: event.position.toString(),
      archived_at: null,
    });
  },
  ContactUpdated(batch, event) {
    const data = event.data as ContactUpdatedData;
    batch.contacts.update(contactKey(event, data.contactId), contactFields(data));
  },
  ContactArchived(batch, event) {
    batch.contacts.update(contactKey(event, (event.data as ContactArchiveData).contactId), { archived_at: event.recordedAt });
  },
  ContactRestored(batch, event) {
    batch.contacts.update(contactKey(event, (event.data as ContactArchiveData).contactId), { archived_at: null });
  },
};

/**
 * Products and services, and contacts (entities), as created and last edited, and whether archived (archived_at,
 * migration 063: the event's recorded time, null once restored). Stock lives in the ledger's
 * product_stock; the queries join it. created_at is the event's recorded time, never now(), so a
 * rebuild reproduces the rows. Batch-first: an import's 250 products are one INSERT.
 */
export const catalogueProjector = defineBatchProjector({
  name: 'catalogue',
  version: 1,
  tables: ['products', 'contacts'],
  eventTypes: Object.keys(CHANGES),
  async applyBatch(events, ctx) {
    const batch: CatalogueBatch = {
      products: new RowChanges('products', ['business_id', 'product_id']),
      contacts: new RowChanges('contacts', ['business_id', 'contact_id']),
    };
    for (const event of events) CHANGES[event.type](batch, event);
    await batch.products.write(ctx);
    await batch.contacts.write(ctx);
  },
});
