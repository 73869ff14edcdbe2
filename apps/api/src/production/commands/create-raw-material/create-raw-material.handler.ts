import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideCreateRawMaterial, requireBusiness, type RawMaterialCreatedData } from '@ledgerline/ledger';
import { businessStream, loadBusinessState, nextRawMaterialSku, rawMaterialSkuTaken } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { assignReference } from '../../../transactions/references.js';
import { today } from '../../production-command.js';
import { CreateRawMaterialCommand } from './create-raw-material.command.js';

@CommandHandler(CreateRawMaterialCommand)
export class CreateRawMaterialHandler implements ICommandHandler<CreateRawMaterialCommand, { id: string; sku: string; position: string }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: CreateRawMaterialCommand): Promise<{ id: string; sku: string; position: string }> {
    const { businessId, material, requestMetadata } = command;
    const rawMaterialId = randomUUID();
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      idempotencyKey: command.idempotency.key,
      fingerprint: command.idempotency.fingerprint,
      metadata: {
        businessId,
        userId: requestMetadata.userId,
        correlationId: requestMetadata.correlationId,
        ip: requestMetadata.ip,
        commandId: rawMaterialId,
        occurredAt: new Date().toISOString(),
      },
      async decide(db) {
        const business = requireBusiness(await loadBusinessState(db, businessId));
        const given = typeof material.sku === 'string' && material.sku.trim() !== '' ? material.sku.trim() : undefined;
        if (given && (await rawMaterialSkuTaken(db, businessId, given))) {
          throw new AppError(409, 'SKU_TAKEN', `SKU ${given} is already used by another raw material`, [
            { field: 'sku', message: `sku ${given} is already used` },
          ]);
        }
        const sku = given ?? (await nextRawMaterialSku(db, businessId));
        return toNewEvents(
          decideCreateRawMaterial(
            {
              rawMaterialId,
              name: material.name,
              sku,
              measurement: material.measurement,
              quantity: material.quantity,
              price: material.price,
              description: material.description,
              openingStock: { transactionId: randomUUID(), reference: await assignReference(db, businessId), date: material.date ?? today() },
            },
            business,
          ),
        );
      },
    });
    const data = outcome.events[0].data as RawMaterialCreatedData;
    return { id: data.rawMaterialId, sku: data.sku, position: outcome.position.toString() };
  }
}
