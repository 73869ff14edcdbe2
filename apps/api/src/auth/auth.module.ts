import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { ChangePasswordService } from './change-password/change-password.service.js';
import { EmailVerificationController } from './email-verification/email-verification.controller.js';
import { EmailVerificationService } from './email-verification/email-verification.service.js';
import { GoogleKeysService } from './google-sign-in/google-keys.service.js';
import { GoogleSignInController } from './google-sign-in/google-sign-in.controller.js';
import { GoogleSignInService } from './google-sign-in/google-sign-in.service.js';
import { OneTimeTokensService } from './one-time-tokens/one-time-tokens.service.js';
import { PasswordsController } from './passwords.controller.js';
import { ProvisionOwnerService } from './provision-owner/provision-owner.service.js';
import { PasswordResetService } from './reset-password/password-reset.service.js';
import { SignInSessionService } from './session/sign-in-session.service.js';
import { SignInThrottle } from './sign-in/sign-in-throttle.js';
import { UserDataService } from './user-data/user-data.service.js';

/** Accounts and sessions: sign-up, sign-in, e-mail verification, passwords, third-party sign-in. */
@Module({
  controllers: [AuthController, EmailVerificationController, PasswordsController, GoogleSignInController],
  providers: [
    UserDataService,
    EmailVerificationService,
    SignInThrottle,
    ProvisionOwnerService,
    SignInSessionService,
    OneTimeTokensService,
    PasswordResetService,
    ChangePasswordService,
    GoogleKeysService,
    GoogleSignInService,
  ],
  exports: [UserDataService, EmailVerificationService, ProvisionOwnerService, SignInSessionService],
})
export class AuthModule {}
