import { Controller, Get } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { planCatalogueView } from './plan-catalogue.view.js';

@ApiTags('payment')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/payment')
export class ListPlansController {
  @Get('plans')
  @ApiOperation({ summary: 'The seven plans with their monthly and yearly prices in NGN and USD, users, business allowance and features' })
  plans() {
    return { success: true, data: planCatalogueView() };
  }
}
