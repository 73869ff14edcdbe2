import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { nextAssetTag, nextSequentialSku } from '@ledgerline/projections';
import { nextVariantSku } from '../../products/next-variant-sku.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { kindOfType, SKU_PREFIX } from '../../views/product-view.js';
import { NextSkuQueryDto } from './next-sku.dto.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class NextSkuController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('inventories/sku')
  @ApiOperation({
    summary:
      'The SKU a new product (type PRODUCT) or service (type SERVICE) would get; ASSET: the next asset tag; VARIANT: the index-th free SKU after base (a product’s variants)',
  })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: 'PRD-000002' } } })
  async nextSku(@BusinessId() businessId: string, @Query() query: NextSkuQueryDto) {
    const type = query.type?.toUpperCase();
    const db = this.runtime.pool;
    if (type === 'ASSET') return { success: true, data: await nextAssetTag(db, businessId) };
    if (type === 'VARIANT') {
      const base = query.base?.trim() || (await nextSequentialSku(db, businessId, SKU_PREFIX.product));
      return { success: true, data: await nextVariantSku(db, businessId, base, query.index ?? 1) };
    }
    return { success: true, data: await nextSequentialSku(db, businessId, SKU_PREFIX[kindOfType(query.type)]) };
  }
}
