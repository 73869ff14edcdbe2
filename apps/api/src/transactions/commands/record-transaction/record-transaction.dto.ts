import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const GENERIC_TRANSACTION_TYPES = ['inflows', 'outflows', 'expenses', 'sales', 'purchases'] as const;
export type GenericTransactionType = (typeof GENERIC_TRANSACTION_TYPES)[number];

/**
 * POST /transactions (spec 002 §7): one entry point for every kind of document, picked by `type`
 * (and `subtype`); the other fields are those of the specific route, validated by its DTO.
 * For the OpenAPI page only: the body is dispatched before it is validated.
 */
export class RecordTransactionDto {
  @ApiProperty({
    enum: GENERIC_TRANSACTION_TYPES,
    example: 'inflows',
    description:
      'inflows: money in (subtype as POST /transactions/money-in), or subtype stock_introduced (items of existing products); ' +
      'outflows: money out (subtype as /money-out); expenses: as /expenses (subtype is the category when category is absent); sales, purchases: as /sales, /purchases',
  })
  type: string;

  @ApiPropertyOptional({ example: 'capital', description: 'The money-in or money-out subtype, stock_introduced, or an expense category' })
  subtype?: string;
}
