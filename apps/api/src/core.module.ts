import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { ConsistencyService } from './common/consistency/consistency.service.js';
import { CommandExecutor } from './event-sourcing/command-executor.js';
import { SessionsService } from './identity/sessions.service.js';
import { UsersRepository } from './identity/users.repository.js';
import { JobsService } from './jobs/jobs.service.js';
import { RUNTIME } from './runtime.token.js';

/** What every feature module uses: the runtime, the write path, jobs, users and sessions. */
@Global()
@Module({})
export class CoreModule {
  static register(runtime: Runtime): DynamicModule {
    const providers = [{ provide: RUNTIME, useValue: runtime }, ConsistencyService, CommandExecutor, JobsService, SessionsService, UsersRepository];
    return { module: CoreModule, providers, exports: providers };
  }
}
