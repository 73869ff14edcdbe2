import { Decimal } from '../decimal.js';
import {
  ASSET_ARCHIVED,
  ASSET_BOUGHT,
  ASSET_CATEGORIES_SET,
  ASSET_CREATED,
  ASSET_DEPRECIATED,
  ASSET_SOLD,
  ASSET_UPDATED,
  DEFAULT_ASSET_LIFESPAN,
  type AssetCategory,
  type AssetDetails,
  type AssetEvent,
} from './asset-events.js';

/**
 * The categories a business starts with (spec 001 §2, the Edit Asset form's options), each in
 * the Machinery and Equipment group with the default useful life; owners set their own with
 * PUT /assets/categories.
 */
export const DEFAULT_ASSET_CATEGORIES: readonly AssetCategory[] = [
  'Books and Multimedia Materials',
  'Computer Equipment',
  'Science and Engineering Equipment',
  'Audiovisual EquipMent',
  'Athletic Equipment',
  'Grounds and Maintenance Equipment',
].map((name) => ({ name, group: 'Machinery and Equipment' as const, lifespan: DEFAULT_ASSET_LIFESPAN }));

/** A dated change in the units held (a buy is positive, a sale negative). */
export interface AssetMovement {
  date: string;
  quantity: string;
}

/** One asset as its deciders see it: its details and its book (units held, their cost and accumulated depreciation). */
export interface AssetState {
  assetId: string;
  details: AssetDetails;
  archived: boolean;
  /** Units held now. */
  quantity: string;
  /** Cost (1500) of the units held. */
  cost: string;
  /** Accumulated depreciation (1510) of the units held. */
  accumulatedDepreciation: string;
  /** YYYY-MM of the last month charged, if any. */
  lastDepreciatedMonth?: string;
  movements: AssetMovement[];
}

export interface AssetsState {
  /** Absent until the business sets its own: then the defaults apply. */
  categories?: AssetCategory[];
  assets: Map<string, AssetState>;
}

export const emptyAssetsState = (): AssetsState => ({ assets: new Map() });

/** The business's categories: its own, or the defaults. */
export const categoriesOf = (state: Pick<AssetsState, 'categories'>): readonly AssetCategory[] => state.categories ?? DEFAULT_ASSET_CATEGORIES;

const plus = (a: string, b: Decimal | string) => new Decimal(a).plus(b).toFixed();
const minus = (a: string, b: Decimal | string) => new Decimal(a).minus(b).toFixed();

/** Folds one event into an asset's state (the read model's rows hold the same figures). */
export function evolveAsset(asset: AssetState | undefined, event: AssetEvent): AssetState | undefined {
  switch (event.type) {
    case ASSET_CREATED: {
      const { assetId, currency: _currency, ...details } = event.data;
      void _currency;
      return { assetId, details, archived: false, quantity: '0', cost: '0', accumulatedDepreciation: '0', movements: [] };
    }
    case ASSET_UPDATED: {
      if (!asset) return asset;
      const { assetId: _id, ...details } = event.data;
      void _id;
      return { ...asset, details };
    }
    case ASSET_ARCHIVED:
      return asset ? { ...asset, archived: true } : asset;
    default:
      return asset;
  }
}

/** Folds events into the business's assets (for tests and anything that holds events, not rows). */
export function evolveAssets(state: AssetsState, event: AssetEvent): AssetsState {
  const assets = new Map(state.assets);
  const update = (assetId: string, change: (asset: AssetState) => AssetState) => {
    const asset = assets.get(assetId);
    if (asset) assets.set(assetId, change(asset));
  };
  switch (event.type) {
    case ASSET_CATEGORIES_SET:
      return { ...state, categories: event.data.categories };
    case ASSET_CREATED:
    case ASSET_UPDATED:
    case ASSET_ARCHIVED: {
      const next = evolveAsset(assets.get(event.data.assetId), event);
      if (next) assets.set(next.assetId, next);
      return { ...state, assets };
    }
    case ASSET_BOUGHT:
      for (const item of event.data.items) {
        update(item.assetId, (asset) => ({
          ...asset,
          quantity: plus(asset.quantity, item.quantity),
          cost: plus(asset.cost, item.cost),
          movements: [...asset.movements, { date: event.data.date, quantity: item.quantity }],
        }));
      }
      return { ...state, assets };
    case ASSET_SOLD:
      for (const item of event.data.items) {
        update(item.assetId, (asset) => ({
          ...asset,
          quantity: minus(asset.quantity, item.quantity),
          cost: minus(asset.cost, item.cost),
          accumulatedDepreciation: minus(asset.accumulatedDepreciation, item.accumulatedDepreciation),
          movements: [...asset.movements, { date: event.data.date, quantity: new Decimal(item.quantity).negated().toFixed() }],
        }));
      }
      return { ...state, assets };
    case ASSET_DEPRECIATED:
      update(event.data.assetId, (asset) => ({
        ...asset,
        accumulatedDepreciation: plus(asset.accumulatedDepreciation, event.data.amount),
        lastDepreciatedMonth: event.data.month,
      }));
      return { ...state, assets };
    default:
      return state;
  }
}

/** Units held at the end of `date` (YYYY-MM-DD), from the dated movements. */
export function unitsHeldOn(movements: readonly AssetMovement[], date: string): Decimal {
  return movements.filter((m) => m.date <= date).reduce((sum, m) => sum.plus(m.quantity), new Decimal(0));
}
