import type { RecordedEvent } from '@ledgerline/event-store';
import {
  Decimal,
  type AssetArchivedData,
  type AssetBoughtData,
  type AssetCategoriesSetData,
  type AssetCreatedData,
  type AssetDepreciatedData,
  type AssetDetails,
  type AssetSoldData,
  type AssetUpdatedData,
} from '@ledgerline/ledger';
import { sql } from '../db.js';
import { defineProjector, type ProjectionContext } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/** The asset's own fields as columns. */
function detailColumns(details: AssetDetails) {
  return {
    tag: details.tag,
    name: details.name,
    serial_no: details.serialNo ?? null,
    manufacturer: details.manufacturer ?? null,
    model: details.model ?? null,
    condition: details.condition ?? null,
    group_name: details.group ?? null,
    category: details.category,
    lifespan: details.lifespan,
    purchase_price: details.purchasePrice,
    salvage_value: details.salvageValue,
    force_sale_value: details.forceSaleValue ?? null,
    description: details.description ?? null,
    image_url: details.imageUrl ?? null,
    image: details.image ? JSON.stringify(details.image) : null,
  };
}

/** Adds to an asset's book (quantity, cost, accumulated depreciation), in the event's order. */
async function moveBook(
  ctx: ProjectionContext,
  event: RecordedEvent,
  assetId: string,
  change: { quantity?: string; cost?: string; depreciation?: string; month?: string },
): Promise<void> {
  await ctx.execute(
    ctx
      .table('assets')
      .where({ business_id: businessIdOfStream(event.stream), asset_id: assetId })
      .update({
        quantity: sql.raw('quantity + ?::numeric', [change.quantity ?? '0']),
        cost: sql.raw('cost + ?::numeric', [change.cost ?? '0']),
        accumulated_depreciation: sql.raw('accumulated_depreciation + ?::numeric', [change.depreciation ?? '0']),
        ...(change.month !== undefined ? { last_depreciated_month: change.month } : {}),
        changed_position: event.position.toString(),
      }),
  );
}

interface LineRow {
  asset_id: string;
  type: 'asset_buy' | 'asset_sale' | 'depreciation';
  quantity: string;
  price: string;
  amount: string;
  cost: string;
  depreciation: string;
}

async function insertLines(
  ctx: ProjectionContext,
  event: RecordedEvent,
  data: { transactionId: string; reference: string; date: string; entityId?: string; description?: string; number?: string },
  lines: LineRow[],
) {
  if (lines.length === 0) return;
  const businessId = businessIdOfStream(event.stream);
  await ctx.execute(
    ctx.table('asset_lines').insert(
      lines.map((line, index) => ({
        business_id: businessId,
        position: event.position.toString(),
        line_no: index + 1,
        transaction_id: data.transactionId,
        reference: data.reference,
        number: data.number ?? null,
        effective_date: data.date,
        entity_id: data.entityId ?? null,
        description: data.description ?? null,
        ...line,
      })),
    ),
  );
}

/**
 * Fixed assets as the deciders and the screens read them (migration 040): categories, each asset
 * with its book, and a line per asset per document (bought, sold, depreciated). The book moves by
 * the figures the events carry (decided when recorded), never recomputed.
 */
export const assetsProjector = defineProjector({
  name: 'assets',
  version: 1,
  tables: ['asset_categories', 'assets', 'asset_lines'],
  insertOnlyTables: ['asset_lines'],
  handlers: {
    async AssetCategoriesSet(event: RecordedEvent, ctx) {
      const data = event.data as AssetCategoriesSetData;
      const businessId = businessIdOfStream(event.stream);
      await ctx.execute(ctx.table('asset_categories').where({ business_id: businessId }).delete());
      await ctx.execute(
        ctx.table('asset_categories').insert(
          data.categories.map((category, index) => ({
            business_id: businessId,
            name: category.name,
            group_name: category.group,
            lifespan: category.lifespan,
            sort_order: index,
          })),
        ),
      );
    },
    async AssetCreated(event: RecordedEvent, ctx) {
      const data = event.data as AssetCreatedData;
      await ctx.execute(
        ctx.table('assets').insert({
          business_id: businessIdOfStream(event.stream),
          asset_id: data.assetId,
          ...detailColumns(data),
          currency: data.currency,
          created_at: event.recordedAt,
          position: event.position.toString(),
          changed_position: event.position.toString(),
        }),
      );
    },
    async AssetUpdated(event: RecordedEvent, ctx) {
      const data = event.data as AssetUpdatedData;
      await ctx.execute(
        ctx
          .table('assets')
          .where({ business_id: businessIdOfStream(event.stream), asset_id: data.assetId })
          .update({ ...detailColumns(data), changed_position: event.position.toString() }),
      );
    },
    async AssetArchived(event: RecordedEvent, ctx) {
      const data = event.data as AssetArchivedData;
      await ctx.execute(
        ctx
          .table('assets')
          .where({ business_id: businessIdOfStream(event.stream), asset_id: data.assetId })
          .update({ archived: true, changed_position: event.position.toString() }),
      );
    },
    async AssetBought(event: RecordedEvent, ctx) {
      const data = event.data as AssetBoughtData;
      for (const item of data.items) await moveBook(ctx, event, item.assetId, { quantity: item.quantity, cost: item.cost });
      await insertLines(
        ctx,
        event,
        data,
        data.items.map((item) => ({
          asset_id: item.assetId,
          type: 'asset_buy',
          quantity: item.quantity,
          price: item.price,
          amount: item.total,
          cost: item.cost,
          depreciation: '0',
        })),
      );
    },
    async AssetSold(event: RecordedEvent, ctx) {
      const data = event.data as AssetSoldData;
      for (const item of data.items) {
        await moveBook(ctx, event, item.assetId, {
          quantity: new Decimal(item.quantity).negated().toFixed(),
          cost: new Decimal(item.cost).negated().toFixed(),
          depreciation: new Decimal(item.accumulatedDepreciation).negated().toFixed(),
        });
      }
      await insertLines(
        ctx,
        event,
        data,
        data.items.map((item) => ({
          asset_id: item.assetId,
          type: 'asset_sale',
          quantity: new Decimal(item.quantity).negated().toFixed(),
          price: item.price,
          amount: item.total,
          cost: item.cost,
          depreciation: item.accumulatedDepreciation,
        })),
      );
    },
    async AssetDepreciated(event: RecordedEvent, ctx) {
      const data = event.data as AssetDepreciatedData;
      await moveBook(ctx, event, data.assetId, { depreciation: data.amount, month: data.month });
      await insertLines(ctx, event, data, [
        { asset_id: data.assetId, type: 'depreciation', quantity: '0', price: '0', amount: data.amount, cost: '0', depreciation: data.amount },
      ]);
    },
  },
});
