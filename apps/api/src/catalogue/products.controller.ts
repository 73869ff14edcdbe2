import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COST_PRICE_REQUIRED_MESSAGE, SELLING_PRICE_REQUIRED_MESSAGE } from '@ledgerline/ledger';
import { Actor, BusinessId, type RequestActor } from '../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../common/http/idempotency.js';
import { pageOf } from '../common/http/paging.js';
import { RequestMeta, type RequestMetadata } from '../common/http/request-metadata.js';
import { CreateProductCommand } from './commands/create-product/create-product.command.js';
import { CreateProductDto } from './commands/create-product/create-product.dto.js';
import { kindOfType } from './commands/create-product/create-product.handler.js';
import { readProductSubmission } from './commands/create-product/product-submission.js';
import { GetProductImageQuery } from './queries/get-product-image/get-product-image.query.js';
import { GetProductQuery } from './queries/get-product/get-product.query.js';
import { ListProductsQueryDto, ListServicesQueryDto } from './queries/list-products/list-products.dto.js';
import { kindFilter, ListProductsQuery } from './queries/list-products/list-products.query.js';
import { NextSkuQueryDto } from './queries/next-sku/next-sku.dto.js';
import { NextSkuQuery } from './queries/next-sku/next-sku.query.js';
import { SEARCH_LIMIT, SearchProductsQueryDto } from './queries/search-products/search-products.dto.js';
import { SearchProductsQuery } from './queries/search-products/search-products.query.js';

const PRODUCT_EXAMPLE = {
  _id: '0b6f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b',
  id: '0b6f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b',
  type: 'PRODUCT',
  isService: false,
  name: 'Rice 50kg',
  sku: 'PRD-000001',
  barcode: '61234567',
  description: null,
  measurement: 'Unit',
  currency: 'NGN',
  buyingPrice: '45000.00',
  sellingPrice: '52000.00',
  stockLevel: '5',
  quantity: '10',
  stockValue: '450000.00',
  categoryName: 'Grains',
  brandName: null,
  size: null,
  color: null,
  expiryDate: null,
  expiryReminderDays: null,
  imageUrl: null,
  createdAt: '2026-11-22T09:30:00.000Z',
};

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ProductsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('products')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create a product or service (type PRODUCT or SERVICE), as JSON or the multipart form with an optional image file',
    description:
      'A product with a quantity above 0 gets its opening stock posted in the same append: a StockIntroduced transaction (inflows / stock_introduced) debiting inventory (1200) quantity × buyingPrice against owner’s contribution (3000).',
  })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: CreateProductDto })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per submission; a retry with the same key and body answers as the first' })
  @ApiResponse({
    status: 201,
    schema: {
      example: {
        success: true,
        message: 'Product created successfully',
        data: { ...PRODUCT_EXAMPLE, stockTransaction: { id: '5e0c8d1a-3b2f-4c6d-9e8f-7a6b5c4d3e2f', reference: 'K7QX2M' }, position: '42' },
      },
    },
  })
  @ApiResponse({
    status: 400,
    description: `Naming the field: e.g. sellingPrice '${SELLING_PRICE_REQUIRED_MESSAGE}', buyingPrice '${COST_PRICE_REQUIRED_MESSAGE}' (quantity above 0), measurement not one of the options; NOT_AVAILABLE_YET for variants, raw materials, category/brand ids and copies in other businesses`,
  })
  @ApiResponse({ status: 409, description: 'SKU_ALREADY_EXISTS: the SKU is taken (compared without case)' })
  @ApiResponse({ status: 413, description: 'IMAGE_TOO_LARGE: over 10 MB' })
  async create(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Req() request: FastifyRequest,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const submission = await readProductSubmission(request, idempotency);
    const created = await this.commands.execute(new CreateProductCommand(businessId, actor, submission, idempotency.key, meta));
    const what = kindOfType(submission.form.type) === 'service' ? 'Service' : 'Product';
    return {
      success: true,
      message: `${what} created successfully`,
      data: { ...created.product, stockTransaction: created.stockTransaction, position: created.position },
    };
  }

  @Get('products')
  @ApiOperation({ summary: 'Products and services, newest first, with stock; paged (25 a page by default)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [PRODUCT_EXAMPLE], page: 1, limit: 25, skip: 0, total: 1 } } })
  async list(@BusinessId() businessId: string, @Query() query: ListProductsQueryDto) {
    const answer = await this.queries.execute(new ListProductsQuery(businessId, { kind: kindFilter(query.type), q: query.q, ...pageOf(query) }));
    return { success: true, ...answer };
  }

  @Get('products/sku')
  @ApiOperation({ summary: 'The SKU a new product (type PRODUCT) or service (type SERVICE) would get' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: 'PRD-000002' } } })
  async nextSku(@BusinessId() businessId: string, @Query() query: NextSkuQueryDto) {
    return { success: true, data: await this.queries.execute(new NextSkuQuery(businessId, kindOfType(query.type))) };
  }

  @Get('products/search')
  @ApiOperation({ summary: 'Products and services whose name, SKU or barcode contains q (exact SKU or barcode first)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [PRODUCT_EXAMPLE] } } })
  async search(@BusinessId() businessId: string, @Query() query: SearchProductsQueryDto) {
    const filter = { q: query.q ?? '', kind: kindFilter(query.type), limit: query.limit ?? SEARCH_LIMIT };
    return { success: true, data: await this.queries.execute(new SearchProductsQuery(businessId, filter)) };
  }

  @Get('products/:id')
  @ApiOperation({ summary: 'One product or service, with its stock' })
  @ApiParam({ name: 'id', description: 'The product’s id; another business’s is 404' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: PRODUCT_EXAMPLE } } })
  @ApiResponse({ status: 404, description: 'PRODUCT_NOT_FOUND' })
  async get(@BusinessId() businessId: string, @Param('id') id: string) {
    return { success: true, data: await this.queries.execute(new GetProductQuery(businessId, id)) };
  }

  @Get('products/:id/image')
  @ApiOperation({ summary: 'The product’s image (PNG, JPEG or GIF)' })
  @ApiResponse({ status: 200, description: 'The image bytes' })
  @ApiResponse({ status: 404, description: 'PRODUCT_NOT_FOUND, IMAGE_NOT_FOUND' })
  async image(@BusinessId() businessId: string, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const image = await this.queries.execute(new GetProductImageQuery(businessId, id));
    void reply.header('content-type', image.contentType).header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=86400');
    return image.bytes;
  }

  @Get('services')
  @ApiOperation({ summary: 'Services, newest first; paged (25 a page by default)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [], page: 1, limit: 25, skip: 0, total: 0 } } })
  async listServices(@BusinessId() businessId: string, @Query() query: ListServicesQueryDto) {
    return { success: true, ...(await this.queries.execute(new ListProductsQuery(businessId, { kind: 'service', q: query.q, ...pageOf(query) }))) };
  }

  @Get('services/:id')
  @ApiOperation({ summary: 'One service' })
  @ApiResponse({ status: 404, description: 'SERVICE_NOT_FOUND (also for a product’s id)' })
  async getService(@BusinessId() businessId: string, @Param('id') id: string) {
    return { success: true, data: await this.queries.execute(new GetProductQuery(businessId, id, 'service')) };
  }
}
