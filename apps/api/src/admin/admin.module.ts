import { Module } from '@nestjs/common';
import { AdminAuthModule } from './auth/admin-auth.module.js';
import { AdminBusinessesModule } from './businesses/admin-businesses.module.js';
import { AdminInvitesModule } from './invites/admin-invites.module.js';
import { AdminPartnersModule } from './partners/partners.module.js';
import { AdminScriptsModule } from './scripts/admin-scripts.module.js';
import { AdminStatsModule } from './stats/admin-stats.module.js';

/** The provider admin area (docs/admin.md): one module per feature, each added here. */
@Module({
  imports: [AdminAuthModule, AdminPartnersModule, AdminStatsModule, AdminBusinessesModule, AdminInvitesModule, AdminScriptsModule],
})
export class AdminModule {}
