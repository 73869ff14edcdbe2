import { Controller, Patch, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { IDEMPOTENCY_HEADER, VALIDATION_400 } from '../../http/settings-docs.js';
import { UploadLogoCommand } from './upload-logo.command.js';
import { readLogo } from './upload-logo.reader.js';

@ApiTags('settings')
@Controller('api/v1')
export class UploadLogoController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('accounts/settings/update-logo')
  @ApiOperation({
    summary:
      'Upload the business logo (multipart file `logo`): PNG, JPEG or GIF by its content, up to 10 MB. companyImage becomes the path that serves it (shown in the top bar and on the business profile)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['logo'], properties: { logo: { type: 'string', format: 'binary' } } } })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        success: true,
        message: 'Logo updated successfully',
        data: { changed: true, position: '42', companyImage: '/api/v1/accounts/settings/logo/3f…' },
      },
    },
  })
  @ApiResponse({ ...VALIDATION_400, description: 'INVALID_IMAGE (not PNG, JPEG or GIF), IMAGE_TOO_LARGE (over 10 MB), VALIDATION_FAILED (no file)' })
  async uploadLogo(
    @BusinessId() businessId: string,
    @Req() request: FastifyRequest,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const { logo, fingerprint } = await readLogo(request);
    const data = await this.commands.execute(new UploadLogoCommand(businessId, logo, { key: idempotency.key, fingerprint }, meta));
    return { success: true, message: 'Logo updated successfully', data };
  }
}
