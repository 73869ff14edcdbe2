import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Runtime } from '@ledgerline/platform';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { currentPublicLogo } from '../../logo/business-logo.js';
import { replyWithLogo } from '../../logo/logo-reply.js';

/**
 * The business's current logo for the public pages (receipt, invoice, quotation), which carry its
 * address (publicLogo) rather than the picture. Misses are not counted by the receipts' look-up
 * throttle: the name is a sha256, nothing to guess, and a hit tells no more than the public pages
 * that show the logo (docs/business-logo.md).
 */
@ApiTags('settings')
@Controller('api/v1')
export class GetPublicLogoController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('logo/:orgId/:hash')
  @ApiOperation({ summary: 'A business’s current logo (no sign-in), when it is a PNG or JPEG the documents can draw' })
  @ApiParam({ name: 'orgId', description: 'The business id' })
  @ApiParam({ name: 'hash', description: 'The sha256 (hex) its companyImage names now' })
  @ApiProduces('image/png', 'image/jpeg')
  @ApiResponse({ status: 200, description: 'The image bytes' })
  @ApiResponse({ status: 404, description: 'IMAGE_NOT_FOUND: not this business’s logo now (an old one, another picture), or not readable' })
  async logo(@Param('orgId') orgId: string, @Param('hash') sha256: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const image = await currentPublicLogo(this.runtime.pool, orgId, sha256);
    if (!image) throw new AppError(404, 'IMAGE_NOT_FOUND', 'This business has no such logo');
    return replyWithLogo(reply, image, 'public');
  }
}
