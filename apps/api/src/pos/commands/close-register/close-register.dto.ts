import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** Closing the cashier's register with what was counted per payment account (spec 002 §3 Register). */
export class CloseRegisterDto {
  @ApiProperty({
    description:
      'One entry per payment account counted: glAccount Cash (required) or a bank account id, counted ≥ 0. Other fields the till shows (glTotalSale, …) are ignored.',
    example: [{ glAccount: 'Cash', counted: '84500.00' }],
  })
  @Allow()
  paymentSummary: unknown;

  @ApiPropertyOptional({ description: 'The register to close; default the cashier’s open one' })
  @Allow()
  registerId?: unknown;

  @ApiPropertyOptional({ example: '2026-11-25', description: 'YYYY-MM-DD of the closing entry; default today' })
  @Allow()
  date?: unknown;

  @ApiPropertyOptional({ description: 'Ignored (the till may echo it)' })
  @Allow()
  openingFloat?: unknown;
}
