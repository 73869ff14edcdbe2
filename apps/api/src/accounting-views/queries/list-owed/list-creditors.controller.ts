import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { KNOWN_AT, LIST_ANSWER, listOwed } from '../../http/owed-docs.js';

@ApiTags('debtors and creditors')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/payables-and-receivables')
export class ListCreditorsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('creditors')
  @ApiOperation({ summary: 'Creditors: contacts the business owes on credit purchases and expenses, overdue first, each with its open documents' })
  @ApiQuery({ name: 'q', required: false, description: 'In the contact’s name, company, e-mail, phone, or a document’s reference' })
  @ApiQuery({ name: 'page', required: false, example: '1' })
  @ApiQuery({ name: 'limit', required: false, example: '25' })
  @ApiQuery(KNOWN_AT)
  @ApiResponse({ status: 200, description: LIST_ANSWER })
  async creditors(@BusinessId() businessId: string, @Query() query: Record<string, unknown>) {
    return { success: true, data: await listOwed(this.queries, businessId, 'payables', query) };
  }
}
