import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_TYPE_REQUIRED_MESSAGE, COST_PRICE_REQUIRED_MESSAGE, SELLING_PRICE_REQUIRED_MESSAGE } from '@ledgerline/ledger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { CreateProductCommand } from './create-product.command.js';
import { CreateProductDto } from '../../products/product.dto.js';
import { kindOfType } from '../../views/product-view.js';
import { readProductSubmission } from './product-submission.js';
import { PRODUCT_EXAMPLE } from '../../http/product-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class CreateProductController {
  constructor(private readonly commands: CommandBus) {}

  @Post('inventories')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create a product or service (type PRODUCT or SERVICE), as JSON or the multipart form with an optional image file',
    description:
      'A product with a quantity above 0 gets its opening stock posted in the same append: a StockIntroduced transaction (inflows / stock_introduced) debiting inventory (1200) quantity × buyingPrice against owner’s contribution (3000). ' +
      'A negative quantity q is recorded as a purchase (spec 001 §5): a cash purchase of |q| at buyingPrice paid from accountType (Cash or a bank account id), in the same append; |q| comes into stock, inventory (1200) is debited and the account credited |q| × buyingPrice. It needs permission 25 or 22 (record a purchase) as well.',
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
        data: {
          ...PRODUCT_EXAMPLE,
          stockTransaction: { id: '5e0c8d1a-3b2f-4c6d-9e8f-7a6b5c4d3e2f', reference: 'K7QX2M' },
          purchaseTransaction: null,
          position: '42',
        },
      },
    },
  })
  @ApiResponse({
    status: 400,
    description: `Naming the field: e.g. sellingPrice '${SELLING_PRICE_REQUIRED_MESSAGE}', buyingPrice '${COST_PRICE_REQUIRED_MESSAGE}' (quantity not 0), accountType '${ACCOUNT_TYPE_REQUIRED_MESSAGE}' (quantity below 0) or UNKNOWN_ACCOUNT, measurement not one of the options; variants[i].field and rawMaterials[i].field for their lines; NOT_AVAILABLE_YET for category/brand ids and copies in other businesses`,
  })
  @ApiResponse({ status: 404, description: 'BANK_ACCOUNT_NOT_FOUND: accountType is an id of no bank account of this business' })
  @ApiResponse({ status: 409, description: 'SKU_ALREADY_EXISTS: the SKU (or a variant’s) is taken (compared without case)' })
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
      data: {
        ...created.product,
        variants: created.variants,
        stockTransaction: created.stockTransaction,
        purchaseTransaction: created.purchaseTransaction,
        position: created.position,
      },
    };
  }
}
