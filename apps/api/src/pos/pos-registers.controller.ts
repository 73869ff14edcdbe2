import { Body, Controller, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { activeRegister, latestRegister } from '@ledgerline/projections';
import { Actor, BusinessId, type RequestActor } from '../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../common/http/request-metadata.js';
import { RUNTIME } from '../runtime.token.js';
import { CloseRegisterCommand } from './commands/close-register/close-register.command.js';
import { CloseRegisterDto } from './commands/close-register/close-register.dto.js';
import { OpenRegisterCommand } from './commands/open-register/open-register.command.js';
import { OpenRegisterDto } from './commands/open-register/open-register.dto.js';

const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: 'One per submission; a retry with the same key and body answers as the first',
};
const REGISTER =
  '{ id, till, userId, status (open | closed), currency, openingFloat, openedAt, date, closedAt, paymentSummary: [{ glAccount, name, glTotalSale, expected, counted, difference }], cashDifference, salesCount, totalSales }';

/** Cash registers (spec 002 §2 Point of sale, §3 Register, §7 POS). */
@ApiTags('pos')
@Controller('api/v1/pos')
export class PosRegistersController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Post('register')
  @HttpCode(201)
  @ApiOperation({ summary: 'Open a register with an opening float (one open register per till and user)' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 201, description: '{ success, message, data: { id, till, openingFloat, position } }' })
  @ApiResponse({ status: 409, description: 'REGISTER_ALREADY_OPEN' })
  async open(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Body() body: OpenRegisterDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(
      new OpenRegisterCommand(businessId, { till: body.till, openingFloat: body.openingFloat, date: body.date }, actor, idempotency, meta),
    );
    return { success: true, message: 'Register opened successfully', data };
  }

  @Put('register')
  @ApiOperation({
    summary: 'Close the cashier’s open register with the amount counted per payment account',
    description:
      'Expected per account = what the register’s sales collected into it (plus the opening float for Cash). The cash difference posts to cash over and short (6930).',
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, description: '{ success, message, data: { id, transactionId, reference, paymentSummary, cashDifference, position } }' })
  @ApiResponse({ status: 409, description: 'REGISTER_NOT_OPEN (none open), REGISTER_CLOSED (already closed)' })
  async close(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Body() body: CloseRegisterDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(
      new CloseRegisterCommand(businessId, { paymentSummary: body.paymentSummary, registerId: body.registerId, date: body.date }, actor, idempotency, meta),
    );
    return { success: true, message: 'Register closed successfully', data };
  }

  @Get('active-register')
  @ApiOperation({ summary: 'The cashier’s open register with its takings so far, or null' })
  @ApiResponse({ status: 200, description: `{ success, data: ${REGISTER} | null }` })
  async active(@BusinessId() businessId: string, @Actor() actor: RequestActor) {
    return { success: true, data: await activeRegister(this.runtime.pool, businessId, actor.userId) };
  }

  @Get('latest-register')
  @ApiOperation({ summary: 'The cashier’s most recent register, open or closed, or null' })
  @ApiResponse({ status: 200, description: `{ success, data: ${REGISTER} | null }` })
  async latest(@BusinessId() businessId: string, @Actor() actor: RequestActor) {
    return { success: true, data: await latestRegister(this.runtime.pool, businessId, actor.userId) };
  }
}
