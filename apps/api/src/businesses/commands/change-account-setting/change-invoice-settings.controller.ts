import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { InvoiceCustomisationDto } from './change-account-setting.dto.js';
import { IDEMPOTENCY_HEADER, CHANGED_EXAMPLE, changeSetting } from '../../http/settings-docs.js';

@ApiTags('settings')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ChangeInvoiceSettingsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('accounts/settings/invoice')
  @HttpCode(200)
  @ApiOperation({ summary: 'Customise invoices: the keys given change, null resets one to the default' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: CHANGED_EXAMPLE } })
  invoice(
    @BusinessId() businessId: string,
    @Body() body: InvoiceCustomisationDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    return changeSetting(this.commands, businessId, 'invoice', given, idempotency, meta);
  }
}
