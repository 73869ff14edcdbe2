import { Module } from '@nestjs/common';
import { StartTrialHandler } from './commands/start-trial/start-trial.handler.js';
import { GetPlanController } from './queries/get-plan/get-plan.controller.js';
import { ListPlansController } from './queries/list-plans/list-plans.controller.js';
import { StartTrialController } from './commands/start-trial/start-trial.controller.js';
import { GetPlanHandler } from './queries/get-plan/get-plan.handler.js';

/** The business's plan: reads, trials; expiry runs in the worker. */
@Module({
  controllers: [GetPlanController, ListPlansController, StartTrialController],
  providers: [GetPlanHandler, StartTrialHandler],
})
export class PlansModule {}
