import { Module } from '@nestjs/common';

/** The business's plan: reads, trials; expiry runs in the worker. */
@Module({
  controllers: [],
  providers: [],
})
export class PlansModule {}
