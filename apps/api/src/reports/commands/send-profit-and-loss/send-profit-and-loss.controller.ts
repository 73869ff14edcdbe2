import { Controller, Get, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { isEmail } from 'class-validator';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { SendProfitAndLossCommand } from './send-profit-and-loss.command.js';
import { profitAndLossPeriods } from '../../report-params.js';
import { readPositionParam } from '../../../common/http/position-param.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { PARAM, periodQueries } from '../../http/profit-and-loss-params.js';

@ApiTags('reports')
@Controller('api/v1/reports/profit-and-loss')
export class SendProfitAndLossController {
  constructor(private readonly commands: CommandBus) {}

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
    const data = await this.commands.execute(new SendProfitAndLossCommand(businessId, email, name, period1, period2, readPositionParam(query.knownAt)));
    return { success: true, message: 'Report sent successfully', data };
  }
}
