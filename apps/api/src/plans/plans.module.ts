import { Module } from '@nestjs/common';
import { StartTrialHandler } from './commands/start-trial/start-trial.handler.js';
import { PlansController } from './plans.controller.js';
import { GetPlanHandler } from './queries/get-plan/get-plan.handler.js';

/** The business's plan: reads, trials; expiry runs in the worker. */
@Module({
  controllers: [PlansController],
  providers: [GetPlanHandler, StartTrialHandler],
})
export class PlansModule {}
