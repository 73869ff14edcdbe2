import { Module } from '@nestjs/common';
import { UploadLogoController } from './commands/upload-logo/upload-logo.controller.js';
import { UploadLogoHandler } from './commands/upload-logo/upload-logo.handler.js';
import { GetLogoController } from './queries/get-logo/get-logo.controller.js';
import { GetPublicLogoController } from './queries/get-public-logo/get-public-logo.controller.js';
import { GetBusinessProfileController } from './queries/get-business-profile/get-business-profile.controller.js';
import { UpdateBusinessProfileController } from './commands/update-business-profile/update-business-profile.controller.js';
import { GetOrganizationController } from './queries/get-business-profile/get-organization.controller.js';
import { UpdateOrganizationController } from './commands/update-business-profile/update-organization.controller.js';
import { ListBankAccountsController } from './queries/list-bank-accounts/list-bank-accounts.controller.js';
import { SetBankAccountsController } from './commands/set-bank-accounts/set-bank-accounts.controller.js';
import { GetAccountSettingsController } from './queries/get-account-settings/get-account-settings.controller.js';
import { ChangeStockLevelController } from './commands/change-account-setting/change-stock-level.controller.js';
import { ChangeTaxController } from './commands/change-account-setting/change-tax.controller.js';
import { ChangeWipStatusController } from './commands/change-account-setting/change-wip-status.controller.js';
import { ChangeZeroStockLevelController } from './commands/change-account-setting/change-zero-stock-level.controller.js';
import { ChangeFootnoteController } from './commands/change-account-setting/change-footnote.controller.js';
import { ChangeInvoiceSettingsController } from './commands/change-account-setting/change-invoice-settings.controller.js';
import { ChangeCurrencyController } from './commands/change-account-setting/change-currency.controller.js';
import { GetNotificationPreferencesController } from './queries/get-notification-preferences/get-notification-preferences.controller.js';
import { ChangeNotificationPreferencesController } from './commands/change-notification-preferences/change-notification-preferences.controller.js';
import { ChangeNotificationPreferencesHandler } from './commands/change-notification-preferences/change-notification-preferences.handler.js';
import { GetStartedController } from './queries/get-started/get-started.controller.js';
import { ListBusinessesController } from './queries/list-businesses/list-businesses.controller.js';
import { ListAllBusinessesController } from './queries/list-businesses/list-all-businesses.controller.js';
import { AddBusinessController } from './commands/add-business/add-business.controller.js';
import { SwitchBusinessController } from './commands/switch-business/switch-business.controller.js';
import { GetBusinessController } from './queries/get-business/get-business.controller.js';
import { AddBusinessHandler } from './commands/add-business/add-business.handler.js';
import { ChangeAccountSettingHandler } from './commands/change-account-setting/change-account-setting.handler.js';
import { CreateBusinessHandler } from './commands/create-business/create-business.handler.js';
import { SetBankAccountsHandler } from './commands/set-bank-accounts/set-bank-accounts.handler.js';
import { SwitchBusinessHandler } from './commands/switch-business/switch-business.handler.js';
import { UpdateBusinessProfileHandler } from './commands/update-business-profile/update-business-profile.handler.js';
import { GetBusinessHandler } from './queries/get-business/get-business.handler.js';
import { GetOrganizationHandler, GetProfileHandler } from './queries/get-business-profile/get-business-profile.handler.js';
import { GetStartedHandler } from './queries/get-started/get-started.handler.js';
import { ListBusinessesHandler } from './queries/list-businesses/list-businesses.handler.js';

/** Organisation setup, businesses, profile, bank accounts, account settings and members' notification preferences. */
@Module({
  controllers: [
    UploadLogoController,
    GetLogoController,
    GetPublicLogoController,
    ListBusinessesController,
    ListAllBusinessesController,
    AddBusinessController,
    SwitchBusinessController,
    GetBusinessController,
    GetBusinessProfileController,
    UpdateBusinessProfileController,
    GetOrganizationController,
    UpdateOrganizationController,
    ListBankAccountsController,
    SetBankAccountsController,
    GetAccountSettingsController,
    ChangeStockLevelController,
    ChangeTaxController,
    ChangeWipStatusController,
    ChangeZeroStockLevelController,
    ChangeFootnoteController,
    ChangeInvoiceSettingsController,
    ChangeCurrencyController,
    GetNotificationPreferencesController,
    ChangeNotificationPreferencesController,
    GetStartedController,
  ],
  providers: [
    UploadLogoHandler,
    CreateBusinessHandler,
    AddBusinessHandler,
    SwitchBusinessHandler,
    UpdateBusinessProfileHandler,
    SetBankAccountsHandler,
    ChangeAccountSettingHandler,
    ChangeNotificationPreferencesHandler,
    ListBusinessesHandler,
    GetBusinessHandler,
    GetProfileHandler,
    GetOrganizationHandler,
    GetStartedHandler,
  ],
})
export class BusinessesModule {}
