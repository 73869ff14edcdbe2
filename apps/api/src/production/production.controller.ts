import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { listProductionRecords, listProducts, nextRawMaterialSku, productionSummary, searchRawMaterials, wipBalance } from '@ledgerline/projections';
import { productView } from '../catalogue/views/product-view.js';
import { BusinessId } from '../common/access/actor.js';
import { AppError, type FieldError } from '../common/errors/app-error.js';
import { Idempotency, type IdempotencyContext } from '../common/http/idempotency.js';
import { pagedAnswer, PagingQueryDto, readPaging } from '../common/http/paging.js';
import { RequestMeta, type RequestMetadata } from '../common/http/request-metadata.js';
import { RUNTIME } from '../runtime.token.js';
import { CreateRawMaterialCommand } from './commands/create-raw-material/create-raw-material.command.js';
import { CreateRawMaterialDto } from './commands/create-raw-material/create-raw-material.dto.js';
import { MoveToWipCommand } from './commands/move-to-wip/move-to-wip.command.js';
import { MoveToWipDto } from './commands/move-to-wip/move-to-wip.dto.js';
import { ProduceCommand } from './commands/produce/produce.command.js';
import { ProduceDto } from './commands/produce/produce.dto.js';

const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: 'One per submission; a retry with the same key and body answers as the first',
};

/** `type` of the lists: wip, batch (also produce / PRODUCTION) or all. */
function recordType(type: unknown): 'wip' | 'batch' | undefined {
  if (type === undefined || type === '' || (typeof type === 'string' && type.toUpperCase() === 'ALL')) return undefined;
  if (typeof type === 'string' && ['wip', 'work-in-progress'].includes(type.toLowerCase())) return 'wip';
  if (typeof type === 'string' && ['batch', 'produce', 'production'].includes(type.toLowerCase())) return 'batch';
  throw AppError.validation([{ field: 'type', message: 'type must be ALL, wip or batch' }]);
}

/** `page` and `limit` as every list reads them (25 a page unless asked, at most 100); a bad one is 400 naming it. */
function readPage(query: Record<string, unknown>): { page: number; limit: number } {
  const errors: FieldError[] = [];
  const page = readPaging(PagingQueryDto, query, errors);
  if (errors.length > 0) throw AppError.validation(errors);
  return page;
}

/** Production (spec 002 §2 Production, §7 Production): raw materials, work in progress, batches. */
@ApiTags('production')
@Controller('api/v1/production')
export class ProductionController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Post('raw-material')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a raw material; an opening quantity goes into raw materials inventory (1210) at quantity × price' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 201, description: '{ success, message, data: { id, sku, position } }' })
  async createRawMaterial(
    @BusinessId() businessId: string,
    @Body() body: CreateRawMaterialDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(
      new CreateRawMaterialCommand(
        businessId,
        {
          name: body.name,
          sku: body.sku,
          measurement: body.measurement,
          quantity: body.quantity,
          price: body.price ?? body.buyingPrice,
          description: body.description,
          date: body.date,
        },
        idempotency,
        meta,
      ),
    );
    return { success: true, message: 'Raw material created successfully', data };
  }

  @Post('create-wip')
  @HttpCode(201)
  @ApiOperation({ summary: 'Move raw materials to work in progress (1220) at their moving average; needs the WIP setting on' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 409, description: 'STOCK_INSUFFICIENT naming the raw material' })
  async createWip(
    @BusinessId() businessId: string,
    @Body() body: MoveToWipDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(
      new MoveToWipCommand(businessId, { date: body.date, items: body.items, description: body.description }, idempotency, meta),
    );
    return { success: true, message: 'Raw materials moved to work in progress', data };
  }

  @Post('produce')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Produce a batch',
    description:
      'Inputs leave 1210 at their moving average, WIP leaves 1220, additional costs are paid from the account; the outputs enter 1200 at that total, ' +
      'spread by quantity × price (by quantity when no price), the last output taking the rounding remainder.',
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 201, description: '{ success, message, data: { id, reference, position, total, outputs: [{ id, name, quantity, price, value }] } }' })
  @ApiResponse({ status: 409, description: "STOCK_INSUFFICIENT: 'Only 3 of Flour in stock' (the raw material named, field inputs[i].quantity)" })
  async produce(
    @BusinessId() businessId: string,
    @Body() body: ProduceDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(
      new ProduceCommand(
        businessId,
        {
          date: body.date,
          inputs: body.inputs,
          wip: body.wip,
          additionalCosts: body.additionalCosts,
          account: body.account,
          outputs: body.outputs,
          description: body.description,
        },
        idempotency,
        meta,
      ),
    );
    return { success: true, message: 'Production batch created successfully', data };
  }

  @Get()
  @ApiOperation({ summary: 'Production records, newest first' })
  @ApiQuery({ name: 'type', required: false, description: 'ALL (default), wip or batch' })
  async list(@BusinessId() businessId: string, @Query() query: Record<string, unknown>) {
    const { page, limit } = readPage(query);
    const result = await listProductionRecords(this.runtime.pool, businessId, { type: recordType(query.type), page, limit });
    return { success: true, ...pagedAnswer(result.rows, result.total, { page, limit }) };
  }

  @Get('summary')
  @ApiOperation({ summary: 'Production totals: records, input, additional cost and output values, raw materials in stock, work in progress' })
  @ApiQuery({ name: 'type', required: false, description: 'ALL (default), wip or batch' })
  async summary(@BusinessId() businessId: string, @Query('type') type?: string) {
    return { success: true, data: await productionSummary(this.runtime.pool, businessId, recordType(type)) };
  }

  @Get('search')
  @ApiOperation({ summary: 'Raw materials (type RAW_MATERIAL), products (PRODUCT) or both (ALL, default) whose name or SKU contains query' })
  @ApiQuery({ name: 'query', required: false })
  @ApiQuery({ name: 'type', required: false })
  async search(@BusinessId() businessId: string, @Query() query: Record<string, unknown>) {
    const text = typeof query.query === 'string' ? query.query : typeof query.q === 'string' ? query.q : undefined;
    const type = typeof query.type === 'string' ? query.type.toUpperCase() : 'ALL';
    if (!['ALL', 'RAW_MATERIAL', 'PRODUCT'].includes(type))
      throw AppError.validation([{ field: 'type', message: 'type must be ALL, RAW_MATERIAL or PRODUCT' }]);
    const materials = type === 'PRODUCT' ? [] : await searchRawMaterials(this.runtime.pool, businessId, text);
    const products =
      type === 'RAW_MATERIAL'
        ? []
        : (await listProducts(this.runtime.pool, businessId, { kind: 'product', q: text, page: 1, limit: 50 })).items.map(productView);
    return { success: true, data: [...materials, ...products] };
  }

  @Get('sku')
  @ApiOperation({ summary: 'The next free raw material SKU' })
  @ApiQuery({ name: 'type', required: false })
  async sku(@BusinessId() businessId: string) {
    return { success: true, data: { sku: await nextRawMaterialSku(this.runtime.pool, businessId) } };
  }

  @Get('wip-raw-materials')
  @ApiOperation({ summary: 'Work in progress: its balance and the raw materials moved into it' })
  async wip(@BusinessId() businessId: string, @Query() query: Record<string, unknown>) {
    const { page, limit } = readPage(query);
    const moves = await listProductionRecords(this.runtime.pool, businessId, { type: 'wip', page, limit });
    return {
      success: true,
      data: { balance: (await wipBalance(this.runtime.pool, businessId)).toFixed(2), moves: moves.rows, total: moves.total, page, limit },
    };
  }
}
