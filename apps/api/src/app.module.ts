import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { AccountsController } from './accounts/accounts.controller.js';
import { GetBalanceDetailsHandler } from './accounts/queries/get-balance-details/get-balance-details.handler.js';
import { BusinessContextService } from './businesses/business-context.service.js';
import { CreateBusinessHandler } from './businesses/commands/create-business/create-business.handler.js';
import { ConsistencyService } from './common/consistency/consistency.service.js';
import { ConsistentReadInterceptor } from './common/consistency/consistent-read.interceptor.js';
import { ApiExceptionFilter, WEB_INDEX_HTML } from './common/errors/api-exception.filter.js';
import { CommandExecutor } from './event-sourcing/command-executor.js';
import { HealthController } from './health/health.controller.js';
import { JobsService } from './jobs/jobs.service.js';
import { ProjectionsController } from './projections/projections.controller.js';
import { RUNTIME } from './runtime.token.js';
import { RecordMoneyInHandler } from './transactions/commands/record-money-in/record-money-in.handler.js';
import { TransactionsController } from './transactions/transactions.controller.js';

@Module({})
export class AppModule {
  static register(runtime: Runtime, web: { indexHtml?: string } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot()],
      controllers: [HealthController, TransactionsController, AccountsController, ProjectionsController],
      providers: [
        { provide: RUNTIME, useValue: runtime },
        { provide: WEB_INDEX_HTML, useValue: web.indexHtml ?? null },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: ConsistentReadInterceptor },
        ConsistencyService,
        CommandExecutor,
        JobsService,
        BusinessContextService,
        CreateBusinessHandler,
        RecordMoneyInHandler,
        GetBalanceDetailsHandler,
      ],
    };
  }
}
