import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { GetTransactionQuery } from './get-transaction.query.js';
import { canSeeType } from '../visible-types.js';

@ApiTags('transactions')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/transactions')
export class GetTransactionController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':reference')
  @ApiOperation({ summary: 'One transaction by reference or id, with its journal lines and payments; ?prepaid finds a prepaid expense' })
  @ApiQuery({ name: 'prepaid', required: false, description: 'Only a prepaid expense (with what of it is used and left)' })
  async byReference(@BusinessId() businessId: string, @Actor() actor: RequestActor, @Param('reference') reference: string, @Query('prepaid') prepaid?: string) {
    const wantsPrepaid = prepaid !== undefined && prepaid !== 'false' && prepaid !== '0';
    const data = await this.queries.execute(new GetTransactionQuery(businessId, reference, wantsPrepaid, (type) => canSeeType(actor, type)));
    return { success: true, data };
  }
}
