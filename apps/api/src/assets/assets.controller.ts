import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { assetLog, assetSummary, listAssetCategories, listAssets, listAssetTransactions, nextAssetTag, searchAssets } from '@ledgerline/projections';
import { BusinessId } from '../common/access/actor.js';
import { RUNTIME } from '../runtime.token.js';
import { requireAssetView } from './shared/asset-answers.js';
import { pagedAnswer, pageOf, PagingQueryDto } from '../common/http/paging.js';
import { AssetLogQueryDto, ListAssetsQueryDto, SearchAssetsQueryDto } from './queries/asset-queries.dto.js';

const ASSET_EXAMPLE = {
  _id: '5e0c8d1a-3b2f-4c6d-9e8f-7a6b5c4d3e2f',
  tag: 'AST-000001',
  name: 'Generator 5kVA',
  category: 'Generators',
  group: 'Machinery and Equipment',
  lifespan: 60,
  purchasePrice: '450000.00',
  salvageValue: '45000.00',
  qty_in_stock: '1',
  cost: '450000.00',
  monthlyDepreciation: '6750.00',
  accumulatedDepreciation: '20250.00',
  netBookValue: '429750.00',
};

/** The asset screens' reads (spec 001 §7 Assets): each one read-model call. */
@ApiTags('assets')
@Controller('api/v1')
export class AssetsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  private async list(businessId: string, query: ListAssetsQueryDto) {
    const page = pageOf(query);
    const { data, total } = await listAssets(this.runtime.pool, businessId, { ...page, q: query.q, archived: query.archived === 'true' });
    return { success: true, ...pagedAnswer(data, total, page) };
  }

  @Get('assets')
  @ApiOperation({ summary: 'The business’s assets, newest first, with their books; paged (25 a page)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [ASSET_EXAMPLE], page: 1, limit: 25, skip: 0, total: 1 } } })
  getAll(@BusinessId() businessId: string, @Query() query: ListAssetsQueryDto) {
    return this.list(businessId, query);
  }

  @Get('assets/getAssets')
  @ApiOperation({ summary: 'The same list as GET /assets (the asset table reads this path)' })
  getAssets(@BusinessId() businessId: string, @Query() query: ListAssetsQueryDto) {
    return this.list(businessId, query);
  }

  @Get('assets/summary')
  @ApiOperation({ summary: 'Units held, their cost (totalPurchaseCost) and net book value (totalPurchaseValue)' })
  @ApiResponse({
    status: 200,
    schema: { example: { success: true, data: { totalQuantity: '3', totalPurchaseCost: '900000.00', totalPurchaseValue: '855000.00' } } },
  })
  async summary(@BusinessId() businessId: string) {
    return { success: true, data: await assetSummary(this.runtime.pool, businessId) };
  }

  @Get('assets/categories')
  @ApiOperation({ summary: 'The business’s asset categories with their group and useful life (months)' })
  async categories(@BusinessId() businessId: string) {
    return { success: true, data: await listAssetCategories(this.runtime.pool, businessId) };
  }

  @Get('assets/search')
  @ApiOperation({ summary: 'Assets whose name, tag or serial number contains searchQuery' })
  async search(@BusinessId() businessId: string, @Query() query: SearchAssetsQueryDto) {
    return { success: true, data: await searchAssets(this.runtime.pool, businessId, query.searchQuery ?? '') };
  }

  @Get('assets/s/:query/:type')
  @ApiOperation({ summary: 'The same search with the text in the path (type accepted, every asset searched)' })
  async searchByPath(@BusinessId() businessId: string, @Param('query') query: string) {
    return { success: true, data: await searchAssets(this.runtime.pool, businessId, query.slice(0, 200)) };
  }

  @Get('assets/transactions')
  @ApiOperation({ summary: 'Asset buys and sales (spec 001 §3 Asset transaction), newest first; each reference links to its transaction' })
  async transactions(@BusinessId() businessId: string, @Query() query: PagingQueryDto) {
    const page = pageOf(query);
    const { data, total } = await listAssetTransactions(this.runtime.pool, businessId, page);
    return { success: true, ...pagedAnswer(data, total, page) };
  }

  @Get('assets/:id')
  @ApiOperation({ summary: 'One asset with monthly depreciation, accumulated depreciation and net book value' })
  @ApiParam({ name: 'id', description: 'The asset’s id; another business’s is 404' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: ASSET_EXAMPLE } } })
  @ApiResponse({ status: 404, description: 'ASSET_NOT_FOUND' })
  async get(@BusinessId() businessId: string, @Param('id') id: string) {
    return { success: true, data: await requireAssetView(this.runtime.pool, businessId, id) };
  }

  @Get('assets/:id/transactions/logs')
  @ApiOperation({ summary: 'The asset’s log between startDate and endDate: bought, sold, depreciated; each row’s reference links to its transaction' })
  @ApiResponse({ status: 404, description: 'ASSET_NOT_FOUND' })
  async logs(@BusinessId() businessId: string, @Param('id') id: string, @Query() query: AssetLogQueryDto) {
    await requireAssetView(this.runtime.pool, businessId, id);
    return { success: true, data: await assetLog(this.runtime.pool, businessId, id, query) };
  }

  @Get('assetion/sku')
  @ApiOperation({ summary: 'The tag a new asset would get (the SKU of type ASSET)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: 'AST-000002' } } })
  async nextTag(@BusinessId() businessId: string) {
    return { success: true, data: await nextAssetTag(this.runtime.pool, businessId) };
  }
}
