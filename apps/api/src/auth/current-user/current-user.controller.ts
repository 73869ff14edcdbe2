import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Actor, type RequestActor } from '../../common/access/actor.js';
import { AppError } from '../../common/errors/app-error.js';
import { UsersRepository } from '../../identity/users.repository.js';
import { UserDataService } from '../user-data/user-data.service.js';

@ApiTags('auth')
@Controller()
export class CurrentUserController {
  constructor(
    private readonly users: UsersRepository,
    private readonly userData: UserDataService,
  ) {}

  @Get('api/v1/auth')
  @ApiOperation({ summary: 'The signed-in user’s data (spec 000 §3); redirect: true when there is no business yet' })
  async me(@Actor() actor: RequestActor) {
    const user = await this.users.findById(actor.userId);
    if (!user) throw new AppError(401, 'AUTHENTICATION_REQUIRED', 'Please sign in to continue');
    return { success: true, redirect: !actor.businessId, data: await this.userData.build(user, actor) };
  }
}
