import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { AcceptBusinessInviteController } from './accept-invite/accept-invite.controller.js';
import { DownloadInviteTemplateController } from './download-template/download-invite-template.controller.js';
import { UploadInvitesController } from './upload-invites/upload-invites.controller.js';
import { UploadInvitesService } from './upload-invites/upload-invites.service.js';
import { VerifyBusinessInviteController } from './verify-invite/verify-invite.controller.js';

/** Invitations to sign up with a business under a partner (docs/admin.md "Business invites"). */
@Module({
  imports: [AuthModule],
  controllers: [DownloadInviteTemplateController, UploadInvitesController, VerifyBusinessInviteController, AcceptBusinessInviteController],
  providers: [UploadInvitesService],
})
export class AdminInvitesModule {}
