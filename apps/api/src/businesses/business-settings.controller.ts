import { Body, Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { AccountSettingName } from '@ledgerline/ledger';
import { Actor, BusinessId, type RequestActor } from '../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../common/http/request-metadata.js';
import { ChangeAccountSettingCommand } from './commands/change-account-setting/change-account-setting.command.js';
import {
  AllowZeroStockLevelDto,
  CurrencyDto,
  FootnoteDto,
  InvoiceCustomisationDto,
  StockLevelDto,
  TaxDto,
  WipStatusDto,
} from './commands/change-account-setting/change-account-setting.dto.js';
import { SetBankAccountsCommand } from './commands/set-bank-accounts/set-bank-accounts.command.js';
import { SetBankAccountsDto } from './commands/set-bank-accounts/set-bank-accounts.dto.js';
import { UpdateBusinessProfileCommand } from './commands/update-business-profile/update-business-profile.command.js';
import { UpdateOrganizationDto, UpdateProfileDto } from './commands/update-business-profile/update-business-profile.dto.js';
import { GetAccountSettingsQuery } from './queries/get-account-settings/get-account-settings.query.js';
import { GetOrganizationQuery, GetProfileQuery } from './queries/get-business-profile/get-business-profile.query.js';
import { GetStartedQuery } from './queries/get-started/get-started.query.js';
import { ListBankAccountsQuery } from './queries/list-bank-accounts/list-bank-accounts.query.js';

const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: 'One per submission; a retry with the same key and body answers as the first',
};
const CHANGED_EXAMPLE = { success: true, message: 'Settings updated successfully', data: { changed: true, position: '57' } };
const PROFILE_EXAMPLE = {
  businessId: '3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c',
  businessName: 'Ada Stores',
  parentBusinessId: null,
  isSubBusiness: false,
  typeOfBusiness: 'Retail',
  address: '12 Broad Street',
  phone: '+234 803 123 4567',
  email: 'hello@adastores.ng',
  companyImage: null,
  city: 'Lagos',
  state: 'Lagos',
  country: 'Nigeria',
  website: 'www.adastores.ng',
};
const VALIDATION_400 = {
  status: 400,
  description:
    'A field this request does not accept (e.g. role, businessId, rolePermissions) or a bad value: { success: false, message, code, errors: [{ field, message }] }',
};

/** Profile, organisation, bank accounts, account settings and the get-started checklist of the session's business. */
@ApiTags('settings')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class BusinessSettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('accounts/profile')
  @ApiOperation({ summary: 'The business profile, the first bank account’s details (the shell’s banner checks them) and your own names and e-mail' })
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        success: true,
        data: {
          ...PROFILE_EXAMPLE,
          bankAccountName: 'Ada Stores Ltd',
          bankAccountNumber: '0123456789',
          bankName: 'GTBank',
          user: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' },
        },
      },
    },
  })
  async profile(@BusinessId() businessId: string, @Actor() actor: RequestActor) {
    return { success: true, data: await this.queries.execute(new GetProfileQuery(businessId, actor.userId)) };
  }

  @Patch('accounts/profile')
  @ApiOperation({ summary: 'Change profile fields (only those given; null or "" clears one). Your own names and e-mail are not business fields (400)' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: { ...CHANGED_EXAMPLE, message: 'Profile updated successfully' } } })
  @ApiResponse(VALIDATION_400)
  async updateProfile(
    @BusinessId() businessId: string,
    @Body() body: UpdateProfileDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new UpdateBusinessProfileCommand(businessId, body, idempotency, meta));
    return { success: true, message: 'Profile updated successfully', data };
  }

  @Get('accounts/organization')
  @ApiOperation({ summary: 'The organisation: the business profile with its e-mail' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: PROFILE_EXAMPLE } } })
  async organization(@BusinessId() businessId: string) {
    return { success: true, data: await this.queries.execute(new GetOrganizationQuery(businessId)) };
  }

  @Patch('accounts/organization')
  @ApiOperation({ summary: 'Change organisation fields, the business’s e-mail included (only those given; null or "" clears one)' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: { ...CHANGED_EXAMPLE, message: 'Organization updated successfully' } } })
  @ApiResponse(VALIDATION_400)
  async updateOrganization(
    @BusinessId() businessId: string,
    @Body() body: UpdateOrganizationDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new UpdateBusinessProfileCommand(businessId, body, idempotency, meta));
    return { success: true, message: 'Organization updated successfully', data };
  }

  @Get('accounts/bank-accounts')
  @ApiOperation({ summary: 'The business’s bank accounts' })
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        success: true,
        data: [{ bankAccountId: '5d6c1f0e-8d0b-4f7e-9a57-1c2d3e4f5a6b', bankName: 'GTBank', accountName: 'Ada Stores Ltd', accountNumber: '0123456789' }],
      },
    },
  })
  async bankAccounts(@BusinessId() businessId: string) {
    return { success: true, data: await this.queries.execute(new ListBankAccountsQuery(businessId)) };
  }

  @Patch('accounts/bank-accounts')
  @ApiOperation({
    summary:
      'Set the whole list: entries with bankAccountId update that account, entries without add one, accounts left out are removed (refused while they hold money)',
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        success: true,
        message: 'Bank accounts updated successfully',
        data: { changed: true, position: '58', addedBankAccountIds: ['5d6c1f0e-8d0b-4f7e-9a57-1c2d3e4f5a6b'] },
      },
    },
  })
  @ApiResponse({ status: 404, description: 'BANK_ACCOUNT_NOT_FOUND: a bankAccountId that is not one of this business’s accounts' })
  @ApiResponse(VALIDATION_400)
  async setBankAccounts(
    @BusinessId() businessId: string,
    @Body() body: SetBankAccountsDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new SetBankAccountsCommand(businessId, body.bankAccounts, idempotency, meta));
    return { success: true, message: 'Bank accounts updated successfully', data };
  }

  @Get('accounts/settings')
  @ApiOperation({ summary: 'Account settings, defaults filled in' })
  @ApiResponse({
    status: 200,
    schema: {
      example: { success: true, data: { currency: 'NGN', stockLevel: 0, tax: '0', wipStatus: false, allowZeroStockLevel: false, footnote: '', invoice: {} } },
    },
  })
  async settings(@BusinessId() businessId: string) {
    return { success: true, data: await this.queries.execute(new GetAccountSettingsQuery(businessId)) };
  }

  @Post('accounts/settings/stock-level')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set the low-stock alert level' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: CHANGED_EXAMPLE } })
  stockLevel(
    @BusinessId() businessId: string,
    @Body() body: StockLevelDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    return this.change(businessId, 'stockLevel', body.stockLevel, idempotency, meta);
  }

  @Post('accounts/settings/tax')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set the tax percent (0–100, at most 2 decimals)' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: CHANGED_EXAMPLE } })
  tax(@BusinessId() businessId: string, @Body() body: TaxDto, @Idempotency() idempotency: IdempotencyContext, @RequestMeta() meta: RequestMetadata) {
    return this.change(businessId, 'tax', body.tax, idempotency, meta);
  }

  @Post('accounts/settings/wip')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn production through work in progress on or off' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: CHANGED_EXAMPLE } })
  wip(@BusinessId() businessId: string, @Body() body: WipStatusDto, @Idempotency() idempotency: IdempotencyContext, @RequestMeta() meta: RequestMetadata) {
    return this.change(businessId, 'wipStatus', body.wipStatus, idempotency, meta);
  }

  @Post('accounts/settings/inventory-zero-stock-level')
  @HttpCode(200)
  @ApiOperation({ summary: 'Allow or refuse selling below zero stock' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: CHANGED_EXAMPLE } })
  zeroStockLevel(
    @BusinessId() businessId: string,
    @Body() body: AllowZeroStockLevelDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    return this.change(businessId, 'allowZeroStockLevel', body.allowZeroStockLevel, idempotency, meta);
  }

  @Post('accounts/settings/footnote')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set the invoice and receipt footnote (null or "" clears it)' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: CHANGED_EXAMPLE } })
  footnote(@BusinessId() businessId: string, @Body() body: FootnoteDto, @Idempotency() idempotency: IdempotencyContext, @RequestMeta() meta: RequestMetadata) {
    return this.change(businessId, 'footnote', body.footnote, idempotency, meta);
  }

  @Post('accounts/settings/invoice')
  @HttpCode(200)
  @ApiOperation({ summary: 'Customise invoices: the keys given change, null resets one to the default' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: CHANGED_EXAMPLE } })
  invoice(
    @BusinessId() businessId: string,
    @Body() body: InvoiceCustomisationDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    return this.change(businessId, 'invoice', given, idempotency, meta);
  }

  @Post('accounts/settings/currency')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change the currency: only before the business records its first transaction' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: CHANGED_EXAMPLE } })
  @ApiResponse({ status: 400, description: 'CURRENCY_LOCKED: the business has recorded transactions; UNSUPPORTED_CURRENCY' })
  currency(@BusinessId() businessId: string, @Body() body: CurrencyDto, @Idempotency() idempotency: IdempotencyContext, @RequestMeta() meta: RequestMetadata) {
    return this.change(businessId, 'currency', body.currency, idempotency, meta);
  }

  @Get('get-started')
  @ApiOperation({ summary: 'The get-started checklist (owner or admin): counters and progress, five steps of 20 percent' })
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        success: true,
        data: {
          productsCount: 0,
          membersCount: 1,
          bankAccounts: 1,
          profileCount: 1,
          readUserGuideCount: 0,
          salesCount: 0,
          steps: { products: false, teamMembers: true, profile: true, sales: false, bankAccount: true },
          progress: 60,
        },
      },
    },
  })
  async getStarted(@BusinessId() businessId: string) {
    return { success: true, data: await this.queries.execute(new GetStartedQuery(businessId)) };
  }

  private async change(businessId: string, setting: AccountSettingName, value: unknown, idempotency: IdempotencyContext, meta: RequestMetadata) {
    const data = await this.commands.execute(new ChangeAccountSettingCommand(businessId, setting, value, idempotency, meta));
    return { success: true, message: 'Settings updated successfully', data };
  }
}
