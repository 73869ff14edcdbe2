import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Runtime } from '@ledgerline/platform';
import { findQrMenu, listQrMenus } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { qrMenuPdf, qrMenuUrl } from '../../qr-menus/qr-menu-print.js';
import { qrMenuView } from '../../qr-menus/qr-menu-view.js';

@ApiTags('inventory')
@Controller('api/v1/inventories/qr-menus')
export class ListQrMenusController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('list')
  @ApiOperation({ summary: 'The business’s QR menus, newest first, with their public addresses' })
  async list(@BusinessId() businessId: string) {
    const menus = await listQrMenus(this.runtime.pool, businessId);
    return { success: true, data: menus.map((menu) => qrMenuView(menu, this.runtime.config.appUrl)) };
  }

  @Get(':id/pdf')
  @ApiOperation({ summary: 'A QR menu’s printable A4 page: the business, the menu’s name and its QR code' })
  @ApiProduces('application/pdf')
  async pdf(@BusinessId() businessId: string, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const menu = await findQrMenu(this.runtime.pool, id, businessId);
    if (!menu) throw new AppError(404, 'QR_MENU_NOT_FOUND', 'QR menu not found');
    const pdf = await qrMenuPdf(menu, qrMenuUrl(this.runtime.config.appUrl, menu.menuId));
    void reply.header('content-type', 'application/pdf').header('content-disposition', 'attachment; filename="qr-menu.pdf"');
    return pdf;
  }
}
