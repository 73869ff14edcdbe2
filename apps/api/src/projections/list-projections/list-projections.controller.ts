import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { projectorStates } from '@ledgerline/projections';
import { RUNTIME } from '../../runtime.token.js';
import { AdminTokenGuard } from '../admin-token.guard.js';

@ApiTags('admin: projections')
@ApiHeader({ name: 'X-Admin-Token', required: true })
@UseGuards(AdminTokenGuard)
@Controller('api/v1/admin/projections')
export class ListProjectionsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get()
  @ApiOperation({ summary: 'Every read model: its code version, the version its tables were built by, and its catch-up checkpoint' })
  async list() {
    const states = await projectorStates(this.runtime.pool, this.runtime.projectors);
    // The answer keeps its field order: mode sits between rebuiltAt and checkpoint.
    const mode = this.runtime.config.projectionMode;
    return {
      success: true,
      data: states.map(({ name, version, builtVersion, rebuiltAt, checkpoint, tables }) => ({
        name,
        version,
        builtVersion,
        rebuiltAt,
        mode,
        checkpoint,
        tables,
      })),
    };
  }
}
