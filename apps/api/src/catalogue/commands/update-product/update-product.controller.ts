import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SELLING_PRICE_REQUIRED_MESSAGE, type EditableProductField } from '@ledgerline/ledger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { PRODUCT_EXAMPLE } from '../../http/product-docs.js';
import { UpdateProductCommand } from './update-product.command.js';
import { UpdateProductDto } from './update-product.dto.js';

@ApiTags('catalogue')
@Controller('api/v1')
export class UpdateProductController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('inventories/update/:id')
  @ApiOperation({ summary: 'Edit a product or service (name, prices, measurement, stock level, category, brand, expiry…); stock is never changed here' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per submission; a retry with the same key and body answers as the first' })
  @ApiParam({ name: 'id', description: 'The product’s id; another business’s is 404' })
  @ApiResponse({ status: 200, schema: { example: { success: true, message: 'Product updated successfully', data: PRODUCT_EXAMPLE, position: '58' } } })
  @ApiResponse({ status: 400, description: `Naming the field, in the words of creating: sellingPrice '${SELLING_PRICE_REQUIRED_MESSAGE}', …` })
  @ApiResponse({ status: 403, description: 'A changed price needs permission 37, any other change 36' })
  @ApiResponse({ status: 404, description: 'PRODUCT_NOT_FOUND' })
  async update(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Param('id') id: string,
    @Body() body: UpdateProductDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const changes: Partial<Record<EditableProductField, unknown>> = { ...body };
    const { product, position } = await this.commands.execute(new UpdateProductCommand(businessId, actor, id, changes, idempotency, meta));
    return { success: true, message: 'Product updated successfully', data: product, position };
  }
}
