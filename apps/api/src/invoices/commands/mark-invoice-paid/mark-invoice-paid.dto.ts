import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

export class MarkInvoicePaidDto {
  @ApiPropertyOptional({ type: String, example: 'Cash', description: '"Cash" (the default) or one of the business’s bank account ids' })
  @Allow()
  account?: unknown;

  @ApiPropertyOptional({ type: String, example: '2026-11-25', description: 'YYYY-MM-DD; today when absent' })
  @Allow()
  date?: unknown;
}
