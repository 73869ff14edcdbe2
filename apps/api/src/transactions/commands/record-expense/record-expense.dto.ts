import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EXPENSE_CATEGORIES } from '@ledgerline/ledger';
import type { ExpenseInput } from './record-expense.command.js';

const AMOUNT = { oneOf: [{ type: 'string' }, { type: 'number' }] };
const ADJUSTMENT_TYPES = ['fixed', 'percent', 'percentage'];

/** One line of an expense. */
export class ExpenseItemDto {
  @ApiPropertyOptional({ example: 'A4 paper, box' })
  description?: string;

  @ApiProperty({ example: '3', description: 'Positive, up to 4 decimal places', ...AMOUNT })
  quantity: unknown;

  @ApiProperty({ example: '1500.00', description: 'Unit price', ...AMOUNT })
  price: unknown;
}

/**
 * An expense (LEDGER.md §1, §3, §4): a category, its amount (or items), discount, delivery and
 * tax, and the payment block. `prepayment: true` (or `?prepayment=true`) holds it in prepayments
 * until applied (POST /transactions/prepayments/:id/apply).
 */
export class RecordExpenseDto {
  @ApiProperty({ example: '2026-11-22', description: 'YYYY-MM-DD' })
  @IsString({ message: 'date must be a date in the form YYYY-MM-DD' })
  date: string;

  @ApiProperty({
    example: 'rent',
    description:
      'An expense category of spec 002 §3, or its number in that list counting from 1 (the bulk import’s code: utility 1, assets 2, …, cost_of_goods_sold 36). ' +
      'interest_income and other_income are income: record them as money in.',
    oneOf: [
      { type: 'string', enum: [...EXPENSE_CATEGORIES] },
      { type: 'integer', minimum: 1, maximum: EXPENSE_CATEGORIES.length },
    ],
  })
  @IsDefined({ message: 'category is required' })
  category: unknown;

  @ApiPropertyOptional({ example: '120000.00', description: 'The subtotal, when there are no items', ...AMOUNT })
  @IsOptional()
  amount?: unknown;

  @ApiPropertyOptional({ type: [ExpenseItemDto], description: 'Lines whose totals (round(quantity × price)) make the subtotal; instead of amount' })
  @IsOptional()
  @IsArray({ message: 'items must be a list of { description, quantity, price }' })
  items?: unknown[];

  @ApiPropertyOptional({ example: '5', description: 'Fixed amount, or a percent of the subtotal (discountType)', ...AMOUNT })
  @IsOptional()
  discount?: unknown;

  @ApiPropertyOptional({ enum: ADJUSTMENT_TYPES, example: 'percent', description: 'Default fixed' })
  @IsOptional()
  @IsIn(ADJUSTMENT_TYPES, { message: 'discountType must be fixed or percent' })
  discountType?: string;

  @ApiPropertyOptional({ example: '2000', ...AMOUNT })
  @IsOptional()
  delivery?: unknown;

  @ApiPropertyOptional({ enum: ADJUSTMENT_TYPES, example: 'fixed', description: 'Default fixed' })
  @IsOptional()
  @IsIn(ADJUSTMENT_TYPES, { message: 'deliveryType must be fixed or percent' })
  deliveryType?: string;

  @ApiPropertyOptional({ example: '7.5', description: 'VAT: a percent of the subtotal by default (taxType)', ...AMOUNT })
  @IsOptional()
  tax?: unknown;

  @ApiPropertyOptional({ enum: ADJUSTMENT_TYPES, example: 'percent', description: 'Default percent' })
  @IsOptional()
  @IsIn(ADJUSTMENT_TYPES, { message: 'taxType must be fixed or percent' })
  taxType?: string;

  @ApiProperty({ example: 'Cash', description: '"Cash" or a bank account id: where the money leaves from' })
  @IsString({ message: 'account must be Cash or a bank account id' })
  @IsNotEmpty({ message: 'account must be Cash or a bank account id' })
  account: string;

  @ApiPropertyOptional({ example: false, description: 'On credit: the balance is owed to the entity; entity and due_date are then required' })
  @IsOptional()
  @IsBoolean({ message: 'credit must be true or false' })
  credit?: boolean;

  @ApiPropertyOptional({ example: '0', description: 'On credit: paid now (default 0)', ...AMOUNT })
  @IsOptional()
  initial_deposit?: unknown;

  @ApiPropertyOptional({ example: '2026-12-22', description: 'On credit: YYYY-MM-DD' })
  @IsOptional()
  @IsString({ message: 'due_date must be a date in the form YYYY-MM-DD' })
  due_date?: string;

  @ApiPropertyOptional({ example: '5f0c6a52-8f0e-4c1a-9b43-2a6d0f3f9c11', description: 'The contact (supplier); required on credit' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  entity?: string;

  @ApiPropertyOptional({ example: false, description: 'A prepayment: paid in full now, held in prepayments (1150) until applied' })
  @IsOptional()
  @IsBoolean({ message: 'prepayment must be true or false' })
  prepayment?: boolean;

  @ApiPropertyOptional({ example: 'Shop rent, November' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @ApiPropertyOptional({ example: 'EX0001', description: 'Your own reference; one is made when absent' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  reference?: string;
}

/** The body as the ledger's command reads it (values unvalidated; the decider names bad fields). */
export function expenseInput(dto: RecordExpenseDto): ExpenseInput {
  return {
    date: dto.date,
    category: dto.category,
    amount: dto.amount,
    items: dto.items,
    discount: dto.discount,
    discountType: dto.discountType,
    delivery: dto.delivery,
    deliveryType: dto.deliveryType,
    tax: dto.tax,
    taxType: dto.taxType,
    account: dto.account,
    credit: dto.credit,
    initialDeposit: dto.initial_deposit,
    dueDate: dto.due_date,
    entity: dto.entity,
    prepayment: dto.prepayment,
    description: dto.description,
  };
}
