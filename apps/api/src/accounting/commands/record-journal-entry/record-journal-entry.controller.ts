import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { BAD_LINES, IDEMPOTENCY_HEADER, NOT_FOUND_REFERENCES, OWNER_OR_ADMIN } from '../../http/journal-docs.js';
import { RecordJournalEntryCommand } from './record-journal-entry.command.js';
import { RecordJournalEntryDto } from './record-journal-entry.dto.js';

@ApiTags('accounting')
@Controller('api/v1/accounting')
export class RecordJournalEntryController {
  constructor(private readonly commands: CommandBus) {}

  @Post('journal-entries')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Post a manual journal entry (owner or admin)',
    description:
      'Two or more lines, each a debit or a credit on an account of the chart (a bank account by its id); debits must equal credits. ' +
      'Inventory (1200, 1210, 1220) and fixed assets (1500, 1510) are kept by their sub-ledgers and refused; 1100, 1150, 2000 and 2300 need a contact.',
  })
  @ApiBody({
    type: RecordJournalEntryDto,
    examples: {
      accrual: {
        summary: 'Accrue rent owed to the landlord',
        value: {
          date: '2026-11-30',
          memo: 'Accrue November rent',
          lines: [
            { account: '6050', debit: '150000.00', description: 'November rent' },
            { account: '2000', contact: '5d1c2a9e-8f7b-4e6a-b1c3-2a4d6e8f0a1b', credit: '150000.00' },
          ],
        },
      },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 201, description: '{ success, message, data: { id, reference, total, position } }' })
  @ApiResponse(BAD_LINES)
  @ApiResponse(OWNER_OR_ADMIN)
  @ApiResponse(NOT_FOUND_REFERENCES)
  @ApiResponse({ status: 409, description: 'REFERENCE_TAKEN: another journal has this reference' })
  async record(
    @BusinessId() businessId: string,
    @Body() body: RecordJournalEntryDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(
      new RecordJournalEntryCommand(businessId, { date: body.date, memo: body.memo, lines: body.lines }, body.reference, idempotency, meta),
    );
    return { success: true, message: 'Journal entry posted', data };
  }
}
