import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AdminSessionGuard } from './admin-session.guard.js';
import { AdminSessionsService } from './admin-sessions.service.js';
import { AdminUsersRepository } from './admin-users.repository.js';
import { CreateAdminService } from './create-admin/create-admin.service.js';
import { AdminLoginThrottle } from './login/admin-login-throttle.js';
import { AdminLoginController } from './login/admin-login.controller.js';
import { AdminLogoutController } from './logout/admin-logout.controller.js';
import { AdminMeController } from './me/admin-me.controller.js';

/**
 * The admin area's identity: login, logout, me, and the guard every `adminRoute` passes
 * (global, so no admin route is open by forgetting a decorator). Global so the other admin
 * features and the maintenance routes' token guard reach the sessions.
 */
@Global()
@Module({
  controllers: [AdminLoginController, AdminLogoutController, AdminMeController],
  providers: [
    AdminUsersRepository,
    AdminSessionsService,
    AdminLoginThrottle,
    CreateAdminService,
    AdminSessionGuard,
    { provide: APP_GUARD, useExisting: AdminSessionGuard },
  ],
  exports: [AdminUsersRepository, AdminSessionsService, CreateAdminService, AdminSessionGuard],
})
export class AdminAuthModule {}
