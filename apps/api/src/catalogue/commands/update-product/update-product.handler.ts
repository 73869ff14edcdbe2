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
import { findProduct, listVariants, loadBusinessState } from '@ledgerline/projections';
import type { RequestActor } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendBusinessEvents } from '../../../event-sourcing/append-business-events.js';
import { productView } from '../../views/product-view.js';
import { RUNTIME } from '../../../runtime.token.js';
import { UpdateProductCommand, type UpdatedProduct } from './update-product.command.js';

/** What a variant takes from its parent (docs/catalogue-variants.md): an edit of these passes down to the variants. */
const INHERITED_FIELDS = ['categoryName', 'brandName', 'measurement'] as const satisfies readonly EditableProductField[];

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
    const { businessId, productId } = command;
    let before: Awaited<ReturnType<typeof findProduct>>;
    const { events, position } = await appendBusinessEvents(this.executor, command, async (db) => {
      before = await findProduct(db, businessId, productId);
      if (!before) throw new LedgerValidationError('id', 'There is no such product', LEDGER_ERROR_CODES.PRODUCT_NOT_FOUND);
      const business = await loadBusinessState(db, businessId);
      const { event, changed } = decideUpdateProduct(before, command.changes, business);
      checkEditPermissions(command.actor, changed);
      // The variants follow their parent: one ProductUpdated per variant, in the same append.
      const inherited = INHERITED_FIELDS.filter((field) => changed.includes(field));
      if (inherited.length === 0) return [event];
      const parent = event.data as unknown as Record<string, unknown>;
      const passedDown = Object.fromEntries(inherited.map((field) => [field, parent[field]]));
      const variants = await listVariants(db, businessId, productId);
      const variantEvents = variants.map((variant) => decideUpdateProduct(variant, passedDown, business).event);
      return [event, ...variantEvents];
    });
    const data = events[0].data as ProductUpdatedData;
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
    return { product: productView({ ...row, ...cleared, ...data }), position };
  }
}
