import type { Knex } from 'knex';
import { IN_STOCK, LOW_IN_STOCK, OUT_OF_STOCK } from '@ledgerline/projections';

/** GET /inventories?filter_by=…: which products of the list (spec 002 §7 list filters; absent or all: every one). */
export const PRODUCT_FILTERS = ['all', 'in_stock', 'out_of_stock', 'low_in_stock', 'with_variants', 'variants', 'with_raw_materials'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];

export interface ProductFilterQuery {
  filter_by?: string;
  filterByCategory?: string;
  filterByBrand?: string;
  /** Tag names (GET /tags), comma-separated: a product whose category or brand is one of them. */
  filterByTags?: string;
}

/** `filterByTags` as its names: split on commas, trimmed, blanks dropped, each once (without case). */
export function tagNames(filterByTags: string | undefined): string[] {
  const names = (filterByTags ?? '').split(',').map((name) => name.trim().toLowerCase());
  return [...new Set(names.filter((name) => name !== ''))];
}

const family = (query: Knex.QueryBuilder, condition: string) =>
  void query.whereExists(function () {
    void this.from('product_families as f').whereRaw(`f.business_id = p.business_id AND f.product_id = p.product_id AND ${condition}`);
  });

/** The conditions for listProducts' `refine` (rows `p` products, `s` product_stock, `fam` product_families); undefined when there is nothing to filter. */
export function productListFilter(query: ProductFilterQuery): ((builder: Knex.QueryBuilder) => void) | undefined {
  const by = (query.filter_by?.toLowerCase() ?? 'all') as ProductFilter;
  const category = query.filterByCategory?.trim();
  const brand = query.filterByBrand?.trim();
  const tags = tagNames(query.filterByTags);
  if (by === 'all' && !category && !brand && tags.length === 0) return undefined;
  return (builder) => {
    if (category) void builder.whereRaw('lower(p.category_name) = lower(?)', [category]);
    if (brand) void builder.whereRaw('lower(p.brand_name) = lower(?)', [brand]);
    if (tags.length > 0) {
      void builder.where(
        (either) => void either.whereRaw('lower(p.category_name) = ANY(?::text[])', [tags]).orWhereRaw('lower(p.brand_name) = ANY(?::text[])', [tags]),
      );
    }
    switch (by) {
      // A product with variants is in none of the three: its stock is its variants', each listed on its own.
      case 'in_stock':
        return void builder.whereRaw(IN_STOCK);
      case 'out_of_stock':
        return void builder.whereRaw(OUT_OF_STOCK);
      case 'low_in_stock':
        return void builder.whereRaw(LOW_IN_STOCK);
      case 'with_variants':
        return family(builder, 'f.variants_count > 0');
      case 'variants':
        return family(builder, 'f.parent_id IS NOT NULL');
      case 'with_raw_materials':
        return family(builder, 'jsonb_array_length(f.raw_materials) > 0');
      default:
        return;
    }
  };
}
