import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { UpdatePricesCommand } from './update-prices.command.js';
import { UpdatePricesDto } from './update-prices.dto.js';

@ApiTags('catalogue')
@Controller('api/v1/inventories')
export class UpdatePricesController {
  constructor(private readonly commands: CommandBus) {}

  @Post('price-update')
  @HttpCode(200)
  @ApiOperation({ summary: 'Price adjustment (owner or admin): new selling and buying prices, product by product; all or none' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per submission; a retry with the same key and body answers as the first' })
  @ApiBody({ type: UpdatePricesDto, examples: { prices: { value: { products: [{ _id: '7f1c…', sellingPrice: '52500.00', buyingPrice: '43000.00' }] } } } })
  @ApiResponse({ status: 200, schema: { example: { success: true, message: 'Prices updated successfully', data: { updated: 1 }, position: '64' } } })
  @ApiResponse({ status: 400, description: 'Naming the field: a price that is not an amount of 0 or more, a blank selling price (Selling price is required)' })
  @ApiResponse({ status: 404, description: 'PRODUCT_NOT_FOUND: an id of no product of the business' })
  async update(
    @BusinessId() businessId: string,
    @Body() body: UpdatePricesDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const changes = body.products.map((product) => ({ productId: product._id, sellingPrice: product.sellingPrice, buyingPrice: product.buyingPrice }));
    const { updated, position } = await this.commands.execute(new UpdatePricesCommand(businessId, changes, idempotency, meta));
    return { success: true, message: 'Prices updated successfully', data: { updated }, position };
  }
}
