import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { cashFlowFileName, renderCashFlowPdf, type Runtime } from '@ledgerline/platform';
import type { FastifyReply } from 'fastify';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { cashFlowOf } from './cash-flow-params.js';

/** The cash flow statement as an A4 PDF (ours, beside the profit and loss's). */
@ApiTags('reports')
@Controller('api/v1/reports')
export class GetCashFlowPdfController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('cash-flow/pdf')
  @ApiOperation({ summary: 'The cash flow statement as an A4 PDF' })
  @ApiQuery({ name: 'startDate', required: false, example: '2026-11-01', description: 'Default the first of this month' })
  @ApiQuery({ name: 'endDate', required: false, example: '2026-11-30', description: 'Default today' })
  @ApiProduces('application/pdf')
  async pdf(
    @BusinessId() businessId: string,
    @Query('startDate') start: unknown,
    @Query('endDate') end: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const report = await cashFlowOf(this.runtime.pool, businessId, start, end);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${cashFlowFileName(report)}"`)
      .header('cache-control', 'private, no-store');
    return renderCashFlowPdf(report);
  }
}
