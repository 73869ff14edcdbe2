import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { findProduct } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { productView } from '../../views/product-view.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { PRODUCT_EXAMPLE } from '../../http/product-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class GetProductController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('inventories/:id')
  @ApiOperation({ summary: 'One product or service, with its stock' })
  @ApiParam({ name: 'id', description: 'The product’s id; another business’s is 404' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: PRODUCT_EXAMPLE } } })
  @ApiResponse({ status: 404, description: 'PRODUCT_NOT_FOUND' })
  async get(@BusinessId() businessId: string, @Param('id') id: string) {
    const row = await findProduct(this.runtime.pool, businessId, id);
    if (!row) throw new AppError(404, 'PRODUCT_NOT_FOUND', 'There is no such product');
    return { success: true, data: productView(row) };
  }
}
