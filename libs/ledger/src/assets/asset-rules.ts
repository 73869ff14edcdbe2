import type { ExistingBusiness } from '../business/business-state.js';
import type { ProductImage } from '../catalogue/catalogue-events.js';
import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { formatAmount, parseAmount, parseDecimal, roundMoney, type CurrencyCode } from '../money.js';
import { optionalText, requireText } from '../validation.js';
import {
  ASSET_ARCHIVED,
  ASSET_CATEGORIES_SET,
  ASSET_CONDITIONS,
  ASSET_CREATED,
  ASSET_GROUPS,
  ASSET_UPDATED,
  type AssetArchived,
  type AssetCategoriesSet,
  type AssetCategory,
  type AssetCondition,
  type AssetCreated,
  type AssetDetails,
  type AssetGroup,
  type AssetUpdated,
} from './asset-events.js';
import { categoriesOf, type AssetsState, type AssetState } from './asset-state.js';

/** Longest useful life accepted: 100 years, in months. */
export const MAX_ASSET_LIFESPAN = 1200;

/**
 * Spec 001 §9 and LEDGER.md §6: the monthly charge per unit, `round((purchase price − salvage
 * value) / lifespan months)` at the currency's scale.
 */
export function monthlyDepreciation(purchasePrice: Decimal | string, salvageValue: Decimal | string, lifespan: number, currency: CurrencyCode): Decimal {
  return roundMoney(new Decimal(purchasePrice).minus(salvageValue).dividedBy(lifespan), currency);
}

function parseChoice<T extends string>(input: unknown, field: string, options: readonly T[]): T | undefined {
  if (input === undefined || input === null || input === '') return undefined;
  const match = options.find((option) => typeof input === 'string' && option.toLowerCase() === input.trim().toLowerCase());
  if (!match) throw new LedgerValidationError(field, `${field} must be one of: ${options.join(', ')}`, LEDGER_ERROR_CODES.INVALID_CHOICE);
  return match;
}

/** A useful life in whole months, at least 1 (a lifespan of 0 would charge everything at once, or divide by zero). */
export function parseLifespan(input: unknown, field: string): number {
  const value = parseDecimal(input, field, { scale: 0, maxIntegerDigits: 4, scaleMessage: 'be a whole number of months' });
  if (value.lt(1)) throw new LedgerValidationError(field, `${field} must be at least 1 month`, LEDGER_ERROR_CODES.INVALID_VALUE);
  if (value.gt(MAX_ASSET_LIFESPAN))
    throw new LedgerValidationError(field, `${field} must be at most ${MAX_ASSET_LIFESPAN} months`, LEDGER_ERROR_CODES.INVALID_VALUE);
  return value.toNumber();
}

/** The asset form (spec 001 §3 Asset) as the client sends it. */
export interface AssetForm {
  tag?: unknown;
  name?: unknown;
  serialNo?: unknown;
  manufacturer?: unknown;
  model?: unknown;
  condition?: unknown;
  group?: unknown;
  category?: unknown;
  lifespan?: unknown;
  purchasePrice?: unknown;
  salvageValue?: unknown;
  forceSaleValue?: unknown;
  description?: unknown;
  imageUrl?: unknown;
}

/**
 * Reads the asset form (spec 001 §5 "Asset create and edit"): tag, name, category and purchase
 * price required; the category must be one of the business's, and its group and lifespan are
 * the asset's (a lifespan sent must be at least 1); numbers at least 0; a salvage value above
 * the purchase price is refused (the asset would depreciate below nothing).
 */
export function readAssetForm(form: AssetForm, state: Pick<AssetsState, 'categories'>, currency: CurrencyCode): AssetDetails {
  const tag = requireText(form.tag, 'tag', 100);
  const name = requireText(form.name, 'name', 200);
  const categoryName = requireText(form.category, 'category', 200);
  const category = categoriesOf(state).find((c) => c.name.toLowerCase() === categoryName.toLowerCase());
  if (!category) {
    throw new LedgerValidationError('category', `category ${categoryName} is not one of the business's asset categories`, LEDGER_ERROR_CODES.INVALID_CHOICE);
  }
  const group = parseChoice<AssetGroup>(form.group, 'group', ASSET_GROUPS);
  if (group !== undefined && group !== category.group) {
    throw new LedgerValidationError(
      'group',
      `group ${group} does not hold the category ${category.name} (its group is ${category.group})`,
      LEDGER_ERROR_CODES.INVALID_VALUE,
    );
  }
  const lifespan = form.lifespan === undefined || form.lifespan === null || form.lifespan === '' ? category.lifespan : parseLifespan(form.lifespan, 'lifespan');
  const purchasePrice = parseAmount(form.purchasePrice, currency, 'purchasePrice', { nonNegative: true });
  const salvageValue = blank(form.salvageValue) ? new Decimal(0) : parseAmount(form.salvageValue, currency, 'salvageValue', { nonNegative: true });
  if (salvageValue.gt(purchasePrice)) {
    throw new LedgerValidationError(
      'salvageValue',
      `salvageValue of ${formatAmount(salvageValue, currency)} is more than the purchasePrice of ${formatAmount(purchasePrice, currency)}`,
      LEDGER_ERROR_CODES.INVALID_VALUE,
    );
  }
  const forceSaleValue = blank(form.forceSaleValue) ? undefined : parseAmount(form.forceSaleValue, currency, 'forceSaleValue', { nonNegative: true });
  const condition = parseChoice<AssetCondition>(form.condition, 'condition', ASSET_CONDITIONS);
  const optional = (value: unknown, field: string, max = 200) => {
    const text = optionalText(value, field, max);
    return text !== undefined ? { [field]: text } : {};
  };
  return {
    tag,
    name,
    ...optional(form.serialNo, 'serialNo'),
    ...optional(form.manufacturer, 'manufacturer'),
    ...optional(form.model, 'model'),
    ...(condition ? { condition } : {}),
    group: category.group,
    category: category.name,
    lifespan,
    purchasePrice: formatAmount(purchasePrice, currency),
    salvageValue: formatAmount(salvageValue, currency),
    ...(forceSaleValue !== undefined ? { forceSaleValue: formatAmount(forceSaleValue, currency) } : {}),
    ...optional(form.description, 'description', 2000),
    ...optional(form.imageUrl, 'imageUrl', 2000),
  };
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function tagTaken(state: AssetsState, tag: string, except?: string): boolean {
  return [...state.assets.values()].some((asset) => asset.assetId !== except && asset.details.tag.toLowerCase() === tag.toLowerCase());
}

function refuseTakenTag(state: AssetsState, tag: string, except?: string): void {
  if (tagTaken(state, tag, except)) {
    throw new LedgerValidationError('tag', `tag ${tag} is already used by another asset`, LEDGER_ERROR_CODES.ASSET_TAG_ALREADY_EXISTS);
  }
}

/** What creating or editing an asset is asked: the form, and the uploaded picture if one was sent (already checked and stored). */
export interface AssetFormCommand {
  assetId: string;
  form: AssetForm;
  image?: ProductImage;
}

/** POST /assets/create: registers an asset (no units held until it is bought). */
export function decideCreateAsset(command: AssetFormCommand, state: AssetsState, business: ExistingBusiness): AssetCreated[] {
  const details = readAssetForm(command.form, state, business.currency);
  refuseTakenTag(state, details.tag);
  const image = command.image ? { image: { ...command.image } } : {};
  return [{ type: ASSET_CREATED, data: { assetId: command.assetId, currency: business.currency, ...details, ...image } }];
}

export function requireAsset(state: AssetsState, assetId: string, field = 'id'): AssetState {
  const asset = state.assets.get(assetId);
  if (!asset) throw new LedgerValidationError(field, `${field} ${assetId} is not one of the business's assets`, LEDGER_ERROR_CODES.ASSET_NOT_FOUND);
  return asset;
}

/**
 * PUT /assets/{id}: the same form as create. The purchase price, salvage value and lifespan may
 * change (later charges follow them); a salvage value may not rise above what the units already
 * depreciated leave. The picture is replaced only when a new one is sent (an edit form does not
 * send the file again).
 */
export function decideUpdateAsset(command: AssetFormCommand, state: AssetsState, business: ExistingBusiness): AssetUpdated[] {
  const asset = requireAsset(state, command.assetId);
  const details = readAssetForm(command.form, state, business.currency);
  refuseTakenTag(state, details.tag, asset.assetId);
  const kept = command.image ?? asset.details.image;
  return [{ type: ASSET_UPDATED, data: { assetId: asset.assetId, ...details, ...(kept ? { image: { ...kept } } : {}) } }];
}

/** Archiving hides an asset from the lists; its books stay as they are. Archiving twice is refused. */
export function decideArchiveAsset(command: { assetId: string }, state: AssetsState): AssetArchived[] {
  const asset = requireAsset(state, command.assetId);
  if (asset.archived) throw new LedgerValidationError('id', `Asset ${asset.details.name} is already archived`, LEDGER_ERROR_CODES.ASSET_ALREADY_ARCHIVED);
  return [{ type: ASSET_ARCHIVED, data: { assetId: asset.assetId } }];
}

/** PUT /assets/categories: the business's whole list of categories (name, group, lifespan), names unique. */
export function decideSetAssetCategories(command: { businessId: string; categories: unknown }): AssetCategoriesSet[] {
  const input = command.categories;
  if (!Array.isArray(input) || input.length === 0) {
    throw new LedgerValidationError('categories', 'categories must be a non-empty list of { name, group, lifespan }', LEDGER_ERROR_CODES.REQUIRED);
  }
  if (input.length > 200) throw new LedgerValidationError('categories', 'categories must have at most 200 entries', LEDGER_ERROR_CODES.INVALID_VALUE);
  const seen = new Set<string>();
  const categories: AssetCategory[] = input.map((raw: unknown, index) => {
    const field = (name: string) => `categories[${index}].${name}`;
    if (raw === null || typeof raw !== 'object') {
      throw new LedgerValidationError(`categories[${index}]`, `categories[${index}] must be { name, group, lifespan }`, LEDGER_ERROR_CODES.INVALID_VALUE);
    }
    const entry = raw as Record<string, unknown>;
    const name = requireText(entry.name, field('name'), 200);
    if (seen.has(name.toLowerCase()))
      throw new LedgerValidationError(field('name'), `${field('name')} ${name} is listed twice`, LEDGER_ERROR_CODES.INVALID_VALUE);
    seen.add(name.toLowerCase());
    const group = parseChoice<AssetGroup>(entry.group, field('group'), ASSET_GROUPS);
    if (!group) throw new LedgerValidationError(field('group'), `${field('group')} is required`, LEDGER_ERROR_CODES.REQUIRED);
    return { name, group, lifespan: parseLifespan(entry.lifespan, field('lifespan')) };
  });
  return [{ type: ASSET_CATEGORIES_SET, data: { businessId: command.businessId, categories } }];
}
