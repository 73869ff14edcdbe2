import { Module } from '@nestjs/common';
import { CreateBusinessHandler } from './commands/create-business/create-business.handler.js';

/** Organisation setup, businesses, profile, bank accounts and account settings. */
@Module({
  controllers: [],
  providers: [CreateBusinessHandler],
})
export class BusinessesModule {}
