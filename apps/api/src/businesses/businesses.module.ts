import { Module } from '@nestjs/common';
import { BusinessSettingsController } from './business-settings.controller.js';
import { BusinessesController } from './businesses.controller.js';
import { AddBusinessHandler } from './commands/add-business/add-business.handler.js';
import { ChangeAccountSettingHandler } from './commands/change-account-setting/change-account-setting.handler.js';
import { CreateBusinessHandler } from './commands/create-business/create-business.handler.js';
import { SetBankAccountsHandler } from './commands/set-bank-accounts/set-bank-accounts.handler.js';
import { SwitchBusinessHandler } from './commands/switch-business/switch-business.handler.js';
import { UpdateBusinessProfileHandler } from './commands/update-business-profile/update-business-profile.handler.js';
import { GetAccountSettingsHandler } from './queries/get-account-settings/get-account-settings.handler.js';
import { GetBusinessHandler } from './queries/get-business/get-business.handler.js';
import { GetOrganizationHandler, GetProfileHandler } from './queries/get-business-profile/get-business-profile.handler.js';
import { GetStartedHandler } from './queries/get-started/get-started.handler.js';
import { ListBankAccountsHandler } from './queries/list-bank-accounts/list-bank-accounts.handler.js';
import { ListBusinessesHandler } from './queries/list-businesses/list-businesses.handler.js';

/** Organisation setup, businesses, profile, bank accounts and account settings. */
@Module({
  controllers: [BusinessesController, BusinessSettingsController],
  providers: [
    CreateBusinessHandler,
    AddBusinessHandler,
    SwitchBusinessHandler,
    UpdateBusinessProfileHandler,
    SetBankAccountsHandler,
    ChangeAccountSettingHandler,
    ListBusinessesHandler,
    GetBusinessHandler,
    GetProfileHandler,
    GetOrganizationHandler,
    ListBankAccountsHandler,
    GetAccountSettingsHandler,
    GetStartedHandler,
  ],
})
export class BusinessesModule {}
