import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { BAD_LINES, IDEMPOTENCY_HEADER, NOT_FOUND_REFERENCES, OWNER_OR_ADMIN } from '../../http/journal-docs.js';
import { RecordOpeningBalancesCommand } from './record-opening-balances.command.js';
import { RecordOpeningBalancesDto } from './record-opening-balances.dto.js';

@ApiTags('accounting')
@Controller('api/v1/accounting')
export class RecordOpeningBalancesController {
  constructor(private readonly commands: CommandBus) {}

  @Put('opening-balances')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record the opening balances (owner or admin)',
    description:
      'Posted as one journal dated `date`; what the lines leave unbalanced goes to 3200 Retained earnings. Recording them again replaces the set: ' +
      'the previous lines are reversed on their date and the new set posted, in one append. Inventory’s opening stock is entered on each product, not here.',
  })
  @ApiBody({
    type: RecordOpeningBalancesDto,
    examples: {
      start: {
        summary: 'Cash, a bank account and a loan',
        value: {
          date: '2026-01-01',
          lines: [
            { account: '1000', debit: '50000.00' },
            { account: '7b0c3a52-1d2e-4f60-9a8b-0c1d2e3f4a5b', debit: '250000.00' },
            { account: '2200', credit: '100000.00' },
          ],
        },
      },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, description: '{ success, message, data: { id, reference, replaced, position } }' })
  @ApiResponse(BAD_LINES)
  @ApiResponse(OWNER_OR_ADMIN)
  @ApiResponse(NOT_FOUND_REFERENCES)
  async record(
    @BusinessId() businessId: string,
    @Body() body: RecordOpeningBalancesDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new RecordOpeningBalancesCommand(businessId, body.date, body.lines, idempotency, meta));
    return { success: true, message: data.id ? 'Opening balances recorded' : 'Opening balances cleared', data };
  }
}
