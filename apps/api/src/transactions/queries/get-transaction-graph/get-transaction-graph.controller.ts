import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { GetTransactionGraphQuery } from './get-transaction-graph.query.js';
import { GRAPH_TYPES, MAX_GRAPH_DAYS, readGraphRequest, TransactionGraphDto } from './get-transaction-graph.dto.js';

@ApiTags('transactions')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class GetTransactionGraphController {
  constructor(private readonly queries: QueryBus) {}

  @Post('transaction/graphdata')
  @HttpCode(200)
  @ApiOperation({
    summary: `The transactions graph: sales, purchases, expenses, money in and money out day by day (every day present, "0.00" when nothing was recorded); default the last 30 days, at most ${MAX_GRAPH_DAYS}`,
    description:
      'The body may be empty. `type` narrows the answer to that series (or those, comma-separated); without it every series is there. ' +
      'The figures are the dashboard’s (POST /dashboard/todayoverview), from the same query: posted documents by effective date, voided ones never count; ' +
      'expenses count prepayments as they are used, not the prepayment itself; money in leaves out opening stock (it moves no money), so these can differ from GET /transactions/summary. ' +
      'Amounts are decimal strings at the currency’s scale.',
  })
  @ApiBody({
    type: TransactionGraphDto,
    required: false,
    examples: {
      default: { summary: 'The last 30 days, every series', value: {} },
      sales: { summary: 'Sales in November', value: { startDate: '2026-11-01', endDate: '2026-11-30', type: 'sales' } },
    },
  })
  @ApiResponse({
    status: 200,
    description: 'One row per day, oldest first',
    schema: {
      example: {
        success: true,
        data: [
          { date: '2026-11-29', sales: '0.00', purchases: '0.00', expenses: '0.00', moneyIn: '0.00', moneyOut: '0.00' },
          { date: '2026-11-30', sales: '104000.50', purchases: '90000.00', expenses: '2500.00', moneyIn: '5000.00', moneyOut: '1200.00' },
        ],
      },
    },
  })
  @ApiResponse({
    status: 400,
    description: `VALIDATION_FAILED naming the field: a date that is not a real YYYY-MM-DD between 1900 and 2199, startDate after endDate, more than ${MAX_GRAPH_DAYS} days, a type other than ${GRAPH_TYPES.join(', ')}, an unknown field`,
  })
  async graph(@BusinessId() businessId: string, @Body() body: TransactionGraphDto) {
    const { from, to, kinds } = readGraphRequest(body, businessToday());
    return { success: true, data: await this.queries.execute(new GetTransactionGraphQuery(businessId, { from, to }, kinds)) };
  }
}
