import { Module } from '@nestjs/common';
import { SignUpController } from './sign-up/sign-up.controller.js';
import { SignInController } from './sign-in/sign-in.controller.js';
import { SignOutController } from './sign-out/sign-out.controller.js';
import { CurrentUserController } from './current-user/current-user.controller.js';
import { SetupOrgController } from './setup-org/setup-org.controller.js';
import { ChangePasswordService } from './change-password/change-password.service.js';
import { VerifyEmailController } from './email-verification/verify-email.controller.js';
import { VerifyEmailLinkController } from './email-verification/verify-email-link.controller.js';
import { ResendOtpController } from './email-verification/resend-otp.controller.js';
import { ResendVerificationLinkController } from './email-verification/resend-verification-link.controller.js';
import { EmailVerificationService } from './email-verification/email-verification.service.js';
import { googleSignInProvider } from './google-sign-in/google-sign-in.provider.js';
import { GoogleSignInController } from './google-sign-in/google-sign-in.controller.js';
import { GoogleSignInService } from './google-sign-in/google-sign-in.service.js';
import { OneTimeTokensService } from './one-time-tokens/one-time-tokens.service.js';
import { RecoverPasswordController } from './recover-password/recover-password.controller.js';
import { ResetPasswordInfoController } from './reset-password/reset-password-info.controller.js';
import { ResetPasswordController } from './reset-password/reset-password.controller.js';
import { ChangePasswordController } from './change-password/change-password.controller.js';
import { ProvisionOwnerService } from './provision-owner/provision-owner.service.js';
import { PasswordResetService } from './reset-password/password-reset.service.js';
import { SignInSessionService } from './session/sign-in-session.service.js';
import { SignInThrottle } from './sign-in/sign-in-throttle.js';
import { UserDataService } from './user-data/user-data.service.js';
import { StopTourController } from './tours/stop-tour.controller.js';

/** Accounts and sessions: sign-up, sign-in, e-mail verification, passwords, third-party sign-in. */
@Module({
  controllers: [
    SignUpController,
    SignInController,
    SignOutController,
    CurrentUserController,
    SetupOrgController,
    VerifyEmailController,
    VerifyEmailLinkController,
    ResendOtpController,
    ResendVerificationLinkController,
    RecoverPasswordController,
    ResetPasswordInfoController,
    ResetPasswordController,
    ChangePasswordController,
    GoogleSignInController,
    StopTourController,
  ],
  providers: [
    UserDataService,
    EmailVerificationService,
    SignInThrottle,
    ProvisionOwnerService,
    SignInSessionService,
    OneTimeTokensService,
    PasswordResetService,
    ChangePasswordService,
    googleSignInProvider,
    GoogleSignInService,
  ],
  exports: [UserDataService, EmailVerificationService, ProvisionOwnerService, SignInSessionService],
})
export class AuthModule {}
