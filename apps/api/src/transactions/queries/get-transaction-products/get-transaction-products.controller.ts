import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { GetTransactionProductsQuery } from './get-transaction-products.query.js';
import { canSeeType } from '../visible-types.js';

@ApiTags('transactions')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/transactions')
export class GetTransactionProductsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('products/:reference/:type')
  @ApiOperation({ summary: 'The items (products and services) of a sale or purchase, by its reference' })
  @ApiParam({ name: 'type', enum: ['sales', 'purchases'] })
  @ApiResponse({ status: 400, description: "'Please enter a valid transaction reference number' (fewer than 6 characters)" })
  async products(@BusinessId() businessId: string, @Actor() actor: RequestActor, @Param('reference') reference: string, @Param('type') type: string) {
    const data = await this.queries.execute(new GetTransactionProductsQuery(businessId, reference, type, (listType) => canSeeType(actor, listType)));
    return { success: true, data };
  }
}
