import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { listProductLabels, type ProductLabelRow } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { RUNTIME } from '../../../runtime.token.js';

const view = (row: ProductLabelRow) => ({ _id: row.id, name: row.name, description: row.description, createdAt: row.createdAt });

@ApiTags('inventory')
@Controller('api/v1')
export class ListCategoriesAndBrandsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('categories')
  @ApiOperation({ summary: 'The business’s product categories, by name' })
  async categories(@BusinessId() businessId: string) {
    return { success: true, data: (await listProductLabels(this.runtime.pool, businessId, 'category')).map(view) };
  }

  @Get('brands')
  @ApiOperation({ summary: 'The business’s product brands, by name' })
  async brands(@BusinessId() businessId: string) {
    return { success: true, data: (await listProductLabels(this.runtime.pool, businessId, 'brand')).map(view) };
  }
}
