import { Inject, Injectable } from '@nestjs/common';
import { executeCommand, ReadModelsBehindError, type CommandExecution, type CommandOutcome, type Runtime } from '@ledgerline/platform';
import { ConsistencyService } from '../common/consistency/consistency.service.js';
import { AppError } from '../common/errors/app-error.js';
import { RUNTIME } from '../runtime.token.js';

export type { CommandExecution, CommandOutcome } from '@ledgerline/platform';

/**
 * The API's write path: `executeCommand` of libs/platform (shared with the worker's jobs, so both
 * take the same stream lock), with "the books are catching up" as a 503.
 */
@Injectable()
export class CommandExecutor {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly consistency: ConsistencyService,
  ) {}

  async execute(command: CommandExecution): Promise<CommandOutcome> {
    try {
      return await executeCommand(this.runtime, command, { waitFor: (position) => this.consistency.waitFor(position) });
    } catch (error) {
      if (error instanceof ReadModelsBehindError) {
        throw new AppError(503, 'READ_MODEL_BEHIND', 'The books are still catching up with recent changes. Please try again in a moment.');
      }
      throw error;
    }
  }
}
