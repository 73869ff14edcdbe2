import { Module } from '@nestjs/common';
import { GetPartnerStatsController } from './get-partner-stats/get-partner-stats.controller.js';
import { GetStatsController } from './get-stats/get-stats.controller.js';

/** The admin dashboards' counts (admin-stats.queries.ts). */
@Module({ controllers: [GetStatsController, GetPartnerStatsController] })
export class AdminStatsModule {}
