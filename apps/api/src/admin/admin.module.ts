import { Module } from '@nestjs/common';
import { AdminAuthModule } from './auth/admin-auth.module.js';

/** The provider admin area (docs/admin.md): one module per feature, each added here. */
@Module({
  imports: [AdminAuthModule],
})
export class AdminModule {}
