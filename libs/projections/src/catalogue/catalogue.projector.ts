import type { RecordedEvent } from '@ledgerline/event-store';
import type {
  ContactArchiveData,
  ContactCreatedData,
  ContactUpdatedData,
  ProductArchiveData,
  ProductCreatedData,
  ProductUpdatedData,
} from '@ledgerline/ledger';
import { defineProjector } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/**
 * Products and services, and contacts (entities), as created and last edited, and whether archived (archived_at,
 * migration 063: the event's recorded time, null once restored). Stock lives in the ledger's
 * product_stock; the queries join it. created_at is the event's recorded time, never now(), so a
 * rebuild reproduces the rows.
 */
export const catalogueProjector = defineProjector({
  name: 'catalogue',
  version: 1,
  tables: ['products', 'contacts'],
  handlers: {
    async ProductCreated(event: RecordedEvent, ctx) {
      const data = event.data as ProductCreatedData;
      await ctx.execute(
        ctx.table('products').insert({
          business_id: businessIdOfStream(event.stream),
          product_id: data.productId,
          kind: data.kind,
          name: data.name,
          sku: data.sku,
          barcode: data.barcode ?? null,
          description: data.description ?? null,
          measurement: data.measurement,
          currency: data.currency,
          buying_price: data.buyingPrice,
          selling_price: data.sellingPrice,
          stock_level: data.stockLevel ?? null,
          category_name: data.categoryName ?? null,
          brand_name: data.brandName ?? null,
          size: data.size ?? null,
          color: data.color ?? null,
          expiry_date: data.expiryDate ?? null,
          expiry_reminder_days: data.expiryReminderDays ?? null,
          image: data.image ? JSON.stringify(data.image) : null,
          created_at: event.recordedAt,
          position: event.position.toString(),
        }),
      );
    },
    async ContactCreated(event: RecordedEvent, ctx) {
      const data = event.data as ContactCreatedData;
      await ctx.execute(
        ctx.table('contacts').insert({
          business_id: businessIdOfStream(event.stream),
          contact_id: data.contactId,
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
          kinds: data.kinds ?? [],
          created_at: event.recordedAt,
          position: event.position.toString(),
        }),
      );
    },
    async ProductUpdated(event: RecordedEvent, ctx) {
      const data = event.data as ProductUpdatedData;
      await ctx.execute(
        ctx
          .table('products')
          .where({ business_id: businessIdOfStream(event.stream), product_id: data.productId })
          .update({
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
          }),
      );
    },
    async ContactUpdated(event: RecordedEvent, ctx) {
      const data = event.data as ContactUpdatedData;
      await ctx.execute(
        ctx
          .table('contacts')
          .where({ business_id: businessIdOfStream(event.stream), contact_id: data.contactId })
          .update({
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
            kinds: data.kinds ?? [],
          }),
      );
    },
    async ProductArchived(event: RecordedEvent, ctx) {
      const data = event.data as ProductArchiveData;
      await ctx.execute(
        ctx
          .table('products')
          .where({ business_id: businessIdOfStream(event.stream), product_id: data.productId })
          .update({ archived_at: event.recordedAt }),
      );
    },
    async ProductRestored(event: RecordedEvent, ctx) {
      const data = event.data as ProductArchiveData;
      await ctx.execute(
        ctx
          .table('products')
          .where({ business_id: businessIdOfStream(event.stream), product_id: data.productId })
          .update({ archived_at: null }),
      );
    },
    async ContactArchived(event: RecordedEvent, ctx) {
      const data = event.data as ContactArchiveData;
      await ctx.execute(
        ctx
          .table('contacts')
          .where({ business_id: businessIdOfStream(event.stream), contact_id: data.contactId })
          .update({ archived_at: event.recordedAt }),
      );
    },
    async ContactRestored(event: RecordedEvent, ctx) {
      const data = event.data as ContactArchiveData;
      await ctx.execute(
        ctx
          .table('contacts')
          .where({ business_id: businessIdOfStream(event.stream), contact_id: data.contactId })
          .update({ archived_at: null }),
      );
    },
  },
});
