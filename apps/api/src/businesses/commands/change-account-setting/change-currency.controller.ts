import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { CurrencyDto } from './change-account-setting.dto.js';
import { IDEMPOTENCY_HEADER, CHANGED_EXAMPLE, changeSetting } from '../../http/settings-docs.js';

@ApiTags('settings')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ChangeCurrencyController {
  constructor(private readonly commands: CommandBus) {}

  @Post('accounts/settings/currency')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change the currency: only before the business records its first transaction' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: CHANGED_EXAMPLE } })
  @ApiResponse({ status: 400, description: 'CURRENCY_LOCKED: the business has recorded transactions; UNSUPPORTED_CURRENCY' })
  currency(@BusinessId() businessId: string, @Body() body: CurrencyDto, @Idempotency() idempotency: IdempotencyContext, @RequestMeta() meta: RequestMetadata) {
    return changeSetting(this.commands, businessId, 'currency', body.currency, idempotency, meta);
  }
}
