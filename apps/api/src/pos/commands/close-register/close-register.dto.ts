import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** Documentation of one counted entry (the ledger reads the list; nothing validates this class). */
class CountedPaymentDoc {
  @ApiProperty({ example: 'Cash', description: 'Cash or a bank account id' })
  glAccount: string;

  @ApiProperty({ example: '84500.00', description: 'Zero or more', oneOf: [{ type: 'string' }, { type: 'number' }] })
  counted: string | number;
}

/** Closing the cashier's register with what was counted per payment account (spec 002 §3 Register). */
export class CloseRegisterDto {
  @ApiProperty({
    type: () => CountedPaymentDoc,
    isArray: true,
    description:
      'One entry per payment account counted: glAccount Cash (required) or a bank account id, counted ≥ 0. Other fields the till shows (glTotalSale, …) are ignored.',
    example: [{ glAccount: 'Cash', counted: '84500.00' }],
  })
  @Allow()
  paymentSummary: unknown;

  @ApiPropertyOptional({ type: String, description: 'The register to close; default the cashier’s open one' })
  @Allow()
  registerId?: unknown;

  @ApiPropertyOptional({ type: String, example: '2026-11-25', description: 'YYYY-MM-DD of the closing entry; default today' })
  @Allow()
  date?: unknown;

  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], description: 'Ignored (the till may echo it)' })
  @Allow()
  openingFloat?: unknown;
}
