import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { ArchiveContactCommand } from '../../../catalogue/commands/archive-contact/archive-contact.command.js';
import { ArchiveProductCommand } from '../../../catalogue/commands/archive-product/archive-product.command.js';
import { requireArchiver } from '../../http/archive-access.js';
import { ArchiveRecordDto } from './archive-record.dto.js';

/** The settings' archive action: the catalogue's own archive use cases, chosen by type. */
@ApiTags('accounts')
@Controller('api/v1')
export class ArchiveRecordController {
  constructor(private readonly commands: CommandBus) {}

  @Post('archive')
  @HttpCode(200)
  @ApiOperation({ summary: 'Archive a product, service or contact (as GET /inventories/{id}/archive and /entities/{id}/archive do)' })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiResponse({ status: 200, schema: { example: { success: true, message: 'Product archived successfully', position: '57' } } })
  @ApiResponse({ status: 400, description: 'type not product, service or contact; id missing' })
  @ApiResponse({ status: 404, description: 'PRODUCT_NOT_FOUND or CONTACT_NOT_FOUND' })
  @ApiResponse({ status: 409, description: 'Already archived' })
  async archive(
    @Actor() actor: RequestActor,
    @BusinessId() businessId: string,
    @Body() body: ArchiveRecordDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    requireArchiver(actor, body.type);
    if (body.type === 'contact') {
      const { position } = await this.commands.execute(new ArchiveContactCommand(businessId, body.id, idempotency, meta));
      return { success: true, message: 'Contact archived successfully', position };
    }
    const { position } = await this.commands.execute(new ArchiveProductCommand(businessId, body.id, idempotency, meta));
    return { success: true, message: body.type === 'service' ? 'Service archived successfully' : 'Product archived successfully', position };
  }
}
