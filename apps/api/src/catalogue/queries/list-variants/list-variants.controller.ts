import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { findProduct, listVariants } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { BusinessId } from '../../../common/access/actor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { productView } from '../../views/product-view.js';
import { PRODUCT_EXAMPLE } from '../../http/product-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ListVariantsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('inventory/:id/variants')
  @ApiOperation({ summary: 'A product’s variants, in the order they were created, each with its stock' })
  @ApiParam({ name: 'id', description: 'The parent product’s id; another business’s is 404' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [{ ...PRODUCT_EXAMPLE, parentId: '0b9f…' }] } } })
  @ApiResponse({ status: 404, description: 'PRODUCT_NOT_FOUND' })
  async list(@BusinessId() businessId: string, @Param('id') id: string) {
    if (!(await findProduct(this.runtime.pool, businessId, id))) throw new AppError(404, 'PRODUCT_NOT_FOUND', 'There is no such product');
    const variants = await listVariants(this.runtime.pool, businessId, id);
    return { success: true, data: variants.map((row) => ({ ...productView(row), parentId: id })) };
  }
}
