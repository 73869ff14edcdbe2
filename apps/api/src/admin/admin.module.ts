import { Module } from '@nestjs/common';
import { AdminAuthModule } from './auth/admin-auth.module.js';
import { AdminBusinessesModule } from './businesses/admin-businesses.module.js';

/** The provider admin area (docs/admin.md): one module per feature, each added here. */
@Module({
  imports: [AdminAuthModule, AdminBusinessesModule],
})
export class AdminModule {}
