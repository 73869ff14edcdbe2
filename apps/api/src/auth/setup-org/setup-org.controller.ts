import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { listUserBusinesses } from '@ledgerline/projections';
import { Inject } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { Actor, type RequestActor } from '../../common/access/actor.js';
import { AppError } from '../../common/errors/app-error.js';
import { SessionsService } from '../../identity/sessions.service.js';
import { UsersRepository } from '../../identity/users.repository.js';
import { RUNTIME } from '../../runtime.token.js';
import { CreateBusinessCommand } from '../../businesses/commands/create-business/create-business.command.js';
import { SetUpOrganisationDto } from './setup-org.dto.js';

@ApiTags('auth')
@Controller()
export class SetupOrgController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly commands: CommandBus,
  ) {}

  @Post('api/v1/auth/setup-org')
  @HttpCode(201)
  @ApiOperation({ summary: 'Organisation setup: the signed-in user’s first business, on the plan chosen at sign-up (Micro otherwise)' })
  async setUpOrganisation(@Actor() actor: RequestActor, @Body() body: SetUpOrganisationDto, @Req() request: FastifyRequest) {
    const user = await this.users.findById(actor.userId);
    if (!user) throw new AppError(401, 'AUTHENTICATION_REQUIRED', 'Please sign in to continue');
    const owned = (await listUserBusinesses(this.runtime.pool, user.userId)).filter((b) => b.role === 'owner');
    if (owned.length > 0) throw new AppError(409, 'ORGANISATION_ALREADY_SET_UP', 'Your organisation is already set up: add another business from Settings');
    const created = await this.commands.execute(
      new CreateBusinessCommand(
        {
          name: body.businessName.trim(),
          currency: body.currency,
          typeOfBusiness: body.typeOfBusiness,
          profile: Object.fromEntries(
            Object.entries({ address: body.address, phone: body.phone }).filter(([, value]) => value !== undefined && value !== ''),
          ) as Record<string, string>,
          owner: { userId: user.userId, email: user.email },
          plan: user.signupPlan,
          period: user.signupPeriod,
        },
        String(request.id),
      ),
    );
    await this.sessions.switchBusiness(actor.sessionHash, created.businessId);
    await this.users.setLastBusiness(user.userId, created.businessId);
    return { success: true, message: 'Your organisation is set up', data: { businessId: created.businessId, position: created.position } };
  }
}
