import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { optionalText, requireText } from '../validation.js';

/**
 * Product categories and brands (spec 001 §2 "Brand and category modals", §5): a name, unique
 * within the business without case, and an optional description. Products name theirs.
 */
export const CATEGORY_CREATED = 'CategoryCreated';
export const BRAND_CREATED = 'BrandCreated';

export type ProductLabelKind = 'category' | 'brand';

export interface ProductLabelData {
  id: string;
  name: string;
  description?: string;
}

export type ProductLabelEvent = { type: typeof CATEGORY_CREATED; data: ProductLabelData } | { type: typeof BRAND_CREATED; data: ProductLabelData };

export interface CreateProductLabelCommand {
  id: string;
  name: unknown;
  description?: unknown;
}

/** Spec 001 §5: 'Name is required'; a second label of one name is refused (409). */
export function decideCreateProductLabel(
  kind: ProductLabelKind,
  command: CreateProductLabelCommand,
  /** The business's names of this kind, lower-cased. */
  existingNames: ReadonlySet<string>,
): ProductLabelEvent[] {
  if (typeof command.name !== 'string' || command.name.trim() === '') {
    throw new LedgerValidationError('name', 'Name is required', LEDGER_ERROR_CODES.REQUIRED);
  }
  const name = requireText(command.name.trim(), 'name', 100);
  if (existingNames.has(name.toLowerCase())) {
    throw new LedgerValidationError(
      'name',
      `A ${kind} named ${name} already exists`,
      kind === 'category' ? LEDGER_ERROR_CODES.CATEGORY_ALREADY_EXISTS : LEDGER_ERROR_CODES.BRAND_ALREADY_EXISTS,
    );
  }
  const description = optionalText(command.description, 'description', 500);
  const data: ProductLabelData = { id: requireText(command.id, 'id', 100), name, ...(description !== undefined ? { description } : {}) };
  return [kind === 'category' ? { type: CATEGORY_CREATED, data } : { type: BRAND_CREATED, data }];
}
