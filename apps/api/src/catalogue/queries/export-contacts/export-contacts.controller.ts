import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Runtime } from '@ledgerline/platform';
import { listContacts } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { toCsv } from '../../../common/csv/csv-writer.js';
import { RUNTIME } from '../../../runtime.token.js';
import { businessFileSlug, CONTACT_CSV_COLUMNS } from '../../contacts/contact-csv.js';

const BATCH = 1000;

/** Spec 001 §7: GET /entities/export/csv, saved as {org}-entities-export.csv; paid plans only (§6, §8). */
@ApiTags('catalogue')
@Controller('api/v1/entities')
export class ExportContactsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('export/csv')
  @ApiOperation({
    summary: 'Every contact (archived ones left out) as CSV, in the upload template’s columns first (so the file uploads again), then Id and Added',
    description: 'Cells a spreadsheet could take for a formula (= + - @ …) are written as text. Paid plans only.',
  })
  @ApiProduces('text/csv')
  @ApiResponse({ status: 200, description: 'text/csv, as the attachment {business}-entities-export.csv' })
  @ApiResponse({ status: 403, description: "PLAN_FEATURE_UNAVAILABLE: 'Exporting of data is only available for Paid plans'" })
  async export(@BusinessId() businessId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const rows: unknown[][] = [[...CONTACT_CSV_COLUMNS.map((column) => column.header), 'Id', 'Added']];
    for (let page = 1; ; page++) {
      const { items } = await listContacts(this.runtime.pool, businessId, { page, limit: BATCH });
      for (const c of items) {
        rows.push([
          c.firstName,
          c.lastName,
          c.email,
          c.phone,
          c.company,
          c.website,
          c.address1,
          c.address2,
          c.city,
          c.state,
          c.postCode,
          c.country,
          c.description,
          c.kinds.join('; '),
          c.contactId,
          c.createdAt.slice(0, 10),
        ]);
      }
      if (items.length < BATCH) break;
    }
    const fileName = `${await businessFileSlug(this.runtime.pool, businessId)}-entities-export.csv`;
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`);
    return toCsv(rows, { quoteEveryCell: true });
  }
}
