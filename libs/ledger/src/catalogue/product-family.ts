import { requireBusiness, type BusinessState } from '../business/business-state.js';
import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { formatAmount, parseAmount, parseDecimal, roundMoney, sumAmounts, type CurrencyCode } from '../money.js';
import { postStockIntroduced, type IntroducedStockLine } from '../posting/stock-introduced.js';
import { PURCHASE_RECORDED, STOCK_INTRODUCED, type StockIntroducedData } from '../transactions/document-events.js';
import { parseIsoDate, requireText } from '../validation.js';
import { PRODUCT_CREATED, type ProductCreated, type ProductCreatedData, type RawMaterialLine } from './catalogue-events.js';
import { decideCreateProduct, type CreatedProductEvent, type CreateProductCommand } from './create-product.js';

/** Spec 001 §3 "Variant": its own name, stock, SKU, barcode and prices; the rest is the parent's. */
export interface VariantInput {
  /** Given by the caller (a fresh id per variant). */
  productId: string;
  name?: unknown;
  quantity?: unknown;
  sku?: unknown;
  barcode?: unknown;
  buyingPrice?: unknown;
  sellingPrice?: unknown;
  stockLevel?: unknown;
}

/** Spec 001 §3 "Raw material line" as sent: the material's id and how much of it; the price defaults to its average. */
export interface RawMaterialLineInput {
  id?: unknown;
  name?: unknown;
  quantity?: unknown;
  price?: unknown;
  measurement?: unknown;
}

/** A material the caller found (a raw material or a product of the business), with its stock. */
export interface MaterialStock {
  name: string;
  measurement: string;
  quantity: Decimal | string;
  value: Decimal | string;
  /** The cost to use while none is in stock (the unit cost it was created with). */
  fallbackUnitCost: Decimal | string;
}

export interface CreateProductFamilyCommand extends CreateProductCommand {
  /** Already without the nameless ones (spec 001 §5: variants with an empty name are dropped). */
  variants?: readonly VariantInput[];
  rawMaterials?: readonly RawMaterialLineInput[];
}

/** Variant SKUs: compared without case, like every SKU. */
export const VARIANT_SKU_REQUIRED_MESSAGE = 'SKU is required for each variant';
export const RAW_MATERIAL_QUANTITY_MESSAGE = 'Each raw material line needs a quantity above 0';
/** Only the product's own quantity may be negative (a purchase paid from the form's one Account Type). */
export const VARIANT_NEGATIVE_QUANTITY_MESSAGE = 'A variant’s quantity cannot be negative: only the product’s own quantity is recorded as a purchase';

/**
 * The moving average of one unit of a material (LEDGER.md §5): value ÷ quantity at the currency's
 * scale while some is in stock, else the unit cost it was created with.
 */
export function averageUnitCost(material: MaterialStock, currency: CurrencyCode): Decimal {
  const quantity = new Decimal(material.quantity);
  if (quantity.gt(0)) return roundMoney(new Decimal(material.value).dividedBy(quantity), currency);
  return roundMoney(new Decimal(material.fallbackUnitCost), currency);
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Runs a check, naming the field inside a list (`variants[1].sku`); `messages` words a refusal (`field:CODE`) the list's own way. */
function within<T>(prefix: string, check: () => T, messages: Readonly<Record<string, string>> = {}): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof LedgerValidationError) {
      throw new LedgerValidationError(`${prefix}.${error.field}`, messages[`${error.field}:${error.code}`] ?? error.message, error.code);
    }
    throw error;
  }
}

/** The recipe's lines, each priced (given, or at the material's moving average), and one unit's cost. */
export function parseRawMaterialLines(
  lines: readonly RawMaterialLineInput[],
  materials: ReadonlyMap<string, MaterialStock>,
  currency: CurrencyCode,
): { lines: RawMaterialLine[]; unitCost: Decimal } {
  const parsed: RawMaterialLine[] = [];
  const seen = new Set<string>();
  const totals: Decimal[] = [];
  lines.forEach((line, index) => {
    const field = `rawMaterials[${index}]`;
    const id = typeof line?.id === 'string' ? line.id.trim() : '';
    if (!id) throw new LedgerValidationError(`${field}.id`, 'Pick each raw material from the search', LEDGER_ERROR_CODES.REQUIRED);
    const material = materials.get(id);
    if (!material) throw new LedgerValidationError(`${field}.id`, 'There is no such raw material in this business', LEDGER_ERROR_CODES.INVALID_CHOICE);
    if (seen.has(id)) throw new LedgerValidationError(`${field}.id`, `${material.name} is on two lines`, LEDGER_ERROR_CODES.INVALID_VALUE);
    seen.add(id);
    if (blank(line.quantity)) throw new LedgerValidationError(`${field}.quantity`, RAW_MATERIAL_QUANTITY_MESSAGE, LEDGER_ERROR_CODES.REQUIRED);
    const quantity = within(field, () => parseDecimal(line.quantity, 'quantity', { scale: 4, maxIntegerDigits: 11, positive: true }));
    const price = blank(line.price)
      ? averageUnitCost(material, currency)
      : within(field, () => parseAmount(line.price, currency, 'price', { nonNegative: true }));
    totals.push(roundMoney(quantity.times(price), currency));
    parsed.push({ id, name: material.name, quantity: quantity.toString(), price: formatAmount(price, currency), measurement: material.measurement });
  });
  return { lines: parsed, unitCost: sumAmounts(totals) };
}

/**
 * Creates a product with its variants and its raw material lines (spec 001 §2–§5). Each variant is
 * a stocked product of its own, checked as any product (errors name `variants[i].field`), with the
 * parent's category, brand and measurement. All the opening stock (parent and variants) is one
 * StockIntroduced transaction. Without a buying price, a product made of raw materials costs what
 * its lines cost. SKUs free in the catalogue are the caller's to check; here: no SKU twice.
 */
export function decideCreateProductFamily(
  command: CreateProductFamilyCommand,
  state: BusinessState,
  materials: ReadonlyMap<string, MaterialStock> = new Map(),
): CreatedProductEvent[] {
  const currency = requireBusiness(state).currency;
  const variants = command.variants ?? [];
  const rawLines = command.rawMaterials ?? [];
  if (command.kind === 'service' && variants.length > 0) {
    throw new LedgerValidationError('variants', 'A service has no variants', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  if (command.kind === 'service' && rawLines.length > 0) {
    throw new LedgerValidationError('rawMaterials', 'A service is not made of raw materials', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  const recipe = rawLines.length > 0 ? parseRawMaterialLines(rawLines, materials, currency) : undefined;
  const buyingPrice = blank(command.buyingPrice) && recipe ? formatAmount(recipe.unitCost, currency) : command.buyingPrice;

  const parentEvents = decideCreateProduct({ ...command, buyingPrice }, state);
  const parent = parentEvents.find((event): event is ProductCreated => event.type === PRODUCT_CREATED)!.data;
  if (recipe) parent.rawMaterials = recipe.lines;
  if (variants.length === 0) return parentEvents;
  parent.variantsCount = variants.length;

  const skus = new Map<string, string>([[parent.sku.toLowerCase(), 'sku']]);
  const created: ProductCreatedData[] = [parent];
  variants.forEach((variant, index) => {
    const field = `variants[${index}]`;
    if (blank(variant.sku)) throw new LedgerValidationError(`${field}.sku`, VARIANT_SKU_REQUIRED_MESSAGE, LEDGER_ERROR_CODES.REQUIRED);
    const events = within(
      field,
      () =>
        decideCreateProduct(
          {
            productId: variant.productId,
            kind: 'product',
            name: variant.name,
            sku: variant.sku,
            barcode: variant.barcode,
            quantity: variant.quantity,
            buyingPrice: variant.buyingPrice,
            sellingPrice: variant.sellingPrice,
            stockLevel: variant.stockLevel,
            measurement: parent.measurement,
            categoryName: parent.categoryName,
            brandName: parent.brandName,
            openingStock: command.openingStock,
          },
          state,
        ),
      { [`quantity:${LEDGER_ERROR_CODES.AMOUNT_NEGATIVE}`]: VARIANT_NEGATIVE_QUANTITY_MESSAGE },
    );
    const data = events.find((event): event is ProductCreated => event.type === PRODUCT_CREATED)!.data;
    const key = data.sku.toLowerCase();
    if (skus.has(key)) throw new LedgerValidationError(`${field}.sku`, `SKU ${data.sku} is used twice in this form`, LEDGER_ERROR_CODES.INVALID_VALUE);
    skus.set(key, `${field}.sku`);
    data.parentId = parent.productId;
    created.push(data);
  });

  // One opening-stock transaction for the parent and every variant with a quantity.
  const stockLines: IntroducedStockLine[] = [];
  for (const [index, data] of created.entries()) {
    const input = index === 0 ? command.quantity : variants[index - 1]!.quantity;
    if (blank(input)) continue;
    const quantity = new Decimal(String(input).trim());
    if (quantity.gt(0)) stockLines.push({ productId: data.productId, name: data.name, quantity, unitCost: data.buyingPrice });
  }
  const events: CreatedProductEvent[] = created.map((data) => ({ type: PRODUCT_CREATED, data }));
  // The parent's own negative quantity: its purchase, as decided with the parent.
  events.push(...parentEvents.filter((event) => event.type === PURCHASE_RECORDED));
  if (stockLines.length > 0) {
    const ids = command.openingStock;
    const posted = postStockIntroduced(currency, stockLines);
    const data: StockIntroducedData = {
      transactionId: requireText(ids?.transactionId, 'transactionId', 100),
      reference: requireText(ids?.reference, 'reference', 100),
      date: parseIsoDate(ids?.date, 'date'),
      currency,
      lines: posted.lines,
      stock: posted.stock,
      description: `Opening stock of ${parent.name} and its variants`,
      items: posted.items,
      amount: posted.amount,
    };
    events.push({ type: STOCK_INTRODUCED, data });
  }
  return events;
}
