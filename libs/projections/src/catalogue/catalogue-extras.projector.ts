import type { RecordedEvent } from '@ledgerline/event-store';
import type { ProductLabelData, QrMenuCreatedData } from '@ledgerline/ledger';
import { defineProjector, type ProjectionContext } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

async function insertLabel(ctx: ProjectionContext, table: 'product_categories' | 'product_brands', idColumn: string, event: RecordedEvent): Promise<void> {
  const data = event.data as ProductLabelData;
  await ctx.execute(
    ctx.table(table).insert({
      business_id: businessIdOfStream(event.stream),
      [idColumn]: data.id,
      name: data.name,
      description: data.description ?? null,
      created_at: event.recordedAt,
      position: event.position.toString(),
    }),
  );
}

/** Product categories and brands, and QR menus (migration 062): rows as created, from the events alone. */
export const catalogueExtrasProjector = defineProjector({
  name: 'catalogue-extras',
  version: 1,
  tables: ['product_categories', 'product_brands', 'qr_menus'],
  insertOnlyTables: ['product_categories', 'product_brands', 'qr_menus'],
  handlers: {
    CategoryCreated: (event, ctx) => insertLabel(ctx, 'product_categories', 'category_id', event),
    BrandCreated: (event, ctx) => insertLabel(ctx, 'product_brands', 'brand_id', event),
    async QrMenuCreated(event, ctx) {
      const data = event.data as QrMenuCreatedData;
      await ctx.execute(
        ctx.table('qr_menus').insert({
          business_id: businessIdOfStream(event.stream),
          menu_id: data.menuId,
          name: data.name,
          description: data.description ?? null,
          currency: data.currency,
          items: JSON.stringify(data.items),
          created_at: event.recordedAt,
          position: event.position.toString(),
        }),
      );
    },
  },
});
