import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../../runtime.token.js';
import type { FastifyReply } from 'fastify';
import { BusinessId } from '../../../common/access/actor.js';
import { profitAndLossFileName } from '../../profit-and-loss-document.js';
import { renderProfitAndLossPdf } from '../../profit-and-loss-pdf.js';
import { PARAM, periodQueries, profitAndLossOf } from '../../http/profit-and-loss-params.js';

@ApiTags('reports')
@Controller('api/v1/reports/profit-and-loss')
export class GetProfitAndLossPdfController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

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
    const report = await profitAndLossOf(this.runtime.pool, businessId, param, query);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${profitAndLossFileName(report)}"`)
      .header('cache-control', 'private, no-store');
    return renderProfitAndLossPdf(report);
  }
}
