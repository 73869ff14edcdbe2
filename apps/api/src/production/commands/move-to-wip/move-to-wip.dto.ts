import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { StockLineDoc } from '../../production-lines.dto.js';

/** Raw materials moved into work in progress. */
export class MoveToWipDto {
  @ApiProperty({ type: () => StockLineDoc, isArray: true, example: [{ id: 'raw-material-id', quantity: '2' }], description: 'Raw materials and quantities' })
  @Allow()
  items: unknown;
  @ApiPropertyOptional({ type: String, example: '2026-11-25' }) @Allow() date?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() description?: unknown;
}
