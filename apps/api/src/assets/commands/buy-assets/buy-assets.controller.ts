import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { BuyAssetsDto } from './buy-assets.dto.js';
import { BuyAssetsCommand, type BuyAssetsForm } from './buy-assets.command.js';

const off = (flag: unknown) => flag === false || flag === 'false';

/** The form's switches: a block switched off is not sent, whatever its value still says. */
function buyForm(body: BuyAssetsDto): BuyAssetsForm {
  if (body.useAdvancePayment === true || body.useAdvancePayment === 'true') {
    throw new AppError(400, 'NOT_AVAILABLE_YET', 'Advance payments are not available yet', [
      { field: 'useAdvancePayment', message: 'useAdvancePayment is not available yet' },
    ]);
  }
  const supplier = body.supplierData as { id?: unknown } | undefined | null;
  return {
    date: body.date,
    assets: body.assets,
    ...(body.reference !== undefined ? { reference: body.reference } : {}),
    number: body.number,
    location: body.location,
    description: body.description,
    subtotal: body.subtotal,
    total: body.total,
    account: body.account ?? 'Cash',
    credit: body.credit,
    initialDeposit: body.initial_deposit,
    dueDate: body.due_date,
    entity: supplier && typeof supplier === 'object' ? supplier.id : undefined,
    ...(off(body.hasDiscount) ? {} : { discount: body.discount, discountType: body.discountType }),
    ...(off(body.hasDelivery) ? {} : { delivery: body.delivery, deliveryType: body.deliveryType }),
    ...(off(body.hasTax) ? {} : { tax: body.tax, taxType: body.taxType }),
  };
}

@ApiTags('assets')
@Controller('api/v1')
export class BuyAssetsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('assets/buy')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Buy assets from a supplier (LEDGER.md §4 AssetBought)',
    description:
      'Debit 1500 with S − D + L (shared over the lines), 1300 with VAT; credit the payment account with what is paid now and the supplier’s payable (2000) with the rest on credit.',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiResponse({
    status: 201,
    schema: {
      example: { success: true, message: 'Assets bought successfully', data: { id: 'uuid', reference: 'K7QX2M', total: '257500.00', position: '42' } },
    },
  })
  @ApiResponse({ status: 400, description: 'The field named: assets[0].price, supplierData.id on credit, due_date, initial_deposit above the total, …' })
  @ApiResponse({ status: 404, description: 'ASSET_NOT_FOUND (assets[i].id), CONTACT_NOT_FOUND' })
  async buy(
    @BusinessId() businessId: string,
    @Body() body: BuyAssetsDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new BuyAssetsCommand(businessId, buyForm(body), idempotency, meta));
    return { success: true, message: 'Assets bought successfully', data };
  }
}
