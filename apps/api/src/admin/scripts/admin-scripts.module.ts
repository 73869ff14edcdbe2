import { Module } from '@nestjs/common';
import { RebuildScriptsController } from './rebuild-scripts/rebuild-scripts.controller.js';
import { RunScheduledMailController } from './run-scheduled-mail/run-scheduled-mail.controller.js';
import { SendTestMailController } from './send-test-mail/send-test-mail.controller.js';

/** The provider's scripts (staff only, docs/admin.md "Scripts"): jobs of the worker, run now. */
@Module({
  controllers: [RunScheduledMailController, SendTestMailController, RebuildScriptsController],
})
export class AdminScriptsModule {}
