import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { KNOWN_AT, LIST_ANSWER, listOwed } from '../../http/owed-docs.js';

@ApiTags('debtors and creditors')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/payables-and-receivables')
export class ListDebtorsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('debtors')
  @ApiOperation({ summary: 'Debtors: contacts owing on credit sales, overdue first, each with its open documents (paged, ?q searches)' })
  @ApiQuery({ name: 'q', required: false, description: 'In the contact’s name, company, e-mail, phone, or a document’s reference' })
  @ApiQuery({ name: 'page', required: false, example: '1' })
  @ApiQuery({ name: 'limit', required: false, example: '25' })
  @ApiQuery(KNOWN_AT)
  @ApiResponse({ status: 200, description: LIST_ANSWER })
  async debtors(@BusinessId() businessId: string, @Query() query: Record<string, unknown>) {
    return { success: true, data: await listOwed(this.queries, businessId, 'receivables', query) };
  }
}
