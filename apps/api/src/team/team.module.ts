import { Module } from '@nestjs/common';

/** Team members, invites and custom roles. */
@Module({
  controllers: [],
  providers: [],
})
export class TeamModule {}
