import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** Raw materials moved into work in progress. */
export class MoveToWipDto {
  @ApiProperty({ example: [{ id: 'raw-material-id', quantity: '2' }], description: 'Raw materials and quantities' }) @Allow() items: unknown;
  @ApiPropertyOptional({ example: '2026-11-25' }) @Allow() date?: unknown;
  @ApiPropertyOptional() @Allow() description?: unknown;
}
