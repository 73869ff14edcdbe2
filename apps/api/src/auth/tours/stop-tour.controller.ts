import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Actor, type RequestActor } from '../../common/access/actor.js';
import { AppError } from '../../common/errors/app-error.js';
import { UsersRepository } from '../../identity/users.repository.js';
import { isTour, TOURS } from './tours.js';

/** Stop a guided tour (spec 000 §5 "stop dashboard tour and stop create-product tour"; the spec shows no path). */
@ApiTags('auth')
@Controller()
export class StopTourController {
  constructor(private readonly users: UsersRepository) {}

  @Post('api/v1/auth/tours/:tour/stop')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stop a guided tour for the signed-in user; stopping it again is fine' })
  @ApiParam({ name: 'tour', enum: TOURS, description: 'The tour' })
  async stop(@Actor() actor: RequestActor, @Param('tour') tour: string) {
    // A tour name is a resource in the path: an unknown one is not found (every path id answers 404, tenancy.int-spec.ts).
    if (!isTour(tour)) throw new AppError(404, 'TOUR_NOT_FOUND', `There is no such tour; tours are ${TOURS.join(', ')}`);
    await this.users.stopTour(actor.userId, tour);
    return { success: true, message: 'Tour stopped', data: { tour, status: 'stopped' as const } };
  }
}
