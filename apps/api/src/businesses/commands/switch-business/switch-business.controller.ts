import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, type RequestActor } from '../../../common/access/actor.js';
import { SwitchBusinessCommand } from './switch-business.command.js';

@ApiTags('businesses')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/accounts')
export class SwitchBusinessController {
  constructor(private readonly commands: CommandBus) {}

  @Post('businesses/:id/switch')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make a business you are a member of the session’s current business (and your next sign-in’s)' })
  @ApiParam({ name: 'id', description: 'The business (org) id' })
  @ApiResponse({
    status: 200,
    schema: { example: { success: true, message: 'Business switched successfully', data: { businessId: '8b0e4f52-1c3d-8a7e-9f10-2b3c4d5e6f70' } } },
  })
  @ApiResponse({ status: 404, description: 'Not a business you are a member of (whether or not it exists)' })
  async switchBusiness(@Actor() actor: RequestActor, @Param('id') id: string) {
    const data = await this.commands.execute(new SwitchBusinessCommand(actor, id));
    return { success: true, message: 'Business switched successfully', data };
  }
}
