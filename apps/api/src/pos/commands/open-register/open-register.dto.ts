import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** Opening a register (spec 002 §3 Register: openingFloat). */
export class OpenRegisterDto {
  @ApiProperty({ example: '20000.00', description: 'Cash in the drawer at opening, zero or more', oneOf: [{ type: 'string' }, { type: 'number' }] })
  @Allow()
  openingFloat: unknown;

  @ApiPropertyOptional({ type: String, example: 'Front counter', description: 'Which till; default Main. One open register per till and user.' })
  @Allow()
  till?: unknown;

  @ApiPropertyOptional({ type: String, example: '2026-11-25', description: 'YYYY-MM-DD; default today' })
  @Allow()
  date?: unknown;
}
