import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Runtime } from '@ledgerline/platform';
import { findQrMenu } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { qrCodePng, qrMenuUrl } from '../../qr-menus/qr-menu-print.js';
import { publicQrMenuView } from '../../qr-menus/qr-menu-view.js';

/** The public side of a QR menu (no sign-in): its id is random, so knowing one tells nothing of another. */
@ApiTags('public')
@Controller('api/v1/qr-menus')
export class PublicQrMenuController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  private async menu(id: string) {
    const menu = await findQrMenu(this.runtime.pool, id);
    if (!menu) throw new AppError(404, 'QR_MENU_NOT_FOUND', 'QR menu not found');
    return menu;
  }

  @Get(':id')
  @ApiOperation({ summary: 'A QR menu as its public page shows it (no sign-in)' })
  async get(@Param('id') id: string) {
    return { success: true, data: publicQrMenuView(await this.menu(id)) };
  }

  @Get(':id/qr.png')
  @ApiOperation({ summary: 'The QR code of a menu’s public page, as a PNG (no sign-in)' })
  @ApiProduces('image/png')
  async qr(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const menu = await this.menu(id);
    void reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400');
    return qrCodePng(qrMenuUrl(this.runtime.config.appUrl, menu.menuId));
  }
}
