import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PagingQueryDto } from '../common/http/paging.js';

/** GET /pos/sales/history: a page of counter sales, of one register or one user when asked. */
export class PosSalesHistoryQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ description: 'Only the sales of this register' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  registerId?: string;

  @ApiPropertyOptional({ description: 'Only the sales this user recorded' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  userId?: string;
}
