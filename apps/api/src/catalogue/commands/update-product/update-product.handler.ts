import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import {
  authorize,
  decideUpdateProduct,
  LEDGER_ERROR_CODES,
  LedgerValidationError,
  PERMISSION,
  PERMISSION_DENIED_MESSAGE,
  PRICE_FIELDS,
  type EditableProductField,
  type PermissionCode,
  type ProductUpdatedData,
} from '@ledgerline/ledger';
import { businessStream, findProduct, loadBusinessState } from '@ledgerline/projections';
import type { RequestActor } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { productView } from '../../views/product-view.js';
import { RUNTIME } from '../../../runtime.token.js';
import { UpdateProductCommand, type UpdatedProduct } from './update-product.command.js';

/** Spec 001 §6: changing a price needs 37 (edit prices), anything else 36 (edit product); the route lets either in. */
function checkEditPermissions(actor: RequestActor, changed: readonly EditableProductField[]): void {
  const needs: PermissionCode[] = [];
  if (changed.some((field) => PRICE_FIELDS.includes(field))) needs.push(PERMISSION.EDIT_PRICES);
  if (changed.some((field) => !PRICE_FIELDS.includes(field))) needs.push(PERMISSION.EDIT_PRODUCT);
  for (const code of needs) {
    const decision = actor.role
      ? authorize({ method: 'PATCH', path: '/api/v1/inventories/update/:id', anyOf: [code] }, { role: actor.role, access: actor.access })
      : { allowed: false };
    if (!decision.allowed) throw new AppError(403, 'PERMISSION_DENIED', PERMISSION_DENIED_MESSAGE);
  }
}

@CommandHandler(UpdateProductCommand)
export class UpdateProductHandler implements ICommandHandler<UpdateProductCommand, UpdatedProduct> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute(command: UpdateProductCommand): Promise<UpdatedProduct> {
    const { businessId, productId, metadata } = command;
    let before: Awaited<ReturnType<typeof findProduct>>;
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      idempotencyKey: command.idempotency.key,
      fingerprint: command.idempotency.fingerprint,
      metadata: {
        businessId,
        userId: metadata.userId,
        correlationId: metadata.correlationId,
        ip: metadata.ip,
        commandId: randomUUID(),
        occurredAt: new Date().toISOString(),
      },
      async decide(db) {
        before = await findProduct(db, businessId, productId);
        if (!before) throw new LedgerValidationError('id', 'There is no such product', LEDGER_ERROR_CODES.PRODUCT_NOT_FOUND);
        const { event, changed } = decideUpdateProduct(before, command.changes, await loadBusinessState(db, businessId));
        checkEditPermissions(command.actor, changed);
        return toNewEvents([event]);
      },
    });
    const data = outcome.events[0].data as ProductUpdatedData;
    // A replayed retry decided nothing: the read model (which holds the edit by then) answers.
    const row = before ?? (await findProduct(this.runtime.pool, businessId, productId));
    if (!row) throw new AppError(404, 'PRODUCT_NOT_FOUND', 'There is no such product');
    const cleared = {
      barcode: null,
      description: null,
      stockLevel: null,
      categoryName: null,
      brandName: null,
      size: null,
      color: null,
      expiryDate: null,
      expiryReminderDays: null,
    };
    return { product: productView({ ...row, ...cleared, ...data }), position: outcome.position.toString() };
  }
}
