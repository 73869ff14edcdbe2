import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiProperty, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Runtime } from '@ledgerline/platform';
import { recentSales } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { RUNTIME } from '../../../runtime.token.js';

export class RecentSalesQueryDto {
  @ApiPropertyOptional({ default: 10, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'limit must be a whole number from 1 to 100' })
  @Max(100, { message: 'limit must be a whole number from 1 to 100' })
  limit?: number;
}

class RecentSaleDoc {
  @ApiProperty() transactionId!: string;
  @ApiProperty() reference!: string;
  @ApiProperty({ example: '2026-11-25' }) date!: string;
  @ApiProperty() productId!: string;
  @ApiProperty({ nullable: true, type: String }) name!: string | null;
  @ApiProperty({ example: '2' }) quantity!: string;
  @ApiProperty({ example: '104000.00', nullable: true, type: String }) amount!: string | null;
}

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ListRecentSalesController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('inventories/recent-sales')
  @ApiOperation({ summary: 'The latest sales’ product lines (net of voids), newest first' })
  @ApiResponse({ status: 200, type: RecentSaleDoc, isArray: true })
  async list(@BusinessId() businessId: string, @Query() query: RecentSalesQueryDto) {
    return { success: true, data: await recentSales(this.runtime.pool, businessId, query.limit ?? 10) };
  }
}
