import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BUSINESS_LIMIT_MESSAGE, MULTI_BUSINESS_PAID_ONLY_MESSAGE } from '@ledgerline/ledger';
import { Actor, BusinessId, type RequestActor } from '../common/access/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { Idempotency, type IdempotencyContext } from '../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../common/http/request-metadata.js';
import { AddBusinessCommand } from './commands/add-business/add-business.command.js';
import { AddBusinessDto } from './commands/add-business/add-business.dto.js';
import { SUB_BUSINESS_CANNOT_ADD_MESSAGE } from './commands/add-business/add-business.handler.js';
import { SwitchBusinessCommand } from './commands/switch-business/switch-business.command.js';
import { GetBusinessQuery } from './queries/get-business/get-business.query.js';
import { ListBusinessesQueryDto } from './queries/list-businesses/list-businesses.dto.js';
import { ListBusinessesQuery } from './queries/list-businesses/list-businesses.query.js';

const LIST_EXAMPLE = {
  success: true,
  data: [
    {
      _id: '3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c',
      name: 'Ada Stores',
      org: '3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c',
      orgEmail: 'hello@adastores.ng',
      role: 'owner',
      isSubBusiness: false,
      parentBusinessId: null,
      current: true,
    },
  ],
};

@ApiTags('businesses')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/accounts')
export class BusinessesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('businesses')
  @ApiOperation({
    summary: 'The businesses you are a member of; with all=true also the sub-businesses of those you own (role null where you are not a member)',
  })
  @ApiResponse({ status: 200, schema: { example: LIST_EXAMPLE } })
  async list(@Actor() actor: RequestActor, @Query() query: ListBusinessesQueryDto) {
    const all = query.all === 'true' || query.all === '1';
    return { success: true, data: await this.queries.execute(new ListBusinessesQuery(actor.userId, actor.businessId, all)) };
  }

  @Get('businesses/all')
  @ApiOperation({ summary: 'GET /accounts/businesses?all=true' })
  @ApiResponse({ status: 200, schema: { example: LIST_EXAMPLE } })
  async listAll(@Actor() actor: RequestActor) {
    return { success: true, data: await this.queries.execute(new ListBusinessesQuery(actor.userId, actor.businessId, true)) };
  }

  @Post('businesses')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a business (owner or admin, not from a sub-business): a sub-business on the current business’s paid plan, owned by you' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'One per submission; a retry with the same key and body answers as the first (and adds no second business)',
  })
  @ApiResponse({
    status: 201,
    schema: {
      example: { success: true, message: 'Business added successfully', data: { businessId: '8b0e4f52-1c3d-8a7e-9f10-2b3c4d5e6f70', position: '42' } },
    },
  })
  @ApiResponse({
    status: 403,
    description: `MULTI_BUSINESS_NOT_ALLOWED '${MULTI_BUSINESS_PAID_ONLY_MESSAGE}' (Micro plan); BUSINESS_LIMIT_REACHED '${BUSINESS_LIMIT_MESSAGE}' (the plan’s allowance counts the business and its sub-businesses); SUB_BUSINESS_CANNOT_ADD_BUSINESS '${SUB_BUSINESS_CANNOT_ADD_MESSAGE}'`,
  })
  async add(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Body() body: AddBusinessDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new AddBusinessCommand(businessId, actor, body, idempotency, meta));
    return { success: true, message: 'Business added successfully', data };
  }

  @Post('businesses/:id/switch')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make a business you are a member of the session’s current business (and your next sign-in’s)' })
  @ApiParam({ name: 'id', description: 'The business (org) id' })
  @ApiResponse({
    status: 200,
    schema: { example: { success: true, message: 'Business switched successfully', data: { businessId: '8b0e4f52-1c3d-8a7e-9f10-2b3c4d5e6f70' } } },
  })
  @ApiResponse({ status: 404, description: 'Not a business you are a member of (whether or not it exists)' })
  async switchBusiness(@Actor() actor: RequestActor, @Param('id') id: string) {
    const data = await this.commands.execute(new SwitchBusinessCommand(actor, id));
    return { success: true, message: 'Business switched successfully', data };
  }

  @Get(':id/business')
  @ApiOperation({ summary: 'The current business in full; any other id is 404' })
  @ApiParam({ name: 'id', description: 'The session’s current business id' })
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        success: true,
        data: {
          _id: '3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c',
          businessId: '3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c',
          name: 'Ada Stores',
          businessName: 'Ada Stores',
          currency: 'NGN',
          parentBusinessId: null,
          isSubBusiness: false,
          typeOfBusiness: 'Retail',
          address: '12 Broad Street',
          phone: '+234 803 123 4567',
          email: 'hello@adastores.ng',
          companyImage: null,
          city: 'Lagos',
          state: 'Lagos',
          country: 'Nigeria',
          website: null,
        },
      },
    },
  })
  async business(@BusinessId() businessId: string, @Param('id') id: string) {
    // Only the session's business: another id, even one of the user's, is not served here.
    if (id.toLowerCase() !== businessId.toLowerCase()) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
    return { success: true, data: await this.queries.execute(new GetBusinessQuery(businessId)) };
  }
}
