import type { RecordedEvent } from '@ledgerline/event-store';
import { Decimal, type ProductionBatchProducedData, type RawMaterialCreatedData, type RawMaterialsMovedToWipData } from '@ledgerline/ledger';
import { defineProjector } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/**
 * Production: raw materials as created, and each move to work in progress and batch produced.
 * created_at / recorded_at are the events' recorded times, so a rebuild reproduces the rows.
 */
export const productionProjector = defineProjector({
  name: 'production',
  version: 1,
  tables: ['raw_materials', 'production_records'],
  handlers: {
    async RawMaterialCreated(event: RecordedEvent, ctx) {
      const data = event.data as RawMaterialCreatedData;
      await ctx.execute(
        ctx.table('raw_materials').insert({
          business_id: businessIdOfStream(event.stream),
          raw_material_id: data.rawMaterialId,
          name: data.name,
          sku: data.sku,
          measurement: data.measurement,
          currency: data.currency,
          unit_cost: data.unitCost,
          description: data.description ?? null,
          created_at: event.recordedAt,
          position: event.position.toString(),
        }),
      );
    },
    async RawMaterialsMovedToWip(event: RecordedEvent, ctx) {
      const data = event.data as RawMaterialsMovedToWipData;
      await ctx.execute(
        ctx.table('production_records').insert({
          business_id: businessIdOfStream(event.stream),
          transaction_id: data.transactionId,
          reference: data.reference,
          type: 'wip',
          date: data.date,
          input_value: data.amount,
          additional_costs: '0',
          output_value: data.amount,
          data: JSON.stringify(data),
          recorded_at: event.recordedAt,
          position: event.position.toString(),
        }),
      );
    },
    async ProductionBatchProduced(event: RecordedEvent, ctx) {
      const data = event.data as ProductionBatchProducedData;
      const inputs = data.inputs.reduce((sum, input) => sum.plus(input.cost), new Decimal(data.wip));
      await ctx.execute(
        ctx.table('production_records').insert({
          business_id: businessIdOfStream(event.stream),
          transaction_id: data.transactionId,
          reference: data.reference,
          type: 'batch',
          date: data.date,
          input_value: inputs.toFixed(),
          additional_costs: data.additionalCostsTotal,
          output_value: data.total,
          data: JSON.stringify(data),
          recorded_at: event.recordedAt,
          position: event.position.toString(),
        }),
      );
    },
  },
});
