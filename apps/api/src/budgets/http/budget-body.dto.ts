import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsOptional, ValidateNested } from 'class-validator';
import { BUDGET_KINDS, BUDGET_MONTHS } from '@ledgerline/ledger';

const AMOUNT = { oneOf: [{ type: 'string' }, { type: 'number' }] };
const TWELVE = [
  '100000.00',
  '100000.00',
  '120000.00',
  '100000.00',
  '100000.00',
  '100000.00',
  '100000.00',
  '100000.00',
  '100000.00',
  '100000.00',
  '100000.00',
  '150000.00',
];

/** One account's twelve monthly amounts. The types say what to send; the decider checks what came (parseBudget), with clear messages. */
export class BudgetLineDto {
  @ApiProperty({ example: '4000', description: 'A profit-and-loss account of the chart (LEDGER.md §2); line-item budgets: an expense account (5000, 6xxx)' })
  @IsDefined({ message: 'account is required' })
  account: string;

  @ApiProperty({
    type: 'array',
    items: AMOUNT,
    minItems: BUDGET_MONTHS,
    maxItems: BUDGET_MONTHS,
    example: TWELVE,
    description: 'Twelve amounts ≥ 0, the first for firstMonth',
  })
  @IsArray({ message: 'amounts must list 12 amounts, one per month' })
  amounts: (string | number)[];
}

/** A budget's contents: POST /budgets, and PUT /budgets/{id} (the whole budget again). */
export class BudgetBodyDto {
  @ApiProperty({ example: 'Plan for 2026', maxLength: 100 })
  @IsDefined({ message: 'name is required' })
  name: string;

  @ApiPropertyOptional({ enum: BUDGET_KINDS, description: 'Required on POST; on PUT it may be left out and never changes' })
  @IsOptional()
  kind?: (typeof BUDGET_KINDS)[number];

  @ApiProperty({ example: '2026-01', description: 'The first of the twelve months, YYYY-MM' })
  @IsDefined({ message: 'firstMonth is required' })
  firstMonth: string;

  @ApiProperty({ type: [BudgetLineDto], example: [{ account: '4000', amounts: TWELVE }] })
  @IsArray({ message: 'lines must list at least one account with its amounts' })
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => BudgetLineDto)
  lines: BudgetLineDto[];
}
