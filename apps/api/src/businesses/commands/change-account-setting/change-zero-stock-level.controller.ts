import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { AllowZeroStockLevelDto } from './change-account-setting.dto.js';
import { IDEMPOTENCY_HEADER, CHANGED_EXAMPLE, changeSetting } from '../../http/settings-docs.js';

@ApiTags('settings')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ChangeZeroStockLevelController {
  constructor(private readonly commands: CommandBus) {}

  @Post('accounts/settings/inventory-zero-stock-level')
  @HttpCode(200)
  @ApiOperation({ summary: 'Allow or refuse selling below zero stock' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: CHANGED_EXAMPLE } })
  zeroStockLevel(
    @BusinessId() businessId: string,
    @Body() body: AllowZeroStockLevelDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    return changeSetting(this.commands, businessId, 'allowZeroStockLevel', body.allowZeroStockLevel, idempotency, meta);
  }
}
