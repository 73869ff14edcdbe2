import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { isEmail } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { NAMED_PERIODS } from '@ledgerline/ledger';
import { Actor, BusinessId, type RequestActor } from '../common/access/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { SendProfitAndLossCommand } from './commands/send-profit-and-loss/send-profit-and-loss.command.js';
import { profitAndLossFileName } from './profit-and-loss-document.js';
import { renderProfitAndLossPdf } from './profit-and-loss-pdf.js';
import { GetProfitAndLossQuery } from './queries/get-profit-and-loss/get-profit-and-loss.query.js';
import { optionalPosition, profitAndLossPeriods } from './report-params.js';
import { businessToday } from '../common/calendar/business-today.js';

const PARAM = {
  name: 'param',
  description: `custom (startDate1 and endDate1 required), or ${NAMED_PERIODS.join(', ')} (the period before it beside it)`,
  example: 'custom',
};
const PERIOD_QUERIES = [
  { name: 'startDate1', required: false, example: '2026-01-01' },
  { name: 'endDate1', required: false, example: '2026-03-31' },
  { name: 'startDate2', required: false, example: '2025-01-01', description: 'The second column (with endDate2)' },
  { name: 'endDate2', required: false, example: '2025-03-31' },
  { name: 'knownAt', required: false, example: '1234', description: 'An event position: the report exactly as it was when the history ended there' },
];
const periodQueries = () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  for (const query of PERIOD_QUERIES) ApiQuery(query)(target, key, descriptor);
};

/** The profit and loss (spec 002 §7 "Reports"; LEDGER.md §8), its PDF and its sending by e-mail. Profit & Loss (19), paid plans. */
@ApiTags('reports')
@Controller('api/v1/reports/profit-and-loss')
export class ProfitAndLossController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  private query(businessId: string, param: string, query: Record<string, unknown>) {
    const { period1, period2 } = profitAndLossPeriods(param, query, businessToday());
    return new GetProfitAndLossQuery(businessId, period1, period2, optionalPosition(query.knownAt));
  }

  @Get(':param')
  @ApiOperation({
    summary:
      'Net revenue, cost of sales (opening and closing inventory, purchases), gross profit, operating expenses by account, other income, ' +
      'operating profit, net finance income and net profit for a period, with a second period beside it; `figures` holds the spec’s names (start = first period, end = second)',
  })
  @ApiParam(PARAM)
  @periodQueries()
  @ApiResponse({ status: 200, description: '{ success, data: { currency, periods, revenue, costOfSales, grossProfit, …, netProfit, figures } }' })
  async get(@BusinessId() businessId: string, @Param('param') param: string, @Query() query: Record<string, unknown>) {
    return { success: true, data: await this.queries.execute(this.query(businessId, param, query)) };
  }

  @Get('pdf/:param')
  @ApiOperation({ summary: 'The profit and loss as an A4 PDF' })
  @ApiParam(PARAM)
  @periodQueries()
  @ApiProduces('application/pdf')
  async pdf(
    @BusinessId() businessId: string,
    @Param('param') param: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const report = await this.queries.execute(this.query(businessId, param, query));
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${profitAndLossFileName(report)}"`)
      .header('cache-control', 'private, no-store');
    return renderProfitAndLossPdf(report);
  }

  @Get('pdf/send/:param')
  @ApiOperation({ summary: 'E-mails the profit and loss PDF to `email` (default: the signed-in user)' })
  @ApiParam(PARAM)
  @periodQueries()
  @ApiQuery({ name: 'email', required: false, example: 'accountant@example.com' })
  @ApiQuery({ name: 'name', required: false, example: 'Ada', description: 'Whom to greet' })
  @ApiResponse({ status: 200, description: '{ success, message, data: { email, fileName } }' })
  @ApiResponse({ status: 503, description: 'MAIL_NOT_SENT' })
  async send(@BusinessId() businessId: string, @Actor() actor: RequestActor, @Param('param') param: string, @Query() query: Record<string, unknown>) {
    const email = typeof query.email === 'string' && query.email.trim() !== '' ? query.email.trim() : actor.email;
    if (!isEmail(email) || email.length > 254) throw AppError.validation([{ field: 'email', message: 'email must be an e-mail address' }]);
    const name = typeof query.name === 'string' ? query.name.slice(0, 200) : undefined;
    const { period1, period2 } = profitAndLossPeriods(param, query, businessToday());
    const data = await this.commands.execute(new SendProfitAndLossCommand(businessId, email, name, period1, period2, optionalPosition(query.knownAt)));
    return { success: true, message: 'Report sent successfully', data };
  }
}
