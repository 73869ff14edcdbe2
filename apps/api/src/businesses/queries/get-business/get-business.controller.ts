import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { GetBusinessQuery } from './get-business.query.js';

@ApiTags('businesses')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/accounts')
export class GetBusinessController {
  constructor(private readonly queries: QueryBus) {}

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
