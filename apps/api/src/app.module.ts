import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { AccountingController } from './accounting/accounting.controller.js';
import { AccountsController } from './accounts/accounts.controller.js';
import { GetBalanceDetailsHandler } from './accounts/queries/get-balance-details/get-balance-details.handler.js';
import { AuthModule } from './auth/auth.module.js';
import { BusinessesModule } from './businesses/businesses.module.js';
import { AccessGuard } from './common/access/access.guard.js';
import { ApiExceptionFilter, WEB_INDEX_HTML } from './common/errors/api-exception.filter.js';
import { CoreModule } from './core.module.js';
import { HealthController } from './health/health.controller.js';
import { PlansModule } from './plans/plans.module.js';
import { ProjectionsController } from './projections/projections.controller.js';
import { ReportsModule } from './reports/reports.module.js';
import { TeamModule } from './team/team.module.js';
import { RecordMoneyInHandler } from './transactions/commands/record-money-in/record-money-in.handler.js';
import { TransactionsController } from './transactions/transactions.controller.js';

@Module({})
export class AppModule {
  static register(runtime: Runtime, web: { indexHtml?: string } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), CoreModule.register(runtime), AuthModule, BusinessesModule, TeamModule, PlansModule, ReportsModule],
      controllers: [HealthController, TransactionsController, AccountsController, AccountingController, ProjectionsController],
      providers: [
        { provide: WEB_INDEX_HTML, useValue: web.indexHtml ?? null },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_GUARD, useClass: AccessGuard },
        RecordMoneyInHandler,
        GetBalanceDetailsHandler,
      ],
    };
  }
}
