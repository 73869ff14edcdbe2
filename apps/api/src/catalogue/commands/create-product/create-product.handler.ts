import { randomInt, randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  authorize,
  decideCreateProductFamily,
  PERMISSION,
  PERMISSION_DENIED_MESSAGE,
  PRODUCT_CREATED,
  PURCHASE_RECORDED,
  STOCK_INTRODUCED,
  type PermissionCode,
  type PostedEntry,
  type ProductCreatedData,
  type ProductKind,
  type StockMovement,
} from '@ledgerline/ledger';
import { businessStream, findMaterials, findProductBySku, loadBusinessState, nextSequentialSku, type Queryable } from '@ledgerline/projections';
import { checkVariantSkusFree, looksNegative, rawMaterialIds, readRawMaterials, readVariants } from '../../products/product-family-input.js';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { assignReference } from '../../../transactions/references.js';
import { storeProductImage } from '../../images/product-images.js';
import { productViewFromEvents } from '../../views/product-view.js';
import { CreateProductCommand, type CreatedProduct, type CreateProductForm } from './create-product.command.js';
import { SKU_PREFIX, kindOfType } from '../../views/product-view.js';
import { businessToday } from '../../../common/calendar/business-today.js';

/** Spec 001 §9: a random 8-digit barcode, 10000000 to 99999999. */
export const randomBarcode = (): string => String(randomInt(10_000_000, 100_000_000));

const isTrue = (value: unknown) => value === true || value === 'true';
const notAvailable = (field: string, what: string) =>
  new AppError(400, 'NOT_AVAILABLE_YET', `${what} are not available yet`, [{ field, message: `${what} are not available yet` }]);

function isEmptyList(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return false;
    }
  }
  return Array.isArray(list) && list.length === 0;
}

/** What the full catalogue brings later is refused when sent with content, never silently dropped. */
function refuseLaterFeatures(form: CreateProductForm): void {
  if (!isEmptyList(form.businesses)) throw notAvailable('businesses', 'Copies in other businesses');
  if (form.category !== undefined && form.category !== '') throw notAvailable('category', 'Category ids (send categoryName)');
  if (form.brand !== undefined && form.brand !== '') throw notAvailable('brand', 'Brand ids (send brandName)');
}

/**
 * A member may create products with 32 or 34, services with 33 (spec 001 §6); the route lets any of
 * them in. Variants need 54 (create variant) as well, and a negative quantity (a purchase) 25 or 22.
 */
function checkKindPermission(command: CreateProductCommand, kind: ProductKind, withVariants: boolean, withPurchase: boolean): void {
  const { actor } = command;
  const needs: PermissionCode[][] = [kind === 'product' ? [PERMISSION.CREATE_PRODUCT, PERMISSION.CREATE_PRODUCT_ALT] : [PERMISSION.CREATE_SERVICE]];
  if (withVariants) needs.push([PERMISSION.CREATE_SERVICE_OR_VARIANT]);
  // A negative quantity spends money: it needs what recording a purchase needs (POST /transactions/purchases).
  if (withPurchase) needs.push([PERMISSION.CREATE_PURCHASE, PERMISSION.CREATE_TRANSACTION]);
  for (const anyOf of needs) {
    const decision = actor.role
      ? authorize({ method: 'POST', path: '/api/v1/inventories', anyOf }, { role: actor.role, access: actor.access })
      : { allowed: false };
    if (!decision.allowed) throw new AppError(403, 'PERMISSION_DENIED', PERMISSION_DENIED_MESSAGE);
  }
}

/** The stock a new product's append moved, by product: opening stock introduced and opening stock bought. */
function stockMovements(events: readonly { type: string; data: unknown }[]): StockMovement[] {
  return events
    .filter((event) => event.type === STOCK_INTRODUCED || event.type === PURCHASE_RECORDED)
    .flatMap((event) => (event.data as PostedEntry).stock ?? []);
}

const transactionOf = (event: { data: unknown } | undefined) =>
  event ? { id: (event.data as PostedEntry).transactionId, reference: (event.data as PostedEntry).reference } : null;

async function chooseSku(db: Queryable, businessId: string, kind: ProductKind, requested: string | undefined): Promise<string> {
  const sku = requested?.trim();
  if (!sku) return nextSequentialSku(db, businessId, SKU_PREFIX[kind]);
  if (await findProductBySku(db, businessId, sku)) {
    const message = `SKU ${sku} is already used by another product or service`;
    throw new AppError(409, 'SKU_ALREADY_EXISTS', message, [{ field: 'sku', message }]);
  }
  return sku;
}

@CommandHandler(CreateProductCommand)
export class CreateProductHandler implements ICommandHandler<CreateProductCommand, CreatedProduct> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: CreateProductCommand): Promise<CreatedProduct> {
    const { businessId, submission, requestMetadata } = command;
    const { form, image } = submission;
    const kind = kindOfType(form.type);
    refuseLaterFeatures(form);
    const variants = readVariants(form);
    const rawMaterials = readRawMaterials(form);

    const productId = randomUUID();
    const transactionId = randomUUID();
    const purchaseId = randomUUID();
    const barcode = form.barcode?.trim() ? form.barcode : isTrue(form.isBarcodeAutoGenerated) ? randomBarcode() : undefined;
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      idempotencyKey: command.idempotencyKey,
      fingerprint: submission.fingerprint,
      metadata: {
        businessId,
        userId: requestMetadata.userId,
        correlationId: requestMetadata.correlationId,
        ip: requestMetadata.ip,
        commandId: productId,
        occurredAt: new Date().toISOString(),
      },
      async decide(db) {
        const state = await loadBusinessState(db, businessId);
        const sku = await chooseSku(db, businessId, kind, form.sku);
        if (kind === 'product') await checkVariantSkusFree(db, businessId, variants);
        // Only opening stock needs a transaction reference.
        const hasQuantity = form.quantity !== undefined || variants.some((variant) => variant.quantity !== undefined && variant.quantity !== '');
        const reference = kind === 'product' && hasQuantity ? await assignReference(db, businessId) : '';
        // A negative quantity is bought (spec 001 §5): its purchase is a transaction of its own.
        let purchaseReference = '';
        while (kind === 'product' && looksNegative(form.quantity) && (purchaseReference === '' || purchaseReference === reference)) {
          purchaseReference = await assignReference(db, businessId);
        }
        const today = businessToday();
        const materials = await findMaterials(db, businessId, rawMaterialIds(rawMaterials));
        const events = decideCreateProductFamily(
          {
            productId,
            kind,
            name: form.name,
            sku,
            barcode,
            description: form.description,
            measurement: form.measurement,
            quantity: form.quantity,
            buyingPrice: form.buyingPrice,
            sellingPrice: form.sellingPrice,
            stockLevel: form.stockLevel,
            categoryName: form.categoryName,
            brandName: form.brandName,
            size: form.size,
            color: form.color,
            expiryDate: form.expiryDate,
            expiryReminderDays: form.expiryReminderDays,
            ...(image ? { image: { sha256: image.sha256, contentType: image.contentType, size: image.size } } : {}),
            openingStock: { transactionId, reference, date: today },
            openingPurchase: { transactionId: purchaseId, reference: purchaseReference, date: today },
            accountType: form.accountType,
            variants,
            rawMaterials,
          },
          state,
          materials,
        );
        // After the form's own checks, so a member gets told what is wrong with it first.
        checkKindPermission(
          command,
          kind,
          variants.length > 0,
          events.some((event) => event.type === PURCHASE_RECORDED),
        );
        // In the append's transaction (inline projections): the image is kept exactly when the product is.
        if (image) await storeProductImage(db, businessId, image);
        return toNewEvents(events);
      },
    });
    const [created, ...variantEvents] = outcome.events.filter((event) => event.type === PRODUCT_CREATED);
    const movements = stockMovements(outcome.events);
    return {
      product: productViewFromEvents(created!.data as ProductCreatedData, movements, created!.recordedAt, created!.position),
      variants: variantEvents.map((event) => productViewFromEvents(event.data as ProductCreatedData, movements, event.recordedAt, event.position)),
      stockTransaction: transactionOf(outcome.events.find((event) => event.type === STOCK_INTRODUCED)),
      purchaseTransaction: transactionOf(outcome.events.find((event) => event.type === PURCHASE_RECORDED)),
      position: outcome.position.toString(),
    };
  }
}
