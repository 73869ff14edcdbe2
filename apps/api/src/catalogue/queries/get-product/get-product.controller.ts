import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { findProduct, findProductFamily, listVariants, productHistory } from '@ledgerline/projections';
import { ProductHistoryQueryDto, readDateWindow } from '../../products/product-history.dto.js';
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
  @ApiOperation({
    summary:
      'One product or service, with its stock, its variants (or parentId for a variant), its raw material lines, and its history: the documents that moved or sold it between startDate and endDate, newest first',
  })
  @ApiParam({ name: 'id', description: 'The product’s id; another business’s is 404' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: PRODUCT_EXAMPLE } } })
  @ApiResponse({ status: 404, description: 'PRODUCT_NOT_FOUND' })
  @ApiResponse({ status: 400, description: 'startDate or endDate not a date written YYYY-MM-DD, or startDate after endDate' })
  async get(@BusinessId() businessId: string, @Param('id') id: string, @Query() query: ProductHistoryQueryDto) {
    const window = readDateWindow(query);
    const db = this.runtime.pool;
    const row = await findProduct(db, businessId, id);
    if (!row) throw new AppError(404, 'PRODUCT_NOT_FOUND', 'There is no such product');
    const family = await findProductFamily(db, businessId, id);
    const variants = family?.variantsCount ? (await listVariants(db, businessId, id)).map((variant) => ({ ...productView(variant), parentId: id })) : [];
    return {
      success: true,
      data: {
        ...productView(row),
        parentId: family?.parentId ?? null,
        variants,
        rawMaterials: family?.rawMaterials ?? [],
        history: await productHistory(db, businessId, id, window),
      },
    };
  }
}
