import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Runtime } from '@ledgerline/platform';
import { findProduct, productGraph } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { BusinessId } from '../../../common/access/actor.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { dateParam, IsDateParam } from '../../../common/http/date-param.js';
import { RUNTIME } from '../../../runtime.token.js';
import { readDateWindow } from '../../products/product-history.dto.js';

export class InventoryGraphDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'First day (YYYY-MM-DD); default 29 days before endDate (30 days in all)' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Last day (YYYY-MM-DD); default today' })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  endDate?: string;

  @ApiPropertyOptional({ description: 'One product’s movement; absent: every product’s' })
  @IsOptional()
  @IsString({ message: 'productId must be text' })
  @MaxLength(100)
  productId?: string;
}

export const MAX_GRAPH_DAYS = 366;
const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class InventoryGraphController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Post('inventory/graphdata')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stock movement and sales day by day (every day present, "0" when nothing moved), of one product or all; at most 366 days' })
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        success: true,
        data: [{ date: '2026-11-25', soldQuantity: '2', salesAmount: '104000.00', costOfSales: '90000.00', inQuantity: '10', outQuantity: '2' }],
      },
    },
  })
  @ApiResponse({ status: 400, description: 'A date that is not YYYY-MM-DD, startDate after endDate, or more than 366 days' })
  @ApiResponse({ status: 404, description: 'PRODUCT_NOT_FOUND: productId names no product of this business' })
  async graph(@BusinessId() businessId: string, @Body() body: InventoryGraphDto) {
    const window = readDateWindow(body);
    const to = window.to ?? (window.from && window.from > businessToday() ? window.from : businessToday());
    const from = window.from ?? addDays(to, -29);
    if (from > to) throw AppError.validation([{ field: 'startDate', message: 'startDate must be on or before endDate' }]);
    if (Date.parse(to) - Date.parse(from) >= MAX_GRAPH_DAYS * DAY_MS) {
      throw AppError.validation([{ field: 'endDate', message: `The graph covers at most ${MAX_GRAPH_DAYS} days` }]);
    }
    if (body.productId && !(await findProduct(this.runtime.pool, businessId, body.productId))) {
      throw new AppError(404, 'PRODUCT_NOT_FOUND', 'There is no such product');
    }
    return { success: true, data: await productGraph(this.runtime.pool, businessId, { from, to }, body.productId) };
  }
}
