import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import type { Runtime } from '@ledgerline/platform';
import { stockOfProductNamed } from '@ledgerline/projections';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { ownedDestination } from '../../stock-transfers/transfer-parties.js';

export class DestinationQuantityQueryDto {
  @ApiProperty({ example: 'Rice 50kg' })
  @IsString()
  @IsNotEmpty({ message: 'productName is required' })
  @MaxLength(200)
  productName: string;

  @ApiProperty({ description: 'The destination: another business you own' })
  @IsUUID('all', { message: 'business must be one of your businesses' })
  business: string;
}

@ApiTags('inventory')
@Controller('api/v1/inventory')
export class GetDestinationQuantityController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('get-transfer-stock-destination-quantity')
  @ApiOperation({ summary: 'How many of the product of that name the destination holds (0 when it has none: the transfer creates it there)' })
  async quantity(@BusinessId() _businessId: string, @Actor() actor: RequestActor, @Query() query: DestinationQuantityQueryDto) {
    const destination = await ownedDestination(this.runtime.pool, actor.userId, query.business);
    const held = await stockOfProductNamed(this.runtime.pool, destination.businessId, query.productName);
    return { success: true, data: { quantity: held?.quantity ?? '0', product: held?.productId ?? null, business: destination.businessId } };
  }
}
