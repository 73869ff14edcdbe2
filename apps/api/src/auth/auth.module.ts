import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { ProvisionOwnerService } from './provision-owner/provision-owner.service.js';
import { EmailVerificationService } from './email-verification/email-verification.service.js';
import { SignInThrottle } from './sign-in/sign-in-throttle.js';
import { UserDataService } from './user-data/user-data.service.js';

/** Accounts and sessions: sign-up, sign-in, e-mail verification, passwords, third-party sign-in. */
@Module({
  controllers: [AuthController],
  providers: [UserDataService, EmailVerificationService, SignInThrottle, ProvisionOwnerService],
  exports: [UserDataService, EmailVerificationService, ProvisionOwnerService],
})
export class AuthModule {}
