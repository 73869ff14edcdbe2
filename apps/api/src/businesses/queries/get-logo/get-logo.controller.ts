import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { LOGO_SHA256, type Runtime } from '@ledgerline/platform';
import { loadProductImage } from '../../../catalogue/images/product-images.js';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { replyWithLogo } from '../../logo/logo-reply.js';
import { RUNTIME } from '../../../runtime.token.js';

@ApiTags('settings')
@Controller('api/v1')
export class GetLogoController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('accounts/settings/logo/:hash')
  @ApiOperation({ summary: 'An uploaded logo of the current business, as its companyImage names it (the bytes never change for a name)' })
  @ApiParam({ name: 'hash', description: 'The picture’s sha256 (hex)' })
  @ApiResponse({ status: 200, description: 'The image bytes' })
  @ApiResponse({ status: 404, description: 'IMAGE_NOT_FOUND (also another business’s)' })
  async logo(@BusinessId() businessId: string, @Param('hash') sha256: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const image = LOGO_SHA256.test(sha256) ? await loadProductImage(this.runtime.pool, businessId, sha256) : undefined;
    if (!image) throw new AppError(404, 'IMAGE_NOT_FOUND', 'This business has no such logo');
    return replyWithLogo(reply, image, 'private');
  }
}
