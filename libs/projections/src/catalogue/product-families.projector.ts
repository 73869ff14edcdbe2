import type { RecordedEvent } from '@ledgerline/event-store';
import type { ProductCreatedData } from '@ledgerline/ledger';
import { defineProjector } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/**
 * Variants and raw material lines (migration 072): a row for each product created as a variant,
 * with variants, or with raw material lines; the others need none.
 */
export const productFamiliesProjector = defineProjector({
  name: 'product-families',
  version: 1,
  tables: ['product_families'],
  insertOnlyTables: ['product_families'],
  handlers: {
    async ProductCreated(event: RecordedEvent, ctx) {
      const data = event.data as ProductCreatedData;
      if (!data.parentId && !data.variantsCount && !data.rawMaterials?.length) return;
      await ctx.execute(
        ctx.table('product_families').insert({
          business_id: businessIdOfStream(event.stream),
          product_id: data.productId,
          parent_id: data.parentId ?? null,
          variants_count: data.variantsCount ?? 0,
          raw_materials: JSON.stringify(data.rawMaterials ?? []),
          position: event.position.toString(),
        }),
      );
    },
  },
});
