// Generated from the API's OpenAPI document by scripts/openapi-types.ts: do not edit by hand.
// Regenerate with `node scripts/build.mjs && node scripts/dist/openapi-types.js`; CI checks it is current.
// Use them through ./api-answers.ts: answers with AnswerOf and DataOf, requests with BodyOf, FormOf and QueryOf.

export interface paths {
  '/api/v1/{orgId}/{userId}/transaction/{reference}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A public receipt (no sign-in): business, items, totals, paid, balance, status (VOID when voided) */
    get: operations['GetPublicReceiptController_receiptOfLink'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/{orgId}/{userId}/transaction/{reference}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A public receipt as an A4 PDF (no sign-in) */
    get: operations['GetPublicReceiptPdfController_pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounting/{type}/{subtype}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A chart-of-accounts page (a slug, or the code of one of the type’s accounts), with opening, running and closing balances */
    get: operations['GetChartViewController_bySubtype'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounting/{type}/type': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A chart-of-accounts page named by ?subtype (without it: every account of the type), with opening, running and closing balances */
    get: operations['GetChartViewByTypeController_byQuery'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounting/journal-accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The accounts a journal line may name: every account of the chart (with whether it needs a contact, or why it takes no journal) and the bank accounts under 1010 */
    get: operations['ListJournalAccountsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounting/journal-entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The manual journals and sets of opening balances, newest first, paged, between effective dates */
    get: operations['ListJournalEntriesController_list'];
    put?: never;
    /**
     * Post a manual journal entry (owner or admin)
     * @description Two or more lines, each a debit or a credit on an account of the chart (a bank account by its id); debits must equal credits. Inventory (1200, 1210, 1220) and fixed assets (1500, 1510) are kept by their sub-ledgers and refused; 1100, 1150, 2000 and 2300 need a contact.
     */
    post: operations['RecordJournalEntryController_record'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounting/journal-entries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One manual journal with its lines (account, bank account, contact, description, debit, credit) and status */
    get: operations['GetJournalEntryController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounting/journal-entries/{id}/reverse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reverse a manual journal entry (owner or admin)
     * @description Posts its lines with debit and credit swapped, dated as given (the journal’s own date by default). A journal is reversed once.
     */
    post: operations['ReverseJournalEntryController_reverse'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounting/journal/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole journal as an hledger / ledger-cli journal: check our reports with your own tools */
    get: operations['ExportJournalController_exportJournal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounting/opening-balances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The opening balances that stand (the latest set recorded), with the difference posted to 3200 Retained earnings */
    get: operations['GetOpeningBalancesController_get'];
    /**
     * Record the opening balances (owner or admin)
     * @description Posted as one journal dated `date`; what the lines leave unbalanced goes to 3200 Retained earnings. Recording them again replaces the set: the previous lines are reversed on their date and the new set posted, in one append. Inventory’s opening stock is entered on each product, not here.
     */
    put: operations['RecordOpeningBalancesController_record'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/{id}/business': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current business in full; any other id is 404 */
    get: operations['GetBusinessController_business'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/balancedetails': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cash on hand and each bank account, with balances */
    get: operations['GetBalanceDetailsController_balanceDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/balancesum': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cash and bank balances added up */
    get: operations['GetBalanceSumController_balanceSum'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/bank-accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business’s bank accounts, each with its name (`GTBank`, or `GTBank 1234` beside another GTBank account), as every screen names it */
    get: operations['ListBankAccountsController_bankAccounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Set the whole list: entries with bankAccountId update that account, entries without add one, accounts left out are removed (refused while they hold money) */
    patch: operations['SetBankAccountsController_setBankAccounts'];
    trace?: never;
  };
  '/api/v1/accounts/businesses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The businesses you are a member of; with all=true also the sub-businesses of those you own (role null where you are not a member) */
    get: operations['ListBusinessesController_list'];
    put?: never;
    /** Add a business (owner or admin, not from a sub-business): a sub-business on the current business’s paid plan, owned by you */
    post: operations['AddBusinessController_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/businesses/{id}/switch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make a business you are a member of the session’s current business (and your next sign-in’s) */
    post: operations['SwitchBusinessController_switchBusiness'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/businesses/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /accounts/businesses?all=true */
    get: operations['ListAllBusinessesController_listAll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/close-account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Owner only, with their password: close the business to every member (as the provider’s deactivation does; the history stays). The session moves to another business the owner owns, else it ends (signOut: true) */
    post: operations['CloseAccountController_closeAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/create-paystack-subaccount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Resolve the bank account, have the payment provider create a subaccount settling into it, and connect it: invoice card payments then settle there */
    post: operations['CreatePaystackSubaccountController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/email/resend-otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mail a new verification code (the previous one stops working) */
    get: operations['ResendOtpController_resendOtp'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/email/resend-verification-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mail a new verification link (the previous one stops working) */
    get: operations['ResendVerificationLinkController_resendLink'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/email/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Verify the signed-in user’s e-mail with the mailed 6-digit code */
    post: operations['VerifyEmailController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/email/verify/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Verify an e-mail with the mailed link’s token (single use; works signed out) */
    get: operations['VerifyEmailLinkController_verifyLink'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/factory-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Owner only, with their password: the transaction reset, then every product, service and contact archived; settings, team and plan stay, the history stays */
    post: operations['FactoryResetController_factoryReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/members/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business’s members (owner included, not invites) whose first name, last name or e-mail contains q, by name; e-mail addresses for owner and admin only */
    get: operations['SearchMembersController_search'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/organization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organisation: the business profile with its e-mail */
    get: operations['GetOrganizationController_organization'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change organisation fields, the business’s e-mail included (only those given; null or "" clears one) */
    patch: operations['UpdateOrganizationController_updateOrganization'];
    trace?: never;
  };
  '/api/v1/accounts/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business profile, the first bank account’s details (the shell’s banner checks them) and your own names and e-mail */
    get: operations['GetBusinessProfileController_profile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change profile fields (only those given; null or "" clears one). Your own names and e-mail are not business fields (400) */
    patch: operations['UpdateBusinessProfileController_updateProfile'];
    trace?: never;
  };
  '/api/v1/accounts/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Account settings, defaults filled in */
    get: operations['GetAccountSettingsController_settings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/settings/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the signed-in user’s password: other sessions end, this one continues on a new cookie */
    post: operations['ChangePasswordController_change'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/settings/currency': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the currency: only before the business records its first transaction */
    post: operations['ChangeCurrencyController_currency'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/settings/footnote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set the invoice and receipt footnote (null or "" clears it) */
    post: operations['ChangeFootnoteController_footnote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/settings/integrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business’s card-payment-provider integration: connected or not, the settlement bank and account (masked) */
    get: operations['GetIntegrationsController_integrationsOf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/settings/integrations/paystack': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Connect a subaccount the business already has at the payment provider, by its code */
    post: operations['ConnectPaystackController_connect'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/settings/integrations/paystack/banks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The banks a subaccount can settle into, from the payment provider (asked by our server: the browser holds no provider secret) */
    get: operations['ListPaystackBanksController_banks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/settings/integrations/paystack/disconnect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Disconnect the subaccount: invoice card payments settle into the platform’s account again */
    patch: operations['DisconnectPaystackController_disconnect'];
    trace?: never;
  };
  '/api/v1/accounts/settings/integrations/paystack/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The name the bank holds for an account, from the payment provider, shown before connecting */
    get: operations['ResolvePaystackAccountController_resolve'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/settings/inventory-zero-stock-level': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Allow or refuse selling below zero stock */
    post: operations['ChangeZeroStockLevelController_zeroStockLevel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/settings/invoice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Customise invoices: the keys given change, null resets one to the default */
    post: operations['ChangeInvoiceSettingsController_invoice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/settings/logo/{hash}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An uploaded logo of the current business, as its companyImage names it (the bytes never change for a name) */
    get: operations['GetLogoController_logo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/settings/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your own e-mail notification preferences in this business; a mail never turned off is on */
    get: operations['GetNotificationPreferencesController_preferences'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Turn your own e-mail notifications in this business on or off (only the mails given change); any member */
    patch: operations['ChangeNotificationPreferencesController_change'];
    trace?: never;
  };
  '/api/v1/accounts/settings/stock-level': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set the low-stock alert level */
    post: operations['ChangeStockLevelController_stockLevel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/settings/tax': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set the tax percent (0–100, at most 2 decimals) */
    post: operations['ChangeTaxController_tax'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/settings/update-logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Upload the business logo (multipart file `logo`): PNG, JPEG or GIF by its content, up to 10 MB. companyImage becomes the path that serves it (shown in the top bar and on the business profile) */
    patch: operations['UploadLogoController_uploadLogo'];
    trace?: never;
  };
  '/api/v1/accounts/settings/wip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn production through work in progress on or off */
    post: operations['ChangeWipStatusController_wip'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/team/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check a join link (public) */
    get: operations['ValidateInviteController_checkInvite'];
    put?: never;
    /** Join with a link (public): makes the account if needed, adds the member and signs them in to the business */
    post: operations['JoinTeamController_join'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/teams': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Members (names from their accounts) and pending invites */
    get: operations['ListTeamController_team'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/teams/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Invite an e-mail (to this business, or to each listed business) and mail a join link valid 7 days */
    post: operations['InviteMemberController_invite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/teams/invite/{id}/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Revoke a pending invite; its link stops working */
    patch: operations['RevokeInviteController_revokeInvite'];
    trace?: never;
  };
  '/api/v1/accounts/teams/invite/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail the invite again with a new link; earlier links stop working */
    post: operations['ResendInviteController_resend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/teams/invite/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change the role a pending invite gives */
    patch: operations['ChangeInviteRoleController_changeInviteRole'];
    trace?: never;
  };
  '/api/v1/accounts/teams/members/remove/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Remove a member: their access to this business ends at once. The owner cannot be removed (403) */
    patch: operations['RemoveMemberController_removeMember'];
    trace?: never;
  };
  '/api/v1/accounts/teams/members/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a member's role; it applies to their next request. The owner's cannot change (403) */
    patch: operations['ChangeMemberRoleController_changeMemberRole'];
    trace?: never;
  };
  '/api/v1/accounts/transaction-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Owner only, with their password: void every posted transaction (asset postings and stock transfers excepted), so the trial balance and every period’s profit and loss are zero; the history stays */
    post: operations['ResetTransactionsController_reset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Admin login: a bearer token for the admin area (12 hours) and who the admin is */
    post: operations['AdminLoginController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Admin logout: the token stops working at once */
    post: operations['AdminLogoutController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The admin the token belongs to (the admin client checks its stored token with it) */
    get: operations['AdminMeController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/business/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check an invitation link (public): who it is for and the business it makes; 404 with the message to show when unknown or used */
    get: operations['VerifyBusinessInviteController_verify'];
    put?: never;
    /** Sign up from an invitation (public): makes the user and their business, answers as sign-in does (with the session cookie) */
    post: operations['AcceptBusinessInviteController_accept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Businesses, newest first: q searches the name and the owner’s e-mail; partnerId filters (staff); a partner admin sees only their partner’s */
    get: operations['ListAdminBusinessesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One business: profile, owner, plan (as GET /payment/plan gives it), counts, partner and whether it is deactivated */
    get: operations['GetAdminBusinessController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change the business’s profile: the fields PATCH /accounts/organization takes, through the same decision (one BusinessProfileUpdated, with the admin in its metadata) */
    patch: operations['UpdateAdminBusinessController_update'];
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/activities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Recent events of one business, newest first */
    get: operations['ListBusinessActivitiesController_ofBusiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/balance-sheet-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The balance sheet as at endDate (profit from startDate, default 1 January), as the owner’s balance-sheet calls give it */
    get: operations['GetBusinessReportsController_balanceSheet'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/change-plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Put the business (a sub-business: its parent) on a plan without a payment: the owner’s own plan change decision, paid, with paymentReference admin-grant:<uuid>; answers the plan as GET /payment/plan does */
    post: operations['AdminChangePlanController_changePlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/clone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new business for the same owner with the source’s account settings, categories, brands, products and services (no stock), each an event; answers the new business id */
    post: operations['CloneBusinessController_clone'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Deactivate the business: its members are refused (403) until it is reactivated */
    patch: operations['DeactivateBusinessController_deactivate'];
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/expense-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The expense report of startDate–endDate, as POST /reports/expense gives the owner */
    get: operations['GetBusinessReportsController_expense'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/inventory-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The inventory report of startDate–endDate, as POST /reports/inventory gives the owner */
    get: operations['GetBusinessReportsController_inventory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/invoice-reminder-test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send this business’s invoice reminders due today now: the reminders job for one business (a reminder already sent today is not sent again) (staff) */
    post: operations['SendTestMailController_invoiceReminders'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/last-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business’s latest card payment for its subscription (a sub-business: its parent’s), or null; amount as a decimal string */
    get: operations['GetLastPaymentController_lastPayment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/plan/{planId}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the plan now: the business goes to the Micro Business Plan (the owner’s own change to Micro, by the admin) */
    post: operations['DeactivatePlanController_deactivatePlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/pnl-monthly-report-test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail last month’s profit and loss (PDF) to the business’s owners now, as the monthly report does (staff) */
    post: operations['SendTestMailController_monthlyReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/pnl-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Profit and loss of startDate–endDate, as GET /reports/profit-and-loss/custom gives the owner */
    get: operations['GetBusinessReportsController_profitAndLoss'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/reactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Reactivate a deactivated business */
    patch: operations['DeactivateBusinessController_reactivate'];
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/sales-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The sales report of startDate–endDate, as POST /reports/sales gives the owner */
    get: operations['GetBusinessReportsController_sales'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/stats/entities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contacts the business created in the range: total and series */
    get: operations['GetBusinessStatsController_entities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/stats/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business’s invoices by issue date (deleted ones left out): total and series */
    get: operations['GetBusinessStatsController_invoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/stats/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products the business created in the range: total and series */
    get: operations['GetBusinessStatsController_products'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/stats/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Services the business created in the range: total and series */
    get: operations['GetBusinessStatsController_services'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/stats/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business’s posted transactions by their date: total and series */
    get: operations['GetBusinessStatsController_transactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/{id}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Members of one business, newest first; q searches names and e-mail */
    get: operations['ListBusinessUsersController_ofBusiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/activities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Recent events across businesses, newest first: when, business, who (user or admin), type and a one-line summary */
    get: operations['ListBusinessActivitiesController_all'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/invites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pending team invitations across businesses, newest first; q searches the e-mail and the business name */
    get: operations['ListTeamInvitesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/pnl-monthly-report/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue the monthly P&L mails that are due now (all businesses, or orgId); each business and month is sent once, ever (staff) */
    post: operations['RunScheduledMailController_monthlyReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Members of businesses (one row per user and business), newest first; q searches names and e-mail; a partner admin sees their partner’s */
    get: operations['ListBusinessUsersController_all'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/businesses/weekly-account-summary/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue the weekly account summaries that are due now (all businesses, or orgId); each business and week is sent once, ever (staff) */
    post: operations['RunScheduledMailController_weeklySummary'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/partners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every partner (staff only), newest first; q searches name, e-mail and phone; the range is the creation date */
    get: operations['ListPartnersController_list'];
    put?: never;
    /** Create a partner (staff only); its team is then invited with /admin/partners/{id}/teams/invite */
    post: operations['CreatePartnerController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/partners/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A partner, its admins, the invitations not yet accepted, and how many businesses it brought */
    get: operations['GetPartnerController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/partners/{id}/businesses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The businesses a partner brought, newest first; q searches the business's name and its owner's name and e-mail */
    get: operations['ListPartnerBusinessesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/partners/{id}/stats/active-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Distinct people who signed in in the range: total and series */
    get: operations['GetPartnerStatsController_activeUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/partners/{id}/stats/entities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contacts (customers and suppliers) created in the range: total and series */
    get: operations['GetPartnerStatsController_entities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/partners/{id}/stats/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invoices by issue date (deleted ones left out): total and series */
    get: operations['GetPartnerStatsController_invoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/partners/{id}/stats/logins': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sign-ins in the range: total and series */
    get: operations['GetPartnerStatsController_logins'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/partners/{id}/stats/paying-customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Businesses that paid for their plan in the range: total and series */
    get: operations['GetPartnerStatsController_payingCustomers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/partners/{id}/stats/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Businesses by the plan in force now, among those created in the range */
    get: operations['GetPartnerStatsController_plans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/partners/{id}/stats/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products created in the range: total and series */
    get: operations['GetPartnerStatsController_products'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/partners/{id}/stats/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Services created in the range: total and series */
    get: operations['GetPartnerStatsController_services'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/partners/{id}/stats/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Posted transactions by their date: total and series */
    get: operations['GetPartnerStatsController_transactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/partners/{id}/stats/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Accounts created in the range: total and series */
    get: operations['GetPartnerStatsController_users'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/partners/{id}/teams/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Invite someone to a partner's team (staff, or the partner's own admins): one e-mail with a link to /admin/partners/{id}/teams/join?hash=… */
    post: operations['InvitePartnerAdminController_invite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/partners/{id}/teams/join': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What an invitation is for (the join page shows it): the partner and the invited e-mail; 404 when used or unknown */
    get: operations['JoinPartnerTeamController_check'];
    put?: never;
    /** Accept a partner team invitation: makes the invited address a partner admin and logs them in (answers like /admin/auth/login) */
    post: operations['JoinPartnerTeamController_join'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/projections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every read model: its code version, the version its tables were built by, and its catch-up checkpoint */
    get: operations['ListProjectionsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/projections/{name}/rebuild': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replay the history into fresh tables, compare, swap (a job; poll its progress) */
    post: operations['RebuildProjectionController_rebuild'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/projections/rebuilds/{jobId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A rebuild’s state and progress (percent, events per second) and, when done, its comparison */
    get: operations['GetRebuildStatusController_rebuildStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/scripts/inventory/yearly-script/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rebuild the stock and inventory report projections from the events; `year` is optional (a replay covers every year) (staff) */
    post: operations['RebuildScriptsController_yearlyInventory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/scripts/repayment-transaction-gl-account/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rebuild the ledger projection (journal lines, account balances) from the events (staff) */
    post: operations['RebuildScriptsController_repaymentAccounts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/scripts/update-transaction-purchase-average/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rebuild the reports projection (cost of sales at the average purchase cost) from the events (staff) */
    post: operations['RebuildScriptsController_purchaseAverage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/stats/active-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Distinct people who signed in in the range: total and series */
    get: operations['GetStatsController_activeUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/stats/entities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contacts (customers and suppliers) created in the range: total and series */
    get: operations['GetStatsController_entities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/stats/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invoices by issue date (deleted ones left out): total and series */
    get: operations['GetStatsController_invoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/stats/logins': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sign-ins in the range: total and series */
    get: operations['GetStatsController_logins'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/stats/paying-customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Businesses that paid for their plan in the range: total and series */
    get: operations['GetStatsController_payingCustomers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/stats/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Businesses by the plan in force now, among those created in the range */
    get: operations['GetStatsController_plans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/stats/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products created in the range: total and series */
    get: operations['GetStatsController_products'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/stats/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Services created in the range: total and series */
    get: operations['GetStatsController_services'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/stats/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Posted transactions by their date: total and series */
    get: operations['GetStatsController_transactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/stats/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Accounts created in the range: total and series */
    get: operations['GetStatsController_users'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/upload-users-invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Invite people to sign up with a business (under your partner), one CSV row each; each address is invited and mailed once, ever. success is false when a row was skipped (listed by line with the reason) */
    post: operations['UploadInvitesController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/users-invite-template/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The bulk-invite CSV template: email, firstName, lastName, businessName, plan (free, basic, store, … ; empty: free), and an example row */
    get: operations['DownloadInviteTemplateController_template'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Archived products, services or contacts, or voided transactions; newest first, paged (25 a page by default) */
    get: operations['ListArchiveController_list'];
    put?: never;
    /** Archive a product, service or contact (as GET /inventories/{id}/archive and /entities/{id}/archive do) */
    post: operations['ArchiveRecordController_archive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assetion/sku': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tag a new asset would get (the SKU of type ASSET) */
    get: operations['AssetsController_nextTag'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business’s assets, newest first, with their books; paged (25 a page) */
    get: operations['AssetsController_getAll'];
    put?: never;
    /** The same as POST /assets/create (spec 001 §7 lists both) */
    post: operations['CreateAssetController_createAssetAlias'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assets/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One asset with monthly depreciation, accumulated depreciation and net book value */
    get: operations['AssetsController_get'];
    /** Edit an asset: the same form as create (multipart or JSON, category sent by name); later depreciation follows the new figures */
    put: operations['UpdateAssetController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assets/{id}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Archive an asset (as GET /inventories/{id}/archive does for products): off the lists, its books unchanged */
    get: operations['ArchiveAssetController_archive'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assets/{id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The asset’s uploaded picture (PNG, JPEG or GIF), as the asset’s imageUrl names it */
    get: operations['GetAssetImageController_image'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assets/{id}/transactions/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The asset’s log between startDate and endDate: bought, sold, depreciated; each row’s reference links to its transaction */
    get: operations['AssetsController_logs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assets/buy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Buy assets from a supplier (LEDGER.md §4 AssetBought)
     * @description Debit 1500 with S − D + L (shared over the lines), 1300 with VAT; credit the payment account with what is paid now and the supplier’s payable (2000) with the rest on credit.
     */
    post: operations['BuyAssetsController_buy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assets/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business’s asset categories with their group and useful life (months) */
    get: operations['AssetsController_categories'];
    /** Set the business’s asset categories (the whole list): each with its group and useful life in months */
    put: operations['SetAssetCategoriesController_set'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assets/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register an asset (spec 001 §3 Asset), JSON or multipart; the category gives its group and useful life. No units are held until it is bought. */
    post: operations['CreateAssetController_createAsset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assets/getAssets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The same list as GET /assets (the asset table reads this path) */
    get: operations['AssetsController_getAssets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assets/s/{query}/{type}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The same search with the text in the path (type accepted, every asset searched) */
    get: operations['AssetsController_searchByPath'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assets/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Assets whose name, tag or serial number contains searchQuery */
    get: operations['AssetsController_search'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assets/sell': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sell assets to a buyer (LEDGER.md §4 AssetSold)
     * @description Proceeds to the account (or the buyer’s receivable, 1100, on credit); the units’ cost (1500) and accumulated depreciation (1510) leave; the difference is a gain (4900) or a loss (6910).
     */
    post: operations['SellAssetsController_sell'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assets/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units held, their cost (totalPurchaseCost) and net book value (totalPurchaseValue) */
    get: operations['AssetsController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assets/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Asset buys and sales (spec 001 §3 Asset transaction), newest first; each reference links to its transaction */
    get: operations['AssetsController_transactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit/documents/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every event of one document (transaction id or reference, product id, contact id), oldest first, in full; paged (200 a page) */
    get: operations['ListDocumentEventsController_document'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business’s events, filtered by type, user, when recorded and document; newest first (sort=asc: oldest first); paged */
    get: operations['ListAuditEventsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit/events/{position}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One event by its position: data (upcast to the current version), metadata (who, when, which command, causation) and hash */
    get: operations['GetAuditEventController_one'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Recomputes the business stream’s hash chain: ok, or the first event that fails and why */
    get: operations['VerifyAuditChainController_verify'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user’s data (spec 000 §3); redirect: true when there is no business yet */
    get: operations['CurrentUserController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/google': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether sign-in with Google is configured on this server */
    get: operations['GoogleSignInController_config'];
    put?: never;
    /** Completes sign-in (or up) with Google: the code and state from Google; redirectToOnboarding: true for a new account or one without a business */
    post: operations['GoogleSignInController_signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/google/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Starts sign-in with Google: sets the state cookie and redirects (302) to Google */
    get: operations['GoogleSignInController_start'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/recover-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a password reset link (valid 1 hour, single use); the answer is the same whether or not the account exists */
    post: operations['RecoverPasswordController_recover'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the reset screen shows for its e-mail (says nothing about whether the account exists) */
    get: operations['ResetPasswordInfoController_resetInfo'];
    put?: never;
    /** Set a new password with the mailed token; signs the account out everywhere */
    post: operations['ResetPasswordController_reset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/setup-org': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Organisation setup: the signed-in user’s first business, on the plan chosen at sign-up (Micro otherwise) */
    post: operations['SetupOrgController_setUpOrganisation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with e-mail and password; answers redirect: true when there is no business yet (on-boarding) */
    post: operations['SignInController_signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/sign-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: ends the session on the server and clears its cookie */
    post: operations['SignOutController_signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/sign-up': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account (standard, or promo with promoCode); signs in and mails an e-mail verification code and link */
    post: operations['SignUpController_signUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/tours/{tour}/stop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stop a guided tour for the signed-in user; stopping it again is fine */
    post: operations['StopTourController_stop'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/bank-reconciliation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A bank account’s reconciliation at endDate: statement and book balances, unmatched lines (with suggested entries) and entries, the period’s matches, the difference; Reports, Profit & Loss or Balance Sheet, paid plans */
    get: operations['GetReconciliationController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/bank-reconciliation/auto-match': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Match every unmatched line dated up to endDate with the one book entry of the same amount dated at most 3 days from it, where the pairing is beyond doubt; owner or admin */
    post: operations['AutoMatchController_autoMatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/bank-reconciliation/matches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Match a statement line with the book entries that make it up (their amounts must add up to the line’s); owner or admin */
    post: operations['MatchLineController_match'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/bank-reconciliation/matches/{lineId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Undo a statement line’s match; owner or admin */
    delete: operations['UnmatchLineController_unmatch'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/bank-statements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business’s bank statements, newest first, each with its lines and matched lines counted; Reports, Profit & Loss or Balance Sheet, paid plans */
    get: operations['ListStatementsController_list'];
    put?: never;
    /**
     * Import a bank statement (CSV) of one of the business’s bank accounts; owner or admin
     * @description Reads the bank’s CSV export (a preamble above the header is fine; Debit and Credit or a signed Amount column; a Balance column, or the closing balance sent beside the file). Lines already imported by an earlier statement are skipped. Nothing is posted to the books.
     */
    post: operations['ImportStatementController_import'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/bank-statements/{statementId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One bank statement with its lines in statement order, each saying whether it is matched; Reports, Profit & Loss or Balance Sheet, paid plans */
    get: operations['GetStatementController_get'];
    put?: never;
    post?: never;
    /** Remove a statement: its lines and their matches leave the reconciliation (its events kept); owner or admin */
    delete: operations['RemoveStatementController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/brands': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business’s product brands, by name */
    get: operations['ListCategoriesAndBrandsController_brands'];
    put?: never;
    /** Create a product brand (answers brandId) */
    post: operations['CreateCategoryOrBrandController_brand'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/budgets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business’s budgets, newest first, with their lines and yearly totals; Profit & Loss (code 19), paid plans */
    get: operations['ListBudgetsController_list'];
    put?: never;
    /** Create a budget: twelve months of planned income and expenses (profit-loss) or expense lines (line-item); owner or admin */
    post: operations['CreateBudgetController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/budgets/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One budget with its lines (twelve amounts each); Profit & Loss (code 19), paid plans */
    get: operations['GetBudgetController_get'];
    /** Replace a budget: its name, first month and every line (the kind never changes); owner or admin */
    put: operations['UpdateBudgetController_update'];
    post?: never;
    /** Delete a budget: archived (off the lists, its events kept); owner or admin */
    delete: operations['DeleteBudgetController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/budgets/{id}/actuals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Budget vs actual per line and month (actual: income credit − debit, costs debit − credit of the month’s journal lines), variance, % used, totals and, for profit-loss budgets, net profit; Profit & Loss (code 19), paid plans */
    get: operations['GetBudgetActualsController_actuals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/budgets/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The accounts each kind of budget may plan (LEDGER.md §2), by code; Profit & Loss (code 19), paid plans */
    get: operations['ListBudgetAccountsController_accounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business’s product categories, by name */
    get: operations['ListCategoriesAndBrandsController_categories'];
    put?: never;
    /** Create a product category (answers categoryId) */
    post: operations['CreateCategoryOrBrandController_category'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customroles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The custom roles, by name */
    get: operations['ListCustomRolesController_list'];
    /** The same change, the role named by `_id` in the body */
    put: operations['UpdateCustomRoleController_updateNamedInBody'];
    /** Create a custom role */
    post: operations['CreateCustomRoleController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customroles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rename a role or replace its codes; members holding it get the new codes on their next request */
    put: operations['UpdateCustomRoleController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/dashboard/getrecenttransactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The latest transactions, newest date first (default 5)
     * @description Voided documents never count. knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry. The spec’s `business` parameter is accepted and ignored: the business is always the session’s current business.
     */
    get: operations['GetRecentTransactionsController_recentTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/dashboard/gettopexpenses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The largest expense categories over the period (default: this month; 5 of them)
     * @description From the ledger's expense accounts, cost of goods sold included. Voided documents never count. knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry. The spec’s `business` parameter is accepted and ignored: the business is always the session’s current business.
     */
    get: operations['GetTopExpensesController_topExpenses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/dashboard/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Summary cards and stats for the period (default: this month)
     * @description Revenue (net of discounts), expenses (cost of sales and expenses) and net profit over the period; inventory, receivables and cash at its end; credit sales (creditDueDate) and credit purchases and expenses (debtDueDate) still owed and due by its end; today's sales and expenses. Voided documents never count. knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry. The spec’s `business` parameter is accepted and ignored: the business is always the session’s current business.
     */
    get: operations['GetDashboardSummaryController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/dashboard/todayoverview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The overview graph (sales, expenses, purchases by day or month; default the last 15 days) and today’s figures
     * @description The body may be empty. Series ids: 0 Sales, 1 Expenses, 2 Purchases; monthsLabel holds YYYY-MM-DD (daily) or YYYY-MM (monthly). Expenses count prepayments as they are used; inflows leave out opening stock. Voided documents never count. knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry. (In the body.) The spec’s `business` parameter is accepted and ignored: the business is always the session’s current business.
     */
    post: operations['GetTodayOverviewController_todayOverview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/dashboard/topcustomers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The customers with the most sales, all time (default 5)
     * @description Voided documents never count. knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry. The spec’s `business` parameter is accepted and ignored: the business is always the session’s current business.
     */
    get: operations['GetTopCustomersController_topCustomers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/dashboard/topevents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The latest notable events of the business (default 5)
     * @description Read from the business's event stream: everything but the routine documents the transaction history lists, i.e. voids and amendments, stock adjustments, products and contacts added, team and role changes, plan changes, bank accounts and settings. knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry. The spec’s `business` parameter is accepted and ignored: the business is always the session’s current business.
     */
    get: operations['GetTopEventsController_topEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/dashboard/topproducts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The best-selling products and services by sales amount, all time (default 5)
     * @description sales_qty: quantity sold; sales_cost: what the sold lines came to; sales_avg: their average price. Voided documents never count. knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry. The spec’s `business` parameter is accepted and ignored: the business is always the session’s current business.
     */
    get: operations['GetTopProductsController_topProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/entities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contacts, newest first, optionally one group; paged (25 a page by default) */
    get: operations['ListContactsController_list'];
    put?: never;
    /** Create a contact (entity); the name may come as one string, split on the first space */
    post: operations['CreateContactController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/entities/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One contact */
    get: operations['GetContactController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/entities/{id}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Archive a contact: it leaves the lists and searches, its transactions stay */
    get: operations['ArchiveContactController_archive'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/entities/{id}/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The contact’s invoices, newest first, optionally issued between dates; paged (25 a page by default) */
    get: operations['ListContactInvoicesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/entities/{id}/quotations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The contact’s quotations, newest first, optionally issued between dates; paged (25 a page by default) */
    get: operations['ListContactQuotationsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/entities/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Restore an archived contact to the lists */
    get: operations['RestoreContactController_restore'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/entities/{id}/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The contact’s transactions, newest first, optionally dated between two days; paged (25 a page by default) */
    get: operations['ListContactTransactionsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/entities/archived/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Archived contacts, newest first; paged (25 a page by default) */
    get: operations['ListArchivedContactsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/entities/bulk-upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create contacts from a CSV file (the file in imageFile)
     * @description One contact a row, each created whole or not at all with the create form’s rules; the answer lists every refused row by its line and reason. Uploading the same file again creates nothing twice. At most 2000 rows and 10 MB.
     */
    post: operations['BulkUploadContactsController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/entities/bulk-upload-template/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The contacts CSV template: the header (First Name, Last Name, Email, Phone, Company, Website, Address 1, Address 2, City, State, Post Code, Country, Description, Kinds) and two example rows */
    get: operations['BulkUploadContactsController_template'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/entities/count/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many contacts are in the lists, by group, and how many are archived */
    get: operations['CountContactsController_count'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/entities/export/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every contact (archived ones left out) as CSV, in the upload template’s columns first (so the file uploads again), then Id and Added
     * @description Cells a spreadsheet could take for a formula (= + - @ …) are written as text. Paid plans only.
     */
    get: operations['ExportContactsController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/entities/s/{query}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contacts whose name, company, e-mail or phone contains the query (names that start with it first) */
    get: operations['SearchContactsController_search'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/entities/update/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A contact as its edit form shows it */
    get: operations['GetContactForUpdateController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Edit a contact; absent fields stay, blank ones are cleared */
    patch: operations['UpdateContactController_update'];
    trace?: never;
  };
  '/api/v1/get-started': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The get-started checklist (owner or admin): counters and progress, five steps of 20 percent */
    get: operations['GetStartedController_getStarted'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products and services, newest first, with stock; paged (25 a page by default) */
    get: operations['ListProductsController_list'];
    put?: never;
    /**
     * Create a product or service (type PRODUCT or SERVICE), as JSON or the multipart form with an optional image file
     * @description A product with a quantity above 0 gets its opening stock posted in the same append: a StockIntroduced transaction (inflows / stock_introduced) debiting inventory (1200) quantity × buyingPrice against owner’s contribution (3000). A negative quantity q is recorded as a purchase (spec 001 §5): a cash purchase of |q| at buyingPrice paid from accountType (Cash or a bank account id), in the same append; |q| comes into stock, inventory (1200) is debited and the account credited |q| × buyingPrice. It needs permission 25 or 22 (record a purchase) as well.
     */
    post: operations['CreateProductController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One product or service, with its stock, its variants (or parentId for a variant), its raw material lines, and its history: the documents that moved or sold it between startDate and endDate, newest first */
    get: operations['GetProductController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/{id}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Archive a product or service: it leaves the lists and searches, its history stays */
    get: operations['ArchiveProductController_archive'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/{id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The product’s image (PNG, JPEG or GIF) */
    get: operations['GetProductImageController_image'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Restore an archived product or service to the lists */
    get: operations['RestoreProductController_restore'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/archived/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Archived products and services, newest first; paged (25 a page by default) */
    get: operations['ListArchivedProductsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/bulk-update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Bulk update from the inventory template: name, quantity (a stock adjustment for the difference), buying and selling price, by _id; all rows or none
     * @description Columns _id, sku, name, quantity, buyingPrice, sellingPrice (GET /inventories/template/download). Blank cells change nothing. A quantity is the count in stock now: the difference from the books is recorded as a StockAdjusted transaction, never an overwrite.
     */
    post: operations['BulkUpdateProductsController_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/import/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An import’s review: every row as it will be created, the refused rows with their line and reasons, and the processing job’s progress */
    get: operations['ImportProductsController_review'];
    put?: never;
    /**
     * Upload a product CSV: every row is checked and the import stored for review; answers its importId
     * @description Columns (by name, any order): Name, SKU, Quantity, Buying Price, Selling Price, Measurement, Stock Level, Category, Brand, Barcode, Description, Expiry Date, Expiry Reminder Days. Name and Selling Price are required. At most 10000 rows and 10 MB. Nothing is created until …/csv/process.
     */
    post: operations['ImportProductsController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/import/csv/process': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create the import’s rows as one job (each row whole or not at all); running it again creates nothing twice
     * @description Body `products` (optional): the rows to create, as rows with their `line` or line numbers; absent, every good row. Poll GET /inventories/import/csv?importId= for the progress.
     */
    post: operations['ImportProductsController_process'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/import/template/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The product import template: the header and two example rows ({org}-inventory-import-template.csv) */
    get: operations['DownloadImportTemplatesController_importTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/low-in-stock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products at or below their stock level, fewest in stock first; paged (25 a page by default) */
    get: operations['ListLowInStockController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/price-update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Price adjustment (owner or admin): new selling and buying prices, product by product; all or none */
    post: operations['UpdatePricesController_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/qr-menus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish a QR menu: products and services with prices, at a public page its QR code opens */
    post: operations['CreateQrMenuController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/qr-menus/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A QR menu’s printable A4 page: the business, the menu’s name and its QR code */
    get: operations['ListQrMenusController_pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/qr-menus/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business’s QR menus, newest first, with their public addresses */
    get: operations['ListQrMenusController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/recent-sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest sales’ product lines (net of voids), newest first */
    get: operations['ListRecentSalesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/replicate-products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create this product in other businesses of the owner, each with its own opening quantity; a retry creates nothing twice */
    post: operations['ReplicateProductsController_replicate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/s/{query}/{type}/{assetCategory}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products and services whose name, SKU or barcode contains the query (exact SKU or barcode first); archived ones are not found */
    get: operations['SearchProductsController_search'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/service-bulk-upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create services from a CSV file (the service template): stored as an import and created by one job at once
     * @description Columns: Name, Service ID, Selling Price, Buying Price, Category, Description. Refused rows are listed; the others are created. Follow GET /inventories/import/csv?importId=.
     */
    post: operations['ImportProductsController_services'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/service-bulk-upload-template/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The service bulk-upload template: the header and an example row ({org}-service-bulk-upload-template.csv) */
    get: operations['DownloadImportTemplatesController_serviceTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/sku': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The SKU a new product (type PRODUCT) or service (type SERVICE) would get; ASSET: the next asset tag; VARIANT: the index-th free SKU after base (a product’s variants) */
    get: operations['NextSkuController_nextSku'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Products & Services hub’s figures: products, services, archived, low and out of stock, units and value at cost */
    get: operations['GetInventorySummaryController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/template/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The inventory template for the bulk update: the business’s products now ({org}-inventory-template.csv)
     * @description Columns _id, sku, name, quantity, buyingPrice, sellingPrice: keep _id as it is, change name, quantity (the count in stock), buyingPrice, sellingPrice, and upload it to POST /inventories/bulk-update.
     */
    get: operations['DownloadImportTemplatesController_inventoryTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/top-in-stock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The products with the most in stock, most first (limit, 10 by default) */
    get: operations['ListTopInStockController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/top-selling-products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The best-selling products and services by sales amount, optionally between dates (limit, 10 by default) */
    get: operations['ListTopSellingProductsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventories/update/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product or service as its edit form shows it */
    get: operations['GetProductForUpdateController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Edit a product or service (name, prices, measurement, stock level, category, brand, expiry…); stock is never changed here */
    patch: operations['UpdateProductController_update'];
    trace?: never;
  };
  '/api/v1/inventory/{id}/variants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product’s variants, in the order they were created, each with its stock */
    get: operations['ListVariantsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventory/get-transfer-stock-destination-quantity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of the product of that name the destination holds (0 when it has none: the transfer creates it there) */
    get: operations['GetDestinationQuantityController_quantity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventory/graphdata': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stock movement and sales day by day (every day present, "0" when nothing moved), of one product or all; at most 366 days */
    post: operations['InventoryGraphController_graph'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventory/purchase-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Purchase orders (paged; optional status) */
    get: operations['ListPurchaseOrdersController_inventoryList'];
    put?: never;
    /** Raise a purchase order (posts nothing until goods are received against it) */
    post: operations['RaisePurchaseOrderController_raise'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventory/purchase-orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One purchase order: lines with what was received and is outstanding, and the purchases that booked them */
    get: operations['GetPurchaseOrderController_get[1]'];
    /** Replace a purchase order’s supplier, dates, lines and note (before anything is received) */
    put: operations['UpdatePurchaseOrderController_update[1]'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Send, cancel, or receive goods against a purchase order
     * @description received: records a purchase of the received lines (all outstanding when items is absent) at the order’s prices, with the payment block given.
     */
    patch: operations['ChangePurchaseOrderController_change[1]'];
    trace?: never;
  };
  '/api/v1/inventory/purchase-orders/{id}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Copy a purchase order into a new draft, under the next number */
    post: operations['DuplicatePurchaseOrderController_duplicate[1]'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventory/purchase-orders/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Purchase orders (paged; optional status) */
    get: operations['ListPurchaseOrdersController_list[1]'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventory/purchase-orders/number': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The number the next purchase order will take (PO-001, …); the order takes it for good when created */
    get: operations['NextPurchaseOrderNumberController_number[1]'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventory/stock-transfers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One stock transfer this business sent or received, with its products and values */
    get: operations['GetStockTransferController_get[1]'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventory/stock-transfers/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stock transfers sent by and to this business, newest first (paged) */
    get: operations['ListStockTransfersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventory/stock-update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Set a product’s stock to the quantity counted: the difference is recorded as a stock adjustment (never an overwrite) */
    patch: operations['UpdateStockController_update'];
    trace?: never;
  };
  '/api/v1/inventory/transfer-stock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Transfer stock to another of your businesses
     * @description Sent (the default): the goods leave this business at their moving-average cost (to drawings, 3100) and enter the destination at the same value (from owner’s contribution, 3000), both booked exactly once. A draft posts nothing and can be edited, sent or cancelled later.
     */
    post: operations['CreateStockTransferController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventory/transfer-stock/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace a draft stock transfer’s destination, date, products and note */
    put: operations['UpdateStockTransferController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Send or cancel a draft stock transfer */
    patch: operations['ChangeStockTransferStatusController_change'];
    trace?: never;
  };
  '/api/v1/inventory/transfer-stock/{id}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Copy a stock transfer into a new draft */
    post: operations['DuplicateStockTransferController_duplicate[1]'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoice/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An invoice: customer, lines, totals, status, payments */
    get: operations['InvoicesController_byId'];
    put?: never;
    post?: never;
    /** Delete a draft invoice, or void an approved one (its posting reversed; refused while payments stand) */
    delete: operations['DeleteInvoiceController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoice/{id}/mark-as-paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What marking the invoice as paid would record: the balance still owed, and whether it can be marked */
    get: operations['MarkInvoicePaidController_preview'];
    put?: never;
    /** Record what is still owed as paid (cash unless an account is given) */
    post: operations['MarkInvoicePaidController_mark'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoice/{id}/pdf/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The invoice as an A4 PDF (spec 002 §9: template 'letterhead'; the business's own template when absent) */
    get: operations['InvoicesController_pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoice/{id}/public': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An invoice's public page (no sign-in), by its random public id: what the customer received */
    get: operations['InvoicesController_publicInvoice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoice/{id}/public/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The public invoice's PDF (no sign-in) */
    get: operations['InvoicesController_publicPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoice/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many invoices of each status, with their totals */
    get: operations['InvoicesController_count'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoice/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an invoice
     * @description Numbered prefix-NNN (INV-001, …) by the server. A draft posts nothing; status approved approves it at once: the sale on credit, the customer owes the total, goods leave stock at their moving average. With quotationId: a draft from an approved quotation.
     */
    post: operations['CreateInvoiceController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoice/generate-paystack-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a card payment of what is owed on an invoice (public): the provider's checkout address */
    post: operations['PayInvoiceByCardController_link'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoice/get-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The invoice counter: how many numbers are taken, and the next invoice's number (prefix-NNN) */
    get: operations['InvoicesController_getCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoice/payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a payment on an approved invoice, part or whole (debit cash or bank, credit the receivable) */
    post: operations['RecordInvoicePaymentController_payment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoice/record-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a payment on an approved invoice, part or whole (debit cash or bank, credit the receivable) */
    post: operations['RecordInvoicePaymentController_recordPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoice/send-invoice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail the invoice to the customer: a link to its public page and the PDF attached */
    post: operations['SendInvoiceController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoice/sendupload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail the invoice with an uploaded file (a PDF the browser made) attached instead of ours */
    post: operations['SendInvoiceController_sendUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoice/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The invoice summary: counts and totals by status, and the list (filtered, newest first) */
    post: operations['InvoicesController_summary'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoice/transaction/{ref}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An invoice by its number (INV-001) */
    get: operations['InvoicesController_byReference'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoice/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change, approve or void an invoice
     * @description A draft takes any change; status 'approved' approves it (posting the sale on credit). An approved invoice is changed by amendment (its posting reversed and the corrected one posted, never below what is paid); status 'void' voids it while no payment stands.
     */
    put: operations['UpdateInvoiceController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/logo/{orgId}/{hash}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A business’s current logo (no sign-in), when it is a PNG or JPEG the documents can draw */
    get: operations['GetPublicLogoController_logo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payables-and-receivables/creditors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Creditors: contacts the business owes on credit purchases and expenses, overdue first, each with its open documents */
    get: operations['ListCreditorsController_creditors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payables-and-receivables/debtors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Debtors: contacts owing on credit sales, overdue first, each with its open documents (paged, ?q searches) */
    get: operations['ListDebtorsController_debtors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payables-and-receivables/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What customers owe (receivables) and what the business owes (payables): total, overdue, count, overdueCount */
    get: operations['GetOwedStatsController_stats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payment/auto-renew': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Turn auto-renewal with the card on file on or off (owner or admin); on by default once a card is saved */
    patch: operations['SetAutoRenewalController_setAutoRenewal'];
    trace?: never;
  };
  '/api/v1/payment/card': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The card on file (owner or admin): brand, last 4 digits, expiry, bank; null when there is none */
    get: operations['GetCardController_card'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payment/change-card': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace the card on file (owner or admin): a ₦50 / $1 authorization charge, refunded once verified */
    post: operations['ChangeCardController_change'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payment/complete-order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pay for the plan chosen at sign-up, or whose trial ran out (owner or admin): the card provider’s checkout address */
    post: operations['CompleteOrderController_complete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payment/generate-transaction-id': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A fresh payment reference (owner or admin), to send with a plan purchase: `LLP-` and 24 hex characters */
    get: operations['GenerateTransactionIdController_generate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payment/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The subscription’s card payments, newest first (owner or admin): plans, extra users, card checks */
    get: operations['ListPaymentHistoryController_history'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payment/plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plan in force for the current business (a sub-business: its parent’s): businessPlan, isActive, hasExpired, isPaid, users, businesses, … */
    get: operations['GetPlanController_plan'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payment/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seven plans with their monthly and yearly prices in NGN and USD, users, business allowance and features */
    get: operations['ListPlansController_plans'];
    put?: never;
    /** Buy a plan (owner or admin): the Micro plan is changed to at once; a paid plan answers the card provider’s checkout address (nothing is recorded until POST /payment/verify) */
    post: operations['BuyPlanController_buy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payment/plans/additional-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Buy extra users for the running paid plan (owner or admin): users × the extra-user monthly price × the whole months left (at least 1); the card provider’s checkout address */
    post: operations['BuyAdditionalUsersController_buy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payment/plans/trial': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start the 14-day free trial of a paid plan (owner or admin); once per plan */
    post: operations['StartTrialController_startTrial'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payment/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a subscription payment with the card provider (owner or admin): recorded once, however often asked */
    post: operations['VerifyPaymentController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payment/verify-invoice-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a card payment with the provider (public; the callback page calls it): recorded once, however often asked */
    post: operations['PayInvoiceByCardController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pos/active-register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cashier’s open register with its takings so far, or null */
    get: operations['PosRegistersController_active'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pos/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a counter sale into the cashier’s open register (status parked: park the cart instead)
     * @description Lines at their price (line discount % derived from oldPrice); subtotal S; order discount D percent (default) or fixed; tax % of S − D; amount = S − D + tax. amountCollected above the amount gives change; below it leaves the rest on credit to the customer (required). Stock leaves at moving average.
     */
    post: operations['PosSalesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pos/create/new': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The same as POST /pos/create (the till’s newer screen calls this path) */
    post: operations['PosSalesController_createNew'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pos/latest-register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cashier’s most recent register, open or closed, or null */
    get: operations['PosRegistersController_latest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pos/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Close the cashier’s open register with the amount counted per payment account
     * @description Expected per account = what the register’s sales collected into it (plus the opening float for Cash). The cash difference posts to cash over and short (6930).
     */
    put: operations['PosRegistersController_close'];
    /** Open a register with an opening float (one open register per till and user) */
    post: operations['PosRegistersController_open'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pos/sales/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a parked cart */
    delete: operations['PosSalesController_deleteParked'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pos/sales/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One counter sale (by id or reference) and every event of it, oldest first */
    get: operations['PosQueriesController_saleHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pos/sales/{id}/receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The sale’s receipt as a page printable on an 80 mm roll */
    get: operations['PosQueriesController_receiptHtml'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pos/sales/{id}/receipt/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The sale’s receipt as an 80 mm wide PDF */
    get: operations['PosQueriesController_receiptPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pos/sales/{id}/retrieve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A parked cart, to load into the till (selling it with parkedSaleId marks it sold) */
    get: operations['PosQueriesController_retrieve'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pos/sales/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Counter sales of the business, newest first (filter by registerId or userId) */
    get: operations['PosQueriesController_history'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pos/sales/parked': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Parked carts waiting, newest first */
    get: operations['PosQueriesController_parked'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/production': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Production records, newest first */
    get: operations['ProductionController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/production/create-wip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move raw materials to work in progress (1220) at their moving average; needs the WIP setting on */
    post: operations['ProductionController_createWip'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/production/produce': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Produce a batch
     * @description Inputs leave 1210 at their moving average, WIP leaves 1220, additional costs are paid from the account; the outputs enter 1200 at that total, spread by quantity × price (by quantity when no price), the last output taking the rounding remainder.
     */
    post: operations['ProductionController_produce'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/production/raw-material': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a raw material; an opening quantity goes into raw materials inventory (1210) at quantity × price */
    post: operations['ProductionController_createRawMaterial'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/production/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Raw materials (type RAW_MATERIAL), products (PRODUCT) or both (ALL, default) whose name or SKU contains query */
    get: operations['ProductionController_search'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/production/sku': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The next free raw material SKU */
    get: operations['ProductionController_sku'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/production/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Production totals: records, input, additional cost and output values, raw materials in stock, work in progress */
    get: operations['ProductionController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/production/wip-raw-materials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Work in progress: its balance and the raw materials moved into it */
    get: operations['ProductionController_wip'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/products/recent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products and services for the till’s first screen: those sold most recently at the counter, then the newest */
    get: operations['PosQueriesController_recentProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/purchase-orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One purchase order: lines with what was received and is outstanding, and the purchases that booked them */
    get: operations['GetPurchaseOrderController_get[0]'];
    /** Replace a purchase order’s supplier, dates, lines and note (before anything is received) */
    put: operations['UpdatePurchaseOrderController_update[0]'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Send, cancel, or receive goods against a purchase order
     * @description received: records a purchase of the received lines (all outstanding when items is absent) at the order’s prices, with the payment block given.
     */
    patch: operations['ChangePurchaseOrderController_change[0]'];
    trace?: never;
  };
  '/api/v1/purchase-orders/{id}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Copy a purchase order into a new draft, under the next number */
    post: operations['DuplicatePurchaseOrderController_duplicate[0]'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/purchase-orders/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Purchase orders (paged; optional status) */
    get: operations['ListPurchaseOrdersController_list[0]'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/purchase-orders/number': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The number the next purchase order will take (PO-001, …); the order takes it for good when created */
    get: operations['NextPurchaseOrderNumberController_number[0]'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/qr-menus/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A QR menu as its public page shows it (no sign-in) */
    get: operations['PublicQrMenuController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/qr-menus/{id}/qr.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The QR code of a menu’s public page, as a PNG (no sign-in) */
    get: operations['PublicQrMenuController_qr'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/quotes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Quotations, newest first (filter: status pending, approved, void) */
    get: operations['QuotationsController_list'];
    put?: never;
    /** Create a quotation (pending; it posts nothing) */
    post: operations['CreateQuotationController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/quotes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A quotation */
    get: operations['QuotationsController_byId'];
    /** Change a pending quotation */
    put: operations['UpdateQuotationController_update'];
    post?: never;
    /** Void a quotation */
    delete: operations['VoidQuotationController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/quotes/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a quotation (once); an approved quotation can become a draft invoice (POST /invoice/create with quotationId) */
    post: operations['ApproveQuotationController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/quotes/{id}/pdf/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The quotation as an A4 PDF */
    get: operations['QuotationsController_pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/quotes/{id}/public': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A quotation's public page (no sign-in), by its random public id */
    get: operations['QuotationsController_publicQuotation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/quotes/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail a quotation: a link to its public page and the PDF attached */
    post: operations['SendQuotationController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/receipt/{orgId}/{reference}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A public receipt by business id and reference (no sign-in) */
    get: operations['GetBusinessReceiptController_receipt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/balance-sheet/current-assets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Current assets (cash on hand, cash at bank by bank, receivables, inventories, prepayments, VAT receivable) and fixed assets, net */
    get: operations['GetCurrentAssetsController_currentAssets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/balance-sheet/equity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Equity: owner’s contribution, drawings, retained earnings, profit to date */
    get: operations['GetEquityController_equity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/balance-sheet/liabilities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liabilities by account (trade payables, VAT payable, borrowings, customer advances) */
    get: operations['GetLiabilitiesController_liabilities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/cash-flow': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where the cash on hand and at bank came from and went in a period (direct method): operating, investing and financing lines, the cash at its start and end, each day, month or year of it, and each cash account */
    get: operations['GetCashFlowController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/cash-flow/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cash flow statement as an A4 PDF */
    get: operations['GetCashFlowPdfController_pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/expense': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The expense report: the period’s expenses by category (ledger expense accounts, cost of sales included), with each one’s share
     * @description Default period: the 1st of this month to today. Voided documents never count. knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry. A `business` parameter is ignored: the business is the session’s.
     */
    post: operations['GetExpenseReportController_expenseReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/inventory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The inventory report: all products’ opening, in, out and closing stock (quantity and value) and what was sold
     * @description Default period: the 1st of this month to today. Voided documents never count. knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry. A `business` parameter is ignored: the business is the session’s.
     */
    post: operations['GetInventoryReportController_inventoryReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/inventory/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The inventory report per product (by name, paged, 25 a page): opening, in, out, closing, sold
     * @description Default period: the 1st of this month to today. Voided documents never count. knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry. A `business` parameter is ignored: the business is the session’s.
     */
    post: operations['ListInventoryReportController_inventoryList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/profit-and-loss/{param}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Net revenue, cost of sales (opening and closing inventory, purchases), gross profit, operating expenses by account, other income, operating profit, net finance income and net profit for a period, with a second period beside it; `figures` holds the spec’s names (start = first period, end = second) */
    get: operations['GetProfitAndLossController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/profit-and-loss/pdf/{param}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The profit and loss as an A4 PDF */
    get: operations['GetProfitAndLossPdfController_pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/profit-and-loss/pdf/send/{param}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** E-mails the profit and loss PDF to `email` (default: the signed-in user) */
    get: operations['SendProfitAndLossController_send'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The sales report: the period’s sales by product, by customer and by day, with totals and gross profit
     * @description Default period: the 1st of this month to today. Voided documents never count. knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry. A `business` parameter is ignored: the business is the session’s.
     */
    post: operations['GetSalesReportController_salesReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/summary/expense': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Expenses over the period (cost of sales and expense accounts), per day or month and by category
     * @description Default period: the 1st of this month to today. Voided documents never count. knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry. A `business` parameter is ignored: the business is the session’s.
     */
    get: operations['GetExpenseSummaryController_expenseSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/summary/profits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Income, expenses and profit (decimal strings), all time or between two dates; Profit & Loss (code 19), paid plans */
    get: operations['GetProfitSummaryController_profits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/summary/sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Sales over the period (count, total, paid, still owed) and per day or month
     * @description Default period: the 1st of this month to today. Voided documents never count. knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry. A `business` parameter is ignored: the business is the session’s.
     */
    get: operations['GetSalesSummaryController_salesSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/transactions/purchases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The period’s purchases, newest first, paged (25 a page), with their totals
     * @description Default period: the 1st of this month to today. Voided documents never count. knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry. A `business` parameter is ignored: the business is the session’s.
     */
    get: operations['ListPurchaseTransactionsController_purchaseTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/transactions/sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The period’s sales, newest first, paged (25 a page), with their totals
     * @description Default period: the 1st of this month to today. Voided documents never count. knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry. A `business` parameter is ignored: the business is the session’s.
     */
    get: operations['ListSalesTransactionsController_salesTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/trial-balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every account with its debits, credits and net up to the end of `date` (bank accounts one by one); the totals are equal */
    get: operations['GetTrialBalanceController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Services, newest first; paged (25 a page by default) */
    get: operations['ListServicesController_listServices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/services/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One service */
    get: operations['GetServiceController_getService'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/stock-transfers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One stock transfer this business sent or received, with its products and values */
    get: operations['GetStockTransferController_get[0]'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The tags of the business’s products: their category and brand names
     * @description Each name once per kind (compared without case), with how many products and services in the lists carry it; sorted by name. Filter the product list by them with GET /inventories?filterByTags=a,b.
     */
    get: operations['ListTagsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transaction/account-transfer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Transfer between cash and bank accounts, with an optional fee (bank charges) */
    post: operations['TransferFundsController_transfer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transaction/graphdata': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The transactions graph: sales, purchases, expenses, money in and money out day by day (every day present, "0.00" when nothing was recorded); default the last 30 days, at most 366
     * @description The body may be empty. `type` narrows the answer to that series (or those, comma-separated); without it every series is there. The figures are the dashboard’s (POST /dashboard/todayoverview), from the same query: posted documents by effective date, voided ones never count; expenses count prepayments as they are used, not the prepayment itself; money in leaves out opening stock (it moves no money), so these can differ from GET /transactions/summary. Amounts are decimal strings at the currency’s scale.
     */
    post: operations['GetTransactionGraphController_graph'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every transaction, filtered (filterType customrange | fixed | search, filterBy…, q), paged (limit 25 by default, at most 100) */
    get: operations['ListTransactionsController_list'];
    put?: never;
    /** Record any transaction, picked by type and subtype (spec 002 §7) */
    post: operations['RecordTransactionController_record'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Void a transaction: its journal lines reversed and its stock returned, dated as the original */
    delete: operations['VoidTransactionController_voidTransaction'];
    options?: never;
    head?: never;
    /** Edit a transaction: the fields to change, named as in its type’s POST body; posted as the original reversed plus the corrected document */
    patch: operations['AmendTransactionController_amend'];
    trace?: never;
  };
  '/api/v1/transactions/{id}/sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Void a sale (400 when the transaction is not a sale) */
    delete: operations['VoidSaleController_voidSale'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/{id}/sales-repayment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Void a payment on a credit document: what it paid is owed again (400 when the transaction is not a payment) */
    delete: operations['VoidRepaymentController_voidRepayment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/{reference}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One transaction by reference or id, with its journal lines and payments; ?prepaid finds a prepaid expense */
    get: operations['GetTransactionController_byReference'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/{reference}/resend-receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mails the receipt (HTML, text and the PDF attached) to `email`, or to the customer’s e-mail */
    post: operations['ResendReceiptController_resend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/bulk-import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import sales, purchases and expenses from a CSV file
     * @description Each row is one transaction, recorded whole or not at all; the answer lists every refused row by its line with every reason. Uploading the same file again records nothing twice (each row's key is the file's sha256 and its line). A file of more than 200 rows is imported by a job: 202 with its id, whose progress GET /transactions/bulk-import/{jobId} reads. At most 5000 rows and 10 MB.
     */
    post: operations['BulkImportController_import'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/bulk-import/{jobId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A large import’s progress and, when done, its answer (only the business that uploaded it can read it) */
    get: operations['BulkImportController_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/bulk-template/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The CSV template: the header and two example rows
     * @description Columns: Date (dd/mm/yyyy), Type (sales, purchases or expenses), Reference (optional), Product (name or SKU; sales and purchases), Quantity, Price, Amount (expenses; optional check of quantity × price on the others), Expense Category (a code: 1 utility, 2 assets, 3 transport, 4 commission, 5 rent, 6 others, 7 ads, 8 fees, 9 interest_expense, 10 interest_income, 11 other_income, 12 other_expense, 13 packaging, 14 discount, 15 home_office_cost, 16 office_supplies, 17 salary, 18 bank, 19 business_insurance, 20 business_meals_travel_expense, 21 furniture_equipment_machinery, 22 input_raw_materials, 23 license_registration, 24 professional_business_fees, 25 trainings, 26 website_software, 27 advertising_marketing, 28 entertainment, 29 vehicle_expenses, 30 taxes, 31 electricity, 32 telephone, 33 csr, 34 maintenance_repairs, 35 employee_benefits, 36 cost_of_goods_sold), Mode of Payment (Cash or one of the business’s banks), Customer/Supplier (optional: a contact’s name, company or e-mail), Description (optional).
     */
    get: operations['BulkImportController_template'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/expense/receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Keeps a receipt file with an expense: JPEG, PNG, WebP, GIF or PDF (told by content), up to 10 MB */
    post: operations['UploadExpenseReceiptController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/expense/receipt/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The receipt file kept with an expense, as an attachment with its real content type */
    get: operations['GetExpenseReceiptController_download'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/expenses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Expenses, filtered and paged like GET /transactions */
    get: operations['ListExpensesController_expenses'];
    put?: never;
    /**
     * Record an expense or a prepayment
     * @description Debits the category’s account subtotal − discount + delivery and VAT receivable the tax; credits the account what is paid and the supplier’s payable the rest (on credit). A prepayment (prepayment: true or ?prepayment=true) is held in prepayments until applied.
     */
    post: operations['RecordExpenseController_recordExpense'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/export/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The filtered list as CSV (cells a spreadsheet would take for formulas are neutralised) */
    get: operations['ExportTransactionsController_exportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/money-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record money in (capital, loan, income, …) */
    post: operations['RecordMoneyInController_recordMoneyIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/money-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record money out (loan repayment, drawings, supplier payment, refund, interest) */
    post: operations['RecordMoneyOutController_recordMoneyOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/others': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Everything but sales, purchases and expenses (money in and out, transfers, stock), filtered and paged */
    get: operations['ListOthersController_others'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/prepayments/{id}/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Expense part of a prepayment
     * @description Moves the amount from prepayments to the category’s account (the prepayment’s own by default).
     */
    post: operations['ApplyPrepaymentController_applyPrepayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/products/{reference}/{type}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The items (products and services) of a sale or purchase, by its reference */
    get: operations['GetTransactionProductsController_products'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/purchases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Purchases, filtered and paged like GET /transactions */
    get: operations['ListPurchasesController_purchases'];
    put?: never;
    /**
     * Record a purchase of stock
     * @description Products bought go into stock at their line totals; a discount is discount received, delivery a transport cost, tax VAT receivable. Services bought are expenses (POST /transactions/expenses). On credit the rest is owed to the entity (needs permission 29 besides 25 or 22).
     */
    post: operations['RecordPurchaseController_recordPurchase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/record-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a payment on a credit sale, purchase or expense
     * @description A sale: the customer pays (debit the account, credit their receivable). A purchase or expense: the supplier is paid (debit payables, credit the account).
     */
    post: operations['RecordPaymentController_recordPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sales, filtered and paged like GET /transactions */
    get: operations['ListSalesController_sales'];
    put?: never;
    /**
     * Record a sale
     * @description Products and services sold. Each line is round(quantity × price); discount, delivery and tax are fixed or a percent of the subtotal; total = subtotal − discount + delivery + tax. Products leave stock at their moving-average cost. On credit, initial_deposit is paid now and the rest is owed by the entity by due_date (needs permission 28 besides 23 or 22).
     */
    post: operations['RecordSaleController_recordSale'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/stock-adjustments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adjust a product’s stock to a count: more adds at a unit cost, less takes out at the moving-average cost (inventory adjustments, 6920) */
    post: operations['AdjustStockController_adjustStock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transactions/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Totals per type over the filtered period: sales, purchases, expenses, inflows, outflows, transfers, others, count */
    get: operations['GetTransactionsSummaryController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/transfer-stock/{id}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Copy a stock transfer into a new draft */
    post: operations['DuplicateStockTransferController_duplicate[0]'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The event store, PostgreSQL and Redis, and the mode the app runs in */
    get: operations['HealthController_health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sign out (the original client’s path) */
    get: operations['SignOutController_logout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AcceptBusinessInviteDto: {
      /**
       * @description Default: the name the invitation gives
       * @example Ada Provisions
       */
      businessName?: string;
      /** @example Ada */
      firstName: string;
      /** @example Obi */
      lastName: string;
      /** @example correct horse battery staple */
      password: string;
    };
    AccountBalance: {
      balance: string;
      code: string;
      /** @description 'cash' for cash on hand, otherwise the bank account's id. */
      id: string;
      /** @description 'Cash on hand', or the bank account's name: its bank's, with the number's last four digits beside another account at that bank. */
      name: string;
    };
    AccountSettingsView: {
      /** @description Selling below zero stock is allowed. */
      allowZeroStockLevel: boolean;
      /** @enum {string} */
      currency:
        | 'AUD'
        | 'BRL'
        | 'CAD'
        | 'CFA'
        | 'CHF'
        | 'CNY'
        | 'CZK'
        | 'DKK'
        | 'EGP'
        | 'EUR'
        | 'GBP'
        | 'GHS'
        | 'HKD'
        | 'IDR'
        | 'INR'
        | 'JPY'
        | 'KES'
        | 'KRW'
        | 'MYR'
        | 'NAD'
        | 'NGN'
        | 'PHP'
        | 'THB'
        | 'TWD'
        | 'USD'
        | 'VND'
        | 'ZAR';
      /** @description Printed at the foot of invoices and receipts. */
      footnote: string;
      invoice: {
        /** @description Accent colour, `#rrggbb`, lower case. */
        colour?: string;
        showBankDetails?: boolean;
        showLogo?: boolean;
        /** @enum {string} */
        template?: 'letterhead' | 'standard';
      };
      /** @description Low-stock alert level. */
      stockLevel: number;
      /** @description Tax percent, 0–100, as a decimal string. */
      tax: string;
      /** @description Production through work in progress is on (shows "Move Raw Materials to WIP"). */
      wipStatus: boolean;
    };
    /** @enum {string} */
    AccountType:
      | 'asset'
      | 'contra-asset'
      | 'contra-equity'
      | 'contra-income'
      | 'cost-of-sales'
      | 'equity'
      | 'expense'
      | 'finance-income'
      | 'income'
      | 'liability'
      | 'other-income';
    AddBusinessDto: {
      /**
       * @description Its currency (default NGN); locked once it records a transaction
       * @example NGN
       */
      currency?: string;
      /**
       * @description The new business’s name
       * @example Ada Stores Ikeja
       */
      name: string;
      /** @example Retail */
      typeOfBusiness?: string;
    };
    AddedBusiness: {
      businessId: string;
      position: string;
    };
    AdditionalCostDoc: {
      /** @example 1500.00 */
      amount: string | number;
      /** @example Gas */
      description: string;
    };
    Adjustment: {
      /** @description The amount it came to, rounded. */
      amount: string;
      type: components['schemas']['AdjustmentType'];
      /** @description The value as entered: an amount, or a percent. */
      value: string;
    };
    /** @enum {string} */
    AdjustmentType: 'fixed' | 'percent';
    AdjustStockDto: {
      /**
       * @description YYYY-MM-DD
       * @example 2026-11-22
       */
      date: string;
      /**
       * @description A product (not a service)
       * @example 9b2f1c7e-5d4a-4f3b-8e21-7a6c5b4d3e2f
       */
      product: string;
      /**
       * @description Counted minus booked: positive adds, negative takes out (at the moving-average cost); up to 4 decimals
       * @example -2
       */
      quantity: string | number;
      /** @example Damaged in transit */
      reason?: string;
      /**
       * @description Your own reference; one is made when absent
       * @example ADJ001
       */
      reference?: string;
      /**
       * @description Cost of one added unit; the current average when absent
       * @example 4500.00
       */
      unitCost?: string | number;
    };
    AdminBusinessCounts: {
      contacts: number;
      invoices: number;
      members: number;
      pendingInvites: number;
      products: number;
      services: number;
      subBusinesses: number;
      transactions: number;
    };
    AdminBusinessRow: {
      createdAt: string;
      currency: string;
      deactivated: boolean;
      deactivatedAt: string | null;
      id: string;
      name: string;
      owner: {
        email: string;
        firstName: string | null;
        lastName: string | null;
        userId: string;
      } | null;
      /** @description Set for a sub-business (it lives on its parent's plan). */
      parentBusinessId: string | null;
      /** @description The partner that brought the business, null when none did. */
      partnerId: string | null;
      /**
       * @description The plan in force now (as GET /payment/plan reads it), null before any subscription.
       * @enum {number|null}
       */
      planId: 1 | 2 | 3 | 4 | 5 | 6 | 7 | null;
      planName: string | null;
      typeOfBusiness: string | null;
    };
    AdminBusinessUser: {
      businessId: string;
      businessName: string;
      email: string;
      emailVerified: boolean;
      firstName: string;
      joinedAt: string;
      lastName: string;
      role: string;
      signedUpAt: string;
      userId: string;
    };
    AdminChangePlanDto: {
      /**
       * @description Users beyond those the plan includes
       * @example 0
       */
      extraUsers?: number;
      /**
       * @description Required for a paid plan
       * @example monthly
       * @enum {string}
       */
      period?: 'monthly' | 'yearly';
      /**
       * @description Plan id (1–7) or key (free, basic, store, …)
       * @example store
       */
      plan: string | number;
    };
    AdminLoginDto: {
      /** @example ops@ledgerline.example */
      email: string;
      /** @example correct horse battery staple */
      password: string;
    };
    /** @enum {string} */
    AdminRole: 'partner' | 'staff';
    AdminView: {
      email: string;
      id: string;
      name: string;
      partnerId: string | null;
      role: components['schemas']['AdminRole'];
    };
    AllowZeroStockLevelDto: {
      /**
       * @description Selling below zero stock is allowed
       * @example false
       */
      allowZeroStockLevel: boolean;
    };
    ApplyPrepaymentDto: {
      /**
       * @description At most what is left on the prepayment
       * @example 10000.00
       */
      amount: string | number;
      /**
       * @description Defaults to the prepayment’s category; a name or its number (see expenses)
       * @example rent
       */
      category?: string | number;
      /**
       * @description YYYY-MM-DD: when this part was used up
       * @example 2026-12-31
       */
      date: string;
      /** @example December rent */
      description?: string;
    };
    ArchiveRecordDto: {
      /**
       * @description The product’s, service’s or contact’s id
       * @example 3f1c2b7e-5a4d-4c3b-9e8f-1a2b3c4d5e6f
       */
      id: string;
      /**
       * @example product
       * @enum {string}
       */
      type: 'product' | 'service' | 'contact';
    };
    AssetCategory: {
      /** @enum {string} */
      group: 'Licensed Vehicles' | 'Machinery and Equipment';
      /** @description Useful life in months, copied into the asset. */
      lifespan: number;
      name: string;
    };
    AssetCategoryLine: {
      /** @enum {string} */
      group: 'Machinery and Equipment' | 'Licensed Vehicles';
      /**
       * @description Months, at least 1
       * @example 60
       */
      lifespan: number;
      /** @example Generators */
      name: string;
    };
    AssetFormDoc: {
      /**
       * @description One of the business’s asset categories; it gives the group and lifespan
       * @example Generators
       */
      category: string;
      /** @example New */
      condition?: string;
      description?: string;
      /** @example 900000.00 */
      forceSaleValue?: string | number;
      /**
       * @description The category’s group; read from the category
       * @example Machinery and Equipment
       */
      group?: string;
      /** @description Kept from the asset; a new picture comes as the multipart `image` file */
      imageUrl?: string;
      /**
       * @description Months; the category’s when absent
       * @example 60
       */
      lifespan?: string | number;
      /** @example Mikano */
      manufacturer?: string;
      /** @example MK-20 */
      model?: string;
      /** @example Generator 20kVA */
      name: string;
      /** @example 2500000.00 */
      purchasePrice: string | number;
      /**
       * @description At most the purchase price
       * @example 250000.00
       */
      salvageValue?: string | number;
      /** @example SN-88231 */
      serialNo?: string;
      /** @example AST-0001 */
      tag: string;
    };
    AssetLineDoc: {
      /** @description The asset id */
      id: string;
      /**
       * @description Per unit
       * @example 250000.00
       */
      price: string | number;
      /**
       * @description Whole units
       * @example 1
       */
      quantity?: string | number;
    };
    AssetLogRow: {
      _id: string;
      amount: string;
      date: string;
      description: string | null;
      entityId: string | null;
      entityName: string | null;
      number: string | null;
      price: string;
      quantity: string;
      reference: string;
      /** @enum {string} */
      type: 'asset_buy' | 'asset_sale' | 'depreciation';
    };
    AssetPartyDto: {
      address?: string;
      city?: string;
      country?: string;
      email?: string;
      /** @description The contact id */
      id: string;
      name?: string;
      phone?: string;
      state?: string;
      tax_number?: string;
      vat_number?: string;
      website?: string;
      zip?: string;
    };
    AssetTransactionRow: {
      _id: string;
      amount: string;
      date: string;
      description: string | null;
      entityName: string | null;
      number: string | null;
      reference: string;
      /** @enum {string} */
      type: 'asset_buy' | 'asset_sale';
    };
    AssetView: {
      _id: string;
      accumulatedDepreciation: string;
      archived: boolean;
      category: string;
      /** @enum {string} */
      condition?: 'new' | 'used';
      /** @description Cost of the units held (1500). */
      cost: string;
      createdAt: string;
      currency: string;
      description?: string;
      forceSaleValue?: string;
      /** @enum {string} */
      group?: 'Licensed Vehicles' | 'Machinery and Equipment';
      id: string;
      /** @description An uploaded picture, kept beside the events as product images are (the bytes never go into the log). */
      image?: components['schemas']['ProductImage'];
      imageUrl?: string;
      lastDepreciatedMonth: string | null;
      lifespan: number;
      manufacturer?: string;
      model?: string;
      monthlyDepreciation: string;
      name: string;
      netBookValue: string;
      purchasePrice: string;
      qty_in_stock: string;
      salvageValue: string;
      serialNo?: string;
      tag: string;
    };
    AuditEventDetail: {
      causationId: string | null;
      commandId: string | null;
      correlationId: string | null;
      data: unknown;
      /** @description The schema version `data` is shown in (the current one, after upcasting). */
      dataVersion: number;
      documentId: string | null;
      effectiveDate: string | null;
      /** @description sha256 of the previous hash and this event (PostgreSQL store only). */
      hash: string | null;
      id: string;
      metadata: components['schemas']['EventMetadata'];
      /** @description When the user did it (the command's clock), beside when the store recorded it. */
      occurredAt: string | null;
      position: string;
      recordedAt: string;
      revision: string;
      type: string;
      userId: string | null;
      userName: string | null;
      /** @description The stored schema version of its data. */
      version: number;
    };
    AuditEventSummary: {
      causationId: string | null;
      commandId: string | null;
      correlationId: string | null;
      documentId: string | null;
      effectiveDate: string | null;
      id: string;
      /** @description When the user did it (the command's clock), beside when the store recorded it. */
      occurredAt: string | null;
      position: string;
      recordedAt: string;
      revision: string;
      type: string;
      userId: string | null;
      userName: string | null;
      /** @description The stored schema version of its data. */
      version: number;
    };
    AutoMatchBodyDto: {
      /**
       * @description One of the business’s bank accounts
       * @example 7c1e…
       */
      bankAccountId: string;
      /**
       * @description YYYY-MM-DD; default today in the business’s time zone
       * @example 2026-10-31
       */
      endDate?: string;
    };
    AutoMatched: {
      /** @description Lines paired by this run (0 when nothing was left to pair). */
      matched: number;
      position: string;
    };
    AutoRenewalSet: {
      /** @description The card on file, with the setting as it now stands. */
      card: components['schemas']['CardView'];
      position: string;
    };
    BalanceDetails: {
      accounts: components['schemas']['AccountBalance'][];
      currency: string;
      total: string;
    };
    BalanceSheetReport: {
      /** @description Per column: assets = liabilities + equity (always true of balanced books). */
      balanced: boolean[];
      businessId: string;
      businessName: string;
      columns: {
        date: string;
        profitFrom: string;
      }[];
      currency: string;
      currentAssets: components['schemas']['ReportSection'];
      /** @description Contribution, drawings (negative), retained earnings, profit to date. */
      equity: components['schemas']['ReportSection'];
      figures: {
        cashAtBank: components['schemas']['ReportFigure'];
        cashOnHand: components['schemas']['ReportFigure'];
        contribution: components['schemas']['ReportFigure'];
        currentAssets: components['schemas']['ReportFigure'];
        drawings: components['schemas']['ReportFigure'];
        equity: components['schemas']['ReportFigure'];
        fixedAssets: components['schemas']['ReportFigure'];
        inventories: components['schemas']['ReportFigure'];
        liabilities: components['schemas']['ReportFigure'];
        prepayments: components['schemas']['ReportFigure'];
        profitToDate: components['schemas']['ReportFigure'];
        receivables: components['schemas']['ReportFigure'];
        retainedEarnings: components['schemas']['ReportFigure'];
        totalAssets: components['schemas']['ReportFigure'];
        totalLiabilitiesAndEquity: components['schemas']['ReportFigure'];
        vatReceivable: components['schemas']['ReportFigure'];
      };
      /** @description At cost less accumulated depreciation. */
      fixedAssets: components['schemas']['ReportSection'];
      /** @description The position the report is as known at; null: everything posted so far. */
      knownAt: string | null;
      liabilities: components['schemas']['ReportSection'];
      /** @enum {string} */
      source: 'aggregates' | 'journal';
      totalAssets: components['schemas']['ReportLine'];
      totalLiabilitiesAndEquity: components['schemas']['ReportLine'];
    };
    BankAccountEntryDto: {
      /** @example Ada Stores Ltd */
      accountName: string;
      /**
       * @description An entry with an empty account number is dropped (spec 002 §5): blanking it removes the account
       * @example 0123456789
       */
      accountNumber: string;
      /**
       * @description An existing account of this business (404 otherwise); absent: a new account
       * @example 5d6c1f0e-8d0b-4f7e-9a57-1c2d3e4f5a6b
       */
      bankAccountId?: string;
      /** @example GTBank */
      bankName: string;
    };
    BankAccountRef: {
      accountName: string;
      accountNumber: string;
      bankAccountId: string;
      bankName: string;
    };
    BankAccountsSet: {
      /** @description Ids given to the accounts this change added, in list order. */
      addedBankAccountIds: string[];
      changed: boolean;
      position: string;
    };
    BankBookEntry: {
      amount: string;
      date: string;
      description: string;
      entryId: string;
      reference: string;
    };
    BankReconciliation: {
      bankAccount: components['schemas']['BankAccountRef'];
      /** @description 1010 / the account in the books at the end of endDate. */
      bookBalance: string;
      currency: string;
      /** @description (bookBalance + unmatchedStatementTotal) − (statementBalance + unmatchedBookTotal); null without a statement balance. */
      difference: string | null;
      endDate: string;
      matched: components['schemas']['ReconciliationMatch'][];
      reconciled: boolean;
      startDate: string;
      /** @description The balance after its last line dated up to endDate; null when none. */
      statementBalance: string | null;
      /** @description The date of its last line up to endDate. */
      statementEnd: string | null;
      /** @description The account's first statement line's date; null when it has no statement. */
      statementStart: string | null;
      unmatchedBookTotal: string;
      unmatchedEntries: components['schemas']['BankBookEntry'][];
      unmatchedLines: components['schemas']['ReconciliationLine'][];
      unmatchedStatementTotal: string;
    };
    BankStatementDetail: {
      accountName: string;
      accountNumber: string;
      bankAccountId: string;
      bankName: string;
      closingBalance: string;
      endDate: string;
      fileName: string;
      importedAt: string;
      lines: components['schemas']['StatementLineItem'][];
      /** @description Of those, the lines matched with book entries. */
      matched: number;
      openingBalance: string;
      startDate: string;
      statementId: string;
    };
    BankStatementSummary: {
      accountName: string;
      accountNumber: string;
      bankAccountId: string;
      bankName: string;
      closingBalance: string;
      endDate: string;
      fileName: string;
      importedAt: string;
      /** @description Lines it brought (those already imported by an earlier statement are not counted). */
      lines: number;
      /** @description Of those, the lines matched with book entries. */
      matched: number;
      openingBalance: string;
      startDate: string;
      statementId: string;
    };
    BillingPaymentOutcome: {
      /** @description The business's card on file after the payment. */
      card: components['schemas']['CardView'] | null;
      /** @description The plan as it stands after the payment. */
      plan: components['schemas']['PlanStatus'];
      /** @enum {string} */
      purpose: 'additional-users' | 'change-card' | 'complete-order' | 'plan' | 'renewal';
      /** @description Recorded by this call; false when it already was, or there was nothing to record. */
      recorded: boolean;
      reference: string;
      /** @enum {string} */
      status: 'abandoned' | 'failed' | 'pending' | 'success';
    };
    BudgetAccount: {
      code: string;
      name: string;
      /** @description income: read as credit − debit; expense: debit − credit. */
      side: components['schemas']['BudgetSide'];
    };
    BudgetActuals: {
      budget: components['schemas']['BudgetView'];
      currency: string;
      expense: {
        months: components['schemas']['BudgetFigure'][];
        total: components['schemas']['BudgetFigure'];
      };
      /** @description Income lines and expense lines summed per month and for the year. */
      income: {
        months: components['schemas']['BudgetFigure'][];
        total: components['schemas']['BudgetFigure'];
      };
      lines: components['schemas']['BudgetLineVsActual'][];
      months: string[];
      /**
       * @description Profit-loss budgets: budgeted net profit (income lines − expense lines) against the actual net
       *     profit of the books, every profit-and-loss account counted (also those the budget leaves out),
       *     so the actual is the profit and loss's own net profit for the month.
       */
      netProfit?: {
        months: components['schemas']['BudgetFigure'][];
        total: components['schemas']['BudgetFigure'];
      };
    };
    BudgetBodyDto: {
      /**
       * @description The first of the twelve months, YYYY-MM
       * @example 2026-01
       */
      firstMonth: string;
      /**
       * @description Required on POST; on PUT it may be left out and never changes
       * @enum {string}
       */
      kind?: 'profit-loss' | 'line-item';
      /**
       * @example [
       *       {
       *         "account": "4000",
       *         "amounts": [
       *           "100000.00",
       *           "100000.00",
       *           "120000.00",
       *           "100000.00",
       *           "100000.00",
       *           "100000.00",
       *           "100000.00",
       *           "100000.00",
       *           "100000.00",
       *           "100000.00",
       *           "100000.00",
       *           "150000.00"
       *         ]
       *       }
       *     ]
       */
      lines: components['schemas']['BudgetLineDto'][];
      /** @example Plan for 2026 */
      name: string;
    };
    BudgetFigure: {
      actual: string;
      budget: string;
      /** @description An expense line that spent more than planned (income never is). */
      overBudget: boolean;
      /** @description actual ÷ budget × 100, two places; null when nothing was budgeted. */
      percentUsed: string | null;
      /** @description actual − budget: over budget (an expense) or ahead of plan (income) when positive. */
      variance: string;
    };
    BudgetLine: {
      /** @description The chart-of-accounts code (LEDGER.md §2). */
      account: string;
      /** @description Twelve decimal strings at the currency's scale, the first for `firstMonth`. */
      amounts: string[];
    };
    BudgetLineDto: {
      /**
       * @description A profit-and-loss account of the chart (LEDGER.md §2); line-item budgets: an expense account (5000, 6xxx)
       * @example 4000
       */
      account: string;
      /**
       * @description Twelve amounts ≥ 0, the first for firstMonth
       * @example [
       *       "100000.00",
       *       "100000.00",
       *       "120000.00",
       *       "100000.00",
       *       "100000.00",
       *       "100000.00",
       *       "100000.00",
       *       "100000.00",
       *       "100000.00",
       *       "100000.00",
       *       "100000.00",
       *       "150000.00"
       *     ]
       */
      amounts: (string | number)[];
    };
    BudgetLineVsActual: {
      account: string;
      months: components['schemas']['BudgetFigure'][];
      name: string;
      side: components['schemas']['BudgetSide'];
      total: components['schemas']['BudgetFigure'];
    };
    /** @enum {string} */
    BudgetSide: 'expense' | 'income';
    BudgetView: {
      createdAt: string;
      endDate: string;
      firstMonth: string;
      id: string;
      /** @enum {string} */
      kind: 'line-item' | 'profit-loss';
      lines: components['schemas']['BudgetLine'][];
      name: string;
      /** @description First day of the first month and last day of the twelfth (YYYY-MM-DD). */
      startDate: string;
      totalExpense: string;
      /** @description The year's budgeted income (credit-normal lines) and costs and expenses (the others). */
      totalIncome: string;
      updatedAt: string;
    };
    BudgetWritten: {
      id: string;
      position: string;
    };
    BulkUpdated: {
      position: string | null;
      /** @description Stock counts that differed from the books (a StockAdjusted transaction each). */
      stockAdjusted: number;
      unchanged: number;
      /** @description Products whose name or prices changed (a ProductUpdated each). */
      updated: number;
    };
    BusinessActivity: {
      /** @description Set when a provider admin did it (deactivation, plan change, …). */
      adminId: string | null;
      adminName: string | null;
      businessId: string;
      businessName: string;
      /** @description When the store recorded it (ISO). */
      date: string;
      description: string | null;
      position: string;
      reference: string | null;
      /** @description The dashboard's one-line account of the event ("top events"). */
      title: string;
      type: string;
      userId: string | null;
      userName: string | null;
    };
    BusinessChangeResult: {
      changed: boolean;
      position: string;
    };
    BusinessListItem: {
      _id: string;
      /** @description The session's current business. */
      current: boolean;
      isSubBusiness: boolean;
      name: string;
      /** @description The business's identifier, as the switch call and team invites take it (the same as `_id`). */
      org: string;
      /** @description The business's own e-mail (organisation profile), null when not set. */
      orgEmail: string | null;
      parentBusinessId: string | null;
      /**
       * @description The user's role there; null for a sub-business of theirs they are not a member of (only with `all`).
       * @enum {string|null}
       */
      role: 'admin' | 'member' | 'owner' | null;
    };
    BusinessProfileView: {
      address: string | null;
      businessId: string;
      businessName: string;
      city: string | null;
      companyImage: string | null;
      country: string | null;
      email: string | null;
      isSubBusiness: boolean;
      parentBusinessId: string | null;
      phone: string | null;
      state: string | null;
      typeOfBusiness: string | null;
      website: string | null;
    };
    BusinessView: {
      _id: string;
      address: string | null;
      businessId: string;
      businessName: string;
      city: string | null;
      companyImage: string | null;
      country: string | null;
      currency: string;
      email: string | null;
      isSubBusiness: boolean;
      name: string;
      parentBusinessId: string | null;
      phone: string | null;
      state: string | null;
      typeOfBusiness: string | null;
      website: string | null;
    };
    BuyAdditionalUsersDto: {
      /**
       * @description The currency to pay in; NGN when absent
       * @example NGN
       * @enum {string}
       */
      currency?: 'NGN' | 'USD';
      /**
       * @description From GET /payment/generate-transaction-id; a fresh one is made when absent
       * @example LLP-5f2b9c0e8a1d4e7f9a0b1c2d
       */
      reference?: string;
      /**
       * @description Users to add (1–1000)
       * @example 2
       */
      users: number;
    };
    BuyAssetsDto: {
      /**
       * @default Cash
       * @example Cash
       */
      account?: string;
      /**
       * @description Asset lines: id, quantity (whole units, default 1), price; other line fields are the form’s copy
       * @example [
       *       {
       *         "id": "asset id",
       *         "quantity": 1,
       *         "price": "250000.00"
       *       }
       *     ]
       */
      assets: components['schemas']['AssetLineDoc'][];
      /** @default false */
      credit?: boolean;
      /**
       * @description YYYY-MM-DD
       * @example 2026-01-15
       */
      date: string;
      delivery?: string | number;
      /**
       * @default fixed
       * @enum {string}
       */
      deliveryType?: 'fixed' | 'percent';
      description?: string;
      discount?: string | number;
      /**
       * @default fixed
       * @enum {string}
       */
      discountType?: 'fixed' | 'percent';
      /** @example 2026-02-15 */
      due_date?: string;
      /** @description false leaves delivery out whatever its value */
      hasDelivery?: boolean;
      /** @description false leaves discount out whatever its value */
      hasDiscount?: boolean;
      /** @description false leaves tax out whatever its value */
      hasTax?: boolean;
      initial_deposit?: string | number;
      /** @example Lagos warehouse */
      location?: string;
      /** @example AB-0001 */
      number?: string;
      /**
       * @description Your own reference; a random 6-character one when absent
       * @example K7QX2M
       */
      reference?: string;
      subtotal?: string | number;
      supplierData?: components['schemas']['AssetPartyDto'];
      tax?: string | number;
      /**
       * @default percent
       * @enum {string}
       */
      taxType?: 'fixed' | 'percent';
      total?: string | number;
      /**
       * @description Not available yet: true is refused
       * @default false
       */
      useAdvancePayment?: boolean;
    };
    BuyPlanDto: {
      /**
       * @description The currency to pay in; NGN when absent
       * @example NGN
       * @enum {string}
       */
      currency?: 'NGN' | 'USD';
      /**
       * @description Users beyond those the plan includes (0–1000); paid plans only
       * @example 0
       */
      extraUsers?: number;
      /**
       * @description monthly when absent; yearly is billed as 10 months
       * @example monthly
       * @enum {string}
       */
      period?: 'monthly' | 'yearly';
      /**
       * @description Plan id (1–7) or key (free, basic, store, professional, enterprise, …)
       * @example store
       */
      plan: string | number;
      /**
       * @description From GET /payment/generate-transaction-id; a fresh one is made when absent
       * @example LLP-5f2b9c0e8a1d4e7f9a0b1c2d
       */
      reference?: string;
    };
    CardPaymentOutcome: {
      invoice?: {
        balance: string;
        publicId: string;
        reference: string;
        status: string;
      };
      /** @description The payment recorded now; false when it already was (or there was nothing to record). */
      recorded: boolean;
      reference: string;
      /** @enum {string} */
      status: 'abandoned' | 'failed' | 'pending' | 'success';
    };
    CardView: {
      /** @description The plan renews itself with this card a day before it ends (PATCH /payment/auto-renew). */
      autoRenew: boolean;
      bank: string | null;
      brand: string;
      expMonth: string;
      expYear: string;
      last4: string;
      reusable: boolean;
    };
    CashFlowAccount: {
      change: string;
      closing: string;
      /** @enum {string} */
      code: '1000' | '1010';
      name: string;
      opening: string;
      /** @description The bank account id for 1010, '' for cash on hand. */
      subAccount: string;
    };
    CashFlowInterval: {
      closingCash: string;
      end: string;
      financing: string;
      investing: string;
      net: string;
      operating: string;
      start: string;
    };
    CashFlowLine: {
      /** @description Money in positive, money out negative. */
      amount: string;
      /** @enum {string} */
      key:
        | 'assetsBought'
        | 'assetsSold'
        | 'contributions'
        | 'customers'
        | 'drawings'
        | 'interestPaid'
        | 'interestReceived'
        | 'loansReceived'
        | 'loansRepaid'
        | 'otherIncome'
        | 'suppliersAndExpenses'
        | 'vat';
      label: string;
    };
    CashFlowReport: {
      accounts: components['schemas']['CashFlowAccount'][];
      businessId: string;
      businessName: string;
      /** @description openingCash + netChange: the cash on hand and at bank at the end of endDate. */
      closingCash: string;
      currency: string;
      endDate: string;
      /**
       * @description Days for a period of up to 31 days, months up to three years, years beyond (the first and last may be part ones).
       * @enum {string}
       */
      interval: 'day' | 'month' | 'year';
      intervals: components['schemas']['CashFlowInterval'][];
      netChange: string;
      /** @description The part of openingCash that opening balances dated within the period brought (0 when none). */
      openingBalancesEntered: string;
      /** @description Cash on hand and at bank at the start of startDate, plus any opening balances entered in the period. */
      openingCash: string;
      sections: components['schemas']['CashFlowSection'][];
      startDate: string;
    };
    CashFlowSection: {
      key: components['schemas']['CashFlowSectionKey'];
      label: string;
      /** @description Every line of the section, zero ones included (a screen may leave those out). */
      lines: components['schemas']['CashFlowLine'][];
      total: string;
    };
    /** @enum {string} */
    CashFlowSectionKey: 'financing' | 'investing' | 'operating';
    ChainVerification:
      | {
          /** @description Events checked and found sound before the break. */
          events: number;
          /** @description The first event that fails (null: the stream head names events that are gone and none is left). */
          firstBrokenPosition: string | null;
          firstBrokenRevision: string | null;
          message: string;
          /** @enum {boolean} */
          ok: false;
          /** @enum {string} */
          reason: 'hash_mismatch' | 'head_mismatch' | 'revision_gap';
        }
      | {
          events: number;
          /** @enum {boolean} */
          ok: true;
        };
    ChangeCardDto: {
      /**
       * @description The currency to pay in; NGN when absent
       * @example NGN
       * @enum {string}
       */
      currency?: 'NGN' | 'USD';
    };
    ChangeInviteRoleDto: {
      inviteId: string;
      /**
       * @description A role name: 'Business Owner' (or 'admin') gives full access; any other is a custom role, given by roleId
       * @example Cashier
       */
      role: string;
      /** @description The custom role’s _id (GET /customroles) */
      roleId?: string;
    };
    ChangeMemberRoleDto: {
      /**
       * @description A role name: 'Business Owner' (or 'admin') gives full access; any other is a custom role, given by roleId
       * @example Cashier
       */
      role: string;
      /** @description The custom role’s _id (GET /customroles) */
      roleId?: string;
      userId: string;
    };
    ChangeNotificationPreferencesDto: {
      /**
       * @description Reminders of products in stock nearing their expiry date (owners)
       * @example true
       */
      expiryReminders?: boolean;
      /**
       * @description The profit and loss PDF of each month that ended, on the 1st (owners)
       * @example false
       */
      monthlyProfitAndLoss?: boolean;
      /**
       * @description The account summary of the week that ended, on Mondays (owners)
       * @example true
       */
      weeklySummary?: boolean;
    };
    ChangePasswordDto: {
      /** @example a new horse battery staple */
      confirmPassword: string;
      /** @example correct horse battery staple */
      currentPassword: string;
      /** @example a new horse battery staple */
      password: string;
    };
    ChangePurchaseOrderDto: {
      /**
       * @description Received: 'Cash' or a bank account's id
       * @example Cash
       */
      account?: string;
      /** @example false */
      credit?: boolean;
      /**
       * @description Received: the purchase’s date, YYYY-MM-DD
       * @example 2026-11-28
       */
      date?: string;
      delivery?: string | number;
      /** @enum {string} */
      deliveryType?: 'fixed' | 'percent';
      discount?: string | number;
      /** @enum {string} */
      discountType?: 'fixed' | 'percent';
      /** @example 2026-12-28 */
      due_date?: string;
      initial_deposit?: string | number;
      /**
       * @description Received: `[{ product, quantity }]`; all that is outstanding when absent
       * @example [
       *       {
       *         "product": "…",
       *         "quantity": "5"
       *       }
       *     ]
       */
      items?: components['schemas']['ReceivedItemDoc'][];
      /** @example Supplier out of stock */
      reason?: string;
      /**
       * @description Received: the purchase’s reference; one is made when absent
       * @example PUR-7
       */
      reference?: string;
      /** @enum {string} */
      status: 'sent' | 'cancelled' | 'received';
      tax?: string | number;
      /** @enum {string} */
      taxType?: 'fixed' | 'percent';
    };
    ChangeStockTransferStatusDto: {
      /** @example Ordered twice */
      reason?: string;
      /**
       * @description sent moves the goods; cancelled drops the draft
       * @enum {string}
       */
      status: 'sent' | 'cancelled';
    };
    ChartViewLine: {
      account: {
        bankAccount?: {
          id: string;
          name: string;
        };
        code: string;
        name: string;
      };
      /** @description The page's balance after this line. */
      balance: string;
      contact: {
        id: string;
        name: string | null;
      } | null;
      /** @description Posted by a void or an amendment of the document, not by the document itself. */
      correction: boolean;
      credit: string;
      date: string;
      debit: string;
      description: string | null;
      position: string;
      reference: string | null;
      transactionId: string;
      /** @description A transfer between the business's accounts: where the money came from and went, by name; null otherwise. */
      transfer: {
        from: components['schemas']['TransferEnd'];
        to: components['schemas']['TransferEnd'];
      } | null;
      /** @description The document's list type (sales, purchases, inflows, …). */
      type: string | null;
      /** @description The document has since been voided (its reversal is a line of its own). */
      voided: boolean;
    };
    ChartViewPage: {
      account: {
        accounts: {
          code: string;
          name: string;
          type: components['schemas']['AccountType'];
        }[];
        code: string | null;
        name: string;
        normalBalance: components['schemas']['NormalBalance'];
        type: components['schemas']['AccountType'];
      };
      /** @description The bank account the page is narrowed to (`?bank=`); `name` as every screen names it (`GTBank`, or `GTBank 1234` beside another GTBank account). */
      bankAccount: {
        accountName: string;
        accountNumber: string;
        bankName: string;
        id: string;
        name: string;
      } | null;
      /** @description The balance at endDate (or now): openingBalance plus the period's lines. */
      closingBalance: string;
      currency: string;
      data: components['schemas']['ChartViewLine'][];
      endDate: string | null;
      knownAt: string | null;
      limit: number;
      /** @description The balance before startDate (0 without one). */
      openingBalance: string;
      page: number;
      startDate: string | null;
      subtype: string | null;
      total: number;
      totalCredit: string;
      /** @description Σ of the period's debits and credits. */
      totalDebit: string;
      totalPages: number;
      type: string;
    };
    CloneBusinessDto: {
      /** @example Ada Stores Ikeja */
      name?: string;
    };
    ClosedAccount: {
      /** @description The session's business now (another the owner owns), or null when signed out. */
      businessId: string | null;
      position: string;
      /** @description The session ended: the owner has no other business to continue in. */
      signOut: boolean;
    };
    ClosedRegister: {
      cashDifference: string;
      id: string;
      paymentSummary: components['schemas']['RegisterPaymentSummary'][];
      position: string;
      reference: string;
      /** @description The closing entry (cash over and short), when the cash did not count exactly. */
      transactionId: string;
    };
    CloseRegisterDto: {
      /**
       * @description YYYY-MM-DD of the closing entry; default today
       * @example 2026-11-25
       */
      date?: string;
      /** @description Ignored (the till may echo it) */
      openingFloat?: string | number;
      /**
       * @description One entry per payment account counted: glAccount Cash (required) or a bank account id, counted ≥ 0. Other fields the till shows (glTotalSale, …) are ignored.
       * @example [
       *       {
       *         "glAccount": "Cash",
       *         "counted": "84500.00"
       *       }
       *     ]
       */
      paymentSummary: components['schemas']['CountedPaymentDoc'][];
      /** @description The register to close; default the cashier’s open one */
      registerId?: string;
    };
    CompleteOrderDto: {
      /**
       * @description The currency to pay in; NGN when absent
       * @example NGN
       * @enum {string}
       */
      currency?: 'NGN' | 'USD';
      /**
       * @description From GET /payment/generate-transaction-id; a fresh one is made when absent
       * @example LLP-5f2b9c0e8a1d4e7f9a0b1c2d
       */
      reference?: string;
    };
    ConnectPaystackDto: {
      /**
       * @description `ACCT_` and letters or digits
       * @example ACCT_8f4s1eq7ml6rlzj
       */
      subaccountCode: string;
    };
    ConsumedMaterial: {
      /** @description The cost taken out of 1210. */
      cost: string;
      id: string;
      name: string;
      quantity: string;
    };
    ContactCounts: {
      all: number;
      archived: number;
      customers: number;
      others: number;
      suppliers: number;
    };
    ContactUploadResult: {
      /** @description Rows an earlier upload of the same file already created (nothing new). */
      alreadyCreated: number;
      /** @description Contacts this upload created. */
      created: number;
      /** @description Position of the last event (X-Consistent-After), or null when nothing was written. */
      position: string | null;
      refused: components['schemas']['RefusedContactRow'][];
      total: number;
    };
    ContactView: {
      _id: string;
      address1: string | null;
      address2: string | null;
      /** @description Archived contacts leave the lists and searches; their history stays. */
      archived: boolean;
      archivedAt: string | null;
      city: string | null;
      company: string | null;
      country: string | null;
      createdAt: string;
      description: string | null;
      email: string | null;
      firstName: string;
      fullName: string;
      id: string;
      kinds: ('creditor' | 'customer' | 'debtor' | 'investor' | 'supplier' | 'vendor')[];
      lastName: string | null;
      phone: string | null;
      postCode: string | null;
      state: string | null;
      website: string | null;
      zip: string | null;
    };
    CorrectedTransaction: {
      id: string;
      position: string;
      reference: string;
    };
    CountedPaymentDoc: {
      /**
       * @description Zero or more
       * @example 84500.00
       */
      counted: string | number;
      /**
       * @description Cash or a bank account id
       * @example Cash
       */
      glAccount: string;
    };
    CreateCategoryOrBrandDto: {
      /** @example Rice, beans, garri */
      description?: string;
      /** @example Grains */
      name: string;
    };
    CreateContactDto: {
      /** @example 12 Broad Street */
      address1?: string;
      address2?: string;
      /** @example Lagos */
      city?: string;
      /** @example Obi & Sons */
      company?: string;
      /** @example Nigeria */
      country?: string;
      description?: string;
      /** @example ada@example.com */
      email?: string;
      /**
       * @description Required (or give name)
       * @example Ada
       */
      firstName?: string;
      /**
       * @example [
       *       "customer"
       *     ]
       */
      kinds?: ('customer' | 'vendor' | 'debtor' | 'investor' | 'creditor' | 'supplier')[];
      /** @example Obi */
      lastName?: string;
      /**
       * @description The whole name as one string, split on the first space (instead of firstName and lastName)
       * @example Ada Obi
       */
      name?: string;
      /**
       * @description At least 6 digits
       * @example +234 803 123 4567
       */
      phone?: string;
      /** @example 100001 */
      postCode?: string;
      /** @example Lagos */
      state?: string;
      /** @example https://obi.example.com */
      website?: string;
    };
    CreateCustomRoleDto: {
      /**
       * @description Permission codes (spec 002 §6), each once
       * @example [
       *       51,
       *       2,
       *       23
       *     ]
       */
      access: number[];
      /** @example Cashier */
      roleName: string;
    };
    CreatedInvoice: {
      id: string;
      position: string;
      publicId: string;
      reference: string;
      /** @enum {string} */
      status: 'approved' | 'draft';
      total: string;
    };
    CreateInvoiceDto: {
      /**
       * @description Issue date, YYYY-MM-DD
       * @example 2026-11-22
       */
      date?: string;
      /** @example 500.00 */
      delivery?:
        | string
        | number
        | {
            /** @enum {string} */
            type?: 'fixed' | 'percent';
            value?: string | number;
          };
      /**
       * @default fixed
       * @enum {string}
       */
      deliveryType?: 'fixed' | 'percent';
      /** @example 10 */
      discount?:
        | string
        | number
        | {
            /** @enum {string} */
            type?: 'fixed' | 'percent';
            value?: string | number;
          };
      /**
       * @default fixed
       * @enum {string}
       */
      discountType?: 'fixed' | 'percent' | 'percentage';
      /**
       * @description Due date, YYYY-MM-DD, on or after the date
       * @example 2026-12-22
       */
      dueDate?: string;
      /**
       * @description The customer (a contact id)
       * @example 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d
       */
      entity?: string;
      items?: components['schemas']['DocumentItemDto'][];
      /** @example Thank you for your business */
      notes?: string;
      /** @description An approved quotation: the invoice takes its customer and lines */
      quotationId?: string;
      /** @description Ignored: the number is given by the server (prefix-NNN) */
      reference?: string;
      /**
       * @default draft
       * @enum {string}
       */
      status?: 'draft' | 'approved';
      /** @example 7.5 */
      tax?:
        | string
        | number
        | {
            /** @enum {string} */
            type?: 'fixed' | 'percent';
            value?: string | number;
          };
      /**
       * @default percent
       * @enum {string}
       */
      taxType?: 'fixed' | 'percent';
    };
    CreatePartnerDto: {
      /** @example team@lagos-accountants.example */
      email: string;
      /** @example Lagos Accountants Ltd */
      name: string;
      /** @example +2348012345678 */
      phone?: string;
    };
    CreatePaystackSubaccountDto: {
      /**
       * @description 10 digits
       * @example 0123456789
       */
      accountNumber: string;
      /**
       * @description A bank code from GET /accounts/settings/integrations/paystack/banks
       * @example 057
       */
      bankCode: string;
    };
    CreateProductDto: {
      /**
       * @description Required when quantity is below 0 (and only read then): "Cash" or a bank account id, the account the purchase of |quantity| × buyingPrice is paid from
       * @example Cash
       */
      accountType?: string;
      /** @example 61234567 */
      barcode?: string;
      /** @description Brand id: not available yet (send brandName) */
      brand?: string;
      /** @example Mama Gold */
      brandName?: string;
      /** @description Creating the item in other businesses: not available yet, an empty list */
      businesses?: string[];
      /**
       * @description Cost of one unit; required when quantity is not 0
       * @example 45000.00
       */
      buyingPrice?: string | number;
      /** @description Category id: not available yet (send categoryName) */
      category?: string;
      /** @example Grains */
      categoryName?: string;
      /** @example white */
      color?: string;
      /** @example Long grain parboiled rice */
      description?: string;
      /** @example 2027-06-30 */
      expiryDate?: string;
      /**
       * @description 1 to 100
       * @example 14
       */
      expiryReminderDays?: string | number;
      /** @description true: at least one line must come in rawMaterials */
      hasRawMaterial?: boolean | string;
      /** @description true: at least one named variant must come in variants */
      hasVariants?: boolean | string;
      /** @description JSON: a data URL (data:image/png;base64,…); multipart: a file. PNG, JPEG or GIF up to 10 MB, checked by content */
      image?: string;
      /** @description With no barcode: make a random 8-digit one */
      isBarcodeAutoGenerated?: boolean | string;
      /**
       * @default Unit
       * @enum {string}
       */
      measurement?:
        | 'Unit'
        | 'Piece'
        | 'Kg'
        | 'Litre'
        | 'Dozen'
        | 'Carton'
        | 'Pack'
        | 'Portion'
        | 'Wrap'
        | 'Plate'
        | 'Bottle'
        | 'Cup'
        | 'Yard'
        | 'Pairs'
        | 'Hour'
        | 'Day'
        | 'Week'
        | 'Month'
        | 'Grammes';
      /** @example Rice 50kg */
      name: string;
      /**
       * @description Opening stock (products): above 0 posted as a StockIntroduced transaction at the buying price; below 0 recorded as a purchase of |quantity| paid from accountType
       * @example 10
       */
      quantity?: string | number;
      /** @description JSON list of { id, quantity, price? }: a raw material (GET /production/search) or product per line; price defaults to its moving average. Without buyingPrice the product costs what its lines cost */
      rawMaterials?: components['schemas']['ProductRawMaterialLine'][];
      /**
       * @description Price of one unit (0 is a price)
       * @example 52000.00
       */
      sellingPrice: string | number;
      /** @example 50kg */
      size?: string;
      /**
       * @description Unique in the business (without case); the next free one is made when absent
       * @example PRD-000001
       */
      sku?: string;
      /**
       * @description Low-stock threshold (products)
       * @example 5
       */
      stockLevel?: string | number;
      /**
       * @default PRODUCT
       * @enum {string}
       */
      type?: 'PRODUCT' | 'SERVICE';
      /** @description JSON list (its text in a form) of { name, quantity, sku, barcode, buyingPrice, sellingPrice, stockLevel }: each a stocked product of its own with this one’s category, brand and measurement; nameless ones are dropped; sku required */
      variants?: components['schemas']['ProductVariantLine'][];
      /** @description Informative: the count is taken from variants */
      variantsCount?: string | number;
    };
    CreateQrMenuDto: {
      /** @example Served 12 to 4 */
      description?: string;
      items: components['schemas']['QrMenuItemDto'][];
      /** @example Lunch menu */
      name: string;
    };
    CreateRawMaterialDto: {
      /** @description Alias of price */
      buyingPrice?: string | number;
      /** @example 2026-11-25 */
      date?: string;
      description?: string;
      /**
       * @default Unit
       * @example Kg
       */
      measurement?: string;
      /** @example Flour 50kg */
      name: string;
      /**
       * @description Unit cost (required with a quantity)
       * @example 45000.00
       */
      price?: string | number;
      /**
       * @description Opening stock, into 1210 at quantity × price
       * @example 10
       */
      quantity?: string | number;
      /**
       * @description Default: the next RAW-NNNNNN
       * @example RAW-000001
       */
      sku?: string;
    };
    CreateStockTransferDto: {
      /**
       * @description YYYY-MM-DD
       * @example 2026-11-25
       */
      date: string;
      /**
       * @description Another business you own
       * @example 2f0c4c1e-7b7a-4a39-9a53-2f9f1c0d8e11
       */
      destination: string;
      items: components['schemas']['StockTransferItemDto'][];
      /** @example For the Ikeja shop’s weekend */
      note?: string;
      /**
       * @description Your own reference; one is made when absent
       * @example TRF001
       */
      reference?: string;
      /**
       * @description draft posts nothing; sent moves the goods now
       * @default sent
       * @enum {string}
       */
      status?: 'draft' | 'sent';
    };
    CurrencyDto: {
      /**
       * @description A supported currency code; refused once the business has recorded a transaction (CURRENCY_LOCKED)
       * @example USD
       */
      currency: string;
    };
    CustomRoleView: {
      _id: string;
      access: number[];
      roleName: string;
    };
    DashboardSummary: {
      currency: string;
      endDate: string;
      /** @enum {string} */
      filterType: 'customrange' | 'thisMonth' | 'thisWeek' | 'thisYear' | 'today';
      /** @description Net profit over the period (all income less cost of sales and expenses); negative is a loss. */
      profitability: string;
      startDate: string;
      stats: {
        /** @description Cash on hand and at bank at the period's end. */
        cashBalance: string;
        /** @description Still owed to the business on credit sales due on or before the period's end. */
        creditDueDate: string;
        /** @description Still owed by the business on credit purchases and expenses due on or before the period's end. */
        debtDueDate: string;
        /** @description Accounts receivable at the period's end. */
        receivablesAmount: string;
        /** @description Expense and sales documents dated today. */
        todayExpense: string;
        todaySales: string;
      };
      /** @description Cost of sales and expenses over the period. */
      totalExpense: string;
      /** @description Inventory at cost at the period's end (goods, raw materials, work in progress). */
      totalInventory: string;
      /** @description Sales revenue net of discounts over the period (4000–4100 less 4050). */
      totalRevenue: string;
    };
    DatesDto: {
      /** @description Accepted for the spec’s client and ignored: the business is always the session’s current business */
      business?: string;
      /**
       * Format: date
       * @description Last day, YYYY-MM-DD (default: today)
       * @example 2026-11-30
       */
      endDate?: string;
      /**
       * @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry
       * @example 1234
       */
      knownAt?: string;
      /**
       * Format: date
       * @description First day, YYYY-MM-DD (default: the 1st of this month)
       * @example 2026-11-01
       */
      startDate?: string;
    };
    DeactivateBusinessDto: {
      /**
       * @description Why (kept in the event)
       * @example Requested by the owner
       */
      reason?: string;
    };
    DocumentItem: {
      /** @description Sales: the cost of goods taken out of stock for this line (moving average). */
      cost?: string;
      /** @enum {string} */
      kind: 'product' | 'service';
      name: string;
      /** @description Unit price. */
      price: string;
      productId: string;
      quantity: string;
      /** @description round(quantity × price). */
      total: string;
    };
    DocumentItemDto: {
      /**
       * @description Unit price, zero or more, at most the currency’s decimals
       * @example 1500.00
       */
      price: string | number;
      /**
       * @description The product or service id
       * @example 0b9f4f7e-3c1d-4a53-9a43-1f1f0c3e2a10
       */
      product: string;
      /**
       * @description Greater than zero, at most 4 decimal places (Kg, Litre, …)
       * @example 2
       */
      quantity: string | number;
    };
    DocumentView: {
      balance?: string;
      business: components['schemas']['IssuerView'];
      currency: string;
      customer: {
        address: string | null;
        email: string | null;
        id: string;
        name: string;
        phone: string | null;
      };
      date: string;
      delivery?: components['schemas']['Adjustment'];
      discount?: components['schemas']['Adjustment'];
      dueDate?: string;
      expiryDate?: string;
      id: string;
      items: {
        /** @enum {string} */
        kind: 'product' | 'service';
        name: string;
        /** @description Unit price. */
        price: string;
        productId: string;
        quantity: string;
        /** @description round(quantity × price). */
        total: string;
      }[];
      /** @enum {string} */
      kind: 'invoice' | 'quotation';
      notes?: string;
      paid?: string;
      publicId: string;
      reference: string;
      status: string;
      subtotal: string;
      tax?: components['schemas']['Adjustment'];
      total: string;
    };
    EventMetadata: {
      businessId?: string;
      causationId?: string;
      commandId?: string;
      correlationId?: string;
      /** @description The document's date (YYYY-MM-DD), which reports select by. */
      effectiveDate?: string;
      ip?: string;
      /** @description ISO timestamp of when the user did it. */
      occurredAt?: string;
      userId?: string;
    } & {
      [key: string]: unknown;
    };
    ExpenseCategoryView: {
      accountCode: string;
      amount: string;
      name: string;
      /** @description The expense category (spec 002 §3); cost_of_goods_sold for 5000. */
      subtype: string;
    };
    ExpenseItemDto: {
      /** @example A4 paper, box */
      description?: string;
      /**
       * @description Unit price
       * @example 1500.00
       */
      price: string | number;
      /**
       * @description Positive, up to 4 decimal places
       * @example 3
       */
      quantity: string | number;
    };
    ExpenseReport: {
      /** @description Largest first; percent is the category's share of the total, 2 places. */
      categories: {
        accountCode: string;
        amount: string;
        name: string;
        percent: string;
        /** @description The expense category (spec 002 §3); cost_of_goods_sold for 5000. */
        subtype: string;
      }[];
      currency: string;
      endDate: string;
      knownAt: string | null;
      startDate: string;
      total: string;
    };
    ExpenseReportBodyDto: {
      /** @description Accepted for the spec’s client and ignored: the business is always the session’s current business */
      business?: string;
      /**
       * Format: date
       * @description Last day, YYYY-MM-DD (default: today)
       * @example 2026-11-30
       */
      endDate?: string;
      /**
       * @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry
       * @example 1234
       */
      knownAt?: string;
      /**
       * Format: date
       * @description First day, YYYY-MM-DD (default: the 1st of this month)
       * @example 2026-11-01
       */
      startDate?: string;
    };
    ExpenseSummary: {
      categories: components['schemas']['ExpenseCategoryView'][];
      currency: string;
      endDate: string;
      /** @enum {string} */
      groupBy: 'day' | 'month';
      /** @description The position the figures are as known at; null: now. */
      knownAt: string | null;
      series: {
        period: string;
        total: string;
      }[];
      startDate: string;
      total: string;
    };
    FactoryResetOutcome: {
      contacts: number;
      /** @description Manual journals and opening balances reversed (each on its own date). */
      journalsReversed: number;
      /** @description Posted transactions a void cannot undo (asset purchases, sales and depreciation; stock transfers): they stand. */
      notVoidable: number;
      position: string | null;
      products: number;
      services: number;
      voided: number;
    };
    FieldError: {
      field: string;
      message: string;
    };
    FootnoteDto: {
      /**
       * @description Printed at the foot of invoices and receipts; at most 500 characters; null or "" clears it
       * @example Thank you for your patronage
       */
      footnote: string | null;
    };
    GeneratePaymentLinkDto: {
      /** @description The payer's e-mail; the customer's when absent */
      email?: string;
      /** @description The invoice's public id (from its public page address) */
      id: string;
    };
    GetStartedView: {
      /** @description Bank accounts with an account number (every kept account has one, spec 002 §5). */
      bankAccounts: number;
      /** @description Team members other than the owner. */
      membersCount: number;
      productsCount: number;
      /** @description 1 once the profile has a type of business, an address and a phone (what the shell shows), else 0. */
      profileCount: number;
      /** @description 0, 20, 40, 60, 80 or 100. */
      progress: number;
      readUserGuideCount: number;
      salesCount: number;
      /** @description The five steps, each worth 20 percent. */
      steps: {
        bankAccount: boolean;
        products: boolean;
        profile: boolean;
        sales: boolean;
        teamMembers: boolean;
      };
    };
    GoogleSignedIn: {
      data: components['schemas']['UserData'];
      message: string;
      /** @description No business yet: the client goes to on-boarding. */
      redirect: boolean;
      redirectToOnboarding: boolean;
      /** @enum {boolean} */
      status: true;
      /** @enum {boolean} */
      success: true;
    };
    GoogleSignInConfigDataDto: {
      /** @description Whether the server has Google sign-in configured (the sign-in and sign-up pages show the button) */
      configured: boolean;
    };
    GoogleSignInConfigDto: {
      data: components['schemas']['GoogleSignInConfigDataDto'];
      /** @example true */
      success: boolean;
    };
    GoogleSignInDto: {
      /** @description The authorization code Google returned */
      code: string;
      /** @description The state Google returned with the code; it must match the browser’s state cookie */
      state: string;
    };
    ImportJobStatus: {
      error: string | null;
      fileName: string;
      jobId: string;
      progress: components['schemas']['ImportProgress'];
      result: {
        /** @description Rows an earlier upload of the same file recorded already (nothing was recorded twice). */
        alreadyImported: number;
        errors: components['schemas']['FieldError'][];
        /** @description Rows recorded by this upload. */
        imported: number;
        /** @description Every row not imported, in file order, with every reason. */
        refused: components['schemas']['RefusedImportRow'][];
        total: number;
      } | null;
      state: string;
    };
    ImportJobView: {
      error: string | null;
      jobId: string;
      progress: components['schemas']['ImportProgress'];
      result: components['schemas']['ProductImportJobResult'] | null;
      state: string;
    };
    ImportProgress: {
      percent: number;
      processed: number;
      total: number;
    };
    ImportResult: {
      /** @description Rows an earlier upload of the same file recorded already (nothing was recorded twice). */
      alreadyImported: number;
      /** @description Rows recorded by this upload. */
      imported: number;
      /** @description Every row not imported, in file order, with every reason. */
      refused: components['schemas']['RefusedImportRow'][];
      total: number;
    };
    IntegrationsView: {
      paystack: components['schemas']['PaystackIntegrationView'];
    };
    InventoryGraphDto: {
      /**
       * @description Last day (YYYY-MM-DD); default today
       * @example 2026-11-30
       */
      endDate?: string;
      /** @description One product’s movement; absent: every product’s */
      productId?: string;
      /**
       * @description First day (YYYY-MM-DD); default 29 days before endDate (30 days in all)
       * @example 2026-11-01
       */
      startDate?: string;
    };
    InventoryListBodyDto: {
      /** @description Accepted for the spec’s client and ignored: the business is always the session’s current business */
      business?: string;
      /**
       * Format: date
       * @description Last day, YYYY-MM-DD (default: today)
       * @example 2026-11-30
       */
      endDate?: string;
      /**
       * @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry
       * @example 1234
       */
      knownAt?: string;
      /**
       * @description Page size (default 25, at most 100)
       * @example 25
       */
      limit?: number;
      /** @example 1 */
      page?: number;
      /** @description Words searched in the product’s name and SKU */
      q?: string;
      /**
       * Format: date
       * @description First day, YYYY-MM-DD (default: the 1st of this month)
       * @example 2026-11-01
       */
      startDate?: string;
    };
    InventoryReport: {
      closing: components['schemas']['StockFigure'];
      currency: string;
      endDate: string;
      in: components['schemas']['StockFigure'];
      /** @description Products at or below their low-stock level at the period's end. */
      lowStock: number;
      opening: components['schemas']['StockFigure'];
      out: components['schemas']['StockFigure'];
      /** @description Products (services hold no stock). */
      products: number;
      sold: {
        amount: string;
        costOfSales: string;
        quantity: string;
      };
      startDate: string;
    };
    InventoryReportPage: {
      currency: string;
      data: components['schemas']['InventoryReportRow'][];
      endDate: string;
      limit: number;
      page: number;
      startDate: string;
      total: number;
      totalPages: number;
    };
    InventoryReportRow: {
      closing: components['schemas']['StockFigure'];
      in: components['schemas']['StockFigure'];
      /** @description At or below its low-stock level at the period's end. */
      lowStock: boolean;
      measurement: string;
      name: string;
      opening: components['schemas']['StockFigure'];
      out: components['schemas']['StockFigure'];
      productId: string;
      sku: string;
      sold: {
        amount: string;
        costOfSales: string;
        quantity: string;
      };
      stockLevel: string | null;
    };
    InventorySummary: {
      archived: number;
      /** @description Products at or below their stock level (LOW_IN_STOCK), and those with nothing left. */
      lowInStock: number;
      outOfStock: number;
      products: number;
      /** @description Units in stock over all products, and their value at cost, per currency (one for most businesses). */
      quantity: string;
      services: number;
      values: {
        currency: string;
        value: string;
      }[];
    };
    InviteCheck: {
      businessName: string;
      email: string;
      /** @description Whether the e-mail has an account: join with its password, else with a name and a new password. */
      hasAccount: boolean;
      /** @description `admin` or `member`. */
      role: string;
      roleName: string | null;
    };
    InviteMemberDto: {
      /** @description Ids of the businesses to invite to, each one you own or administer; absent or empty: the current business */
      businesses?: string[];
      /** @example bola@example.com */
      email: string;
      /**
       * @description A role name: 'Business Owner' (or 'admin') gives full access; any other is a custom role, given by roleId
       * @example Cashier
       */
      role: string;
      /** @description The role’s codes as the form shows them. Not used: a member gets the custom role’s own codes. */
      roleAccess?: number[];
      /** @description The custom role’s _id (GET /customroles) */
      roleId?: string;
    };
    InviteMemberResult: {
      invites: components['schemas']['SentInvite'][];
      position: string;
    };
    InvitePartnerAdminDto: {
      /** @example bola@lagos-accountants.example */
      email: string;
      /**
       * @description Used to greet them in the e-mail
       * @example Bola
       */
      name?: string;
    };
    InviteUploadResult: {
      invited: number;
      skipped: components['schemas']['SkippedInviteRow'][];
    };
    InvoiceCustomisationDto: {
      /**
       * @description Accent colour #rrggbb
       * @example #1a73e8
       */
      colour?: string | null;
      /** @example true */
      showBankDetails?: boolean | null;
      /** @example true */
      showLogo?: boolean | null;
      /**
       * @example letterhead
       * @enum {string|null}
       */
      template?: 'standard' | 'letterhead' | null;
    };
    InvoiceListRow: {
      balance: string;
      currency: string;
      customerEmail: string | null;
      customerName: string | null;
      date: string;
      dueDate: string;
      entityId: string;
      id: string;
      paid: string;
      publicId: string;
      reference: string;
      status: string;
      total: string;
    };
    InvoicePayment: {
      amount: string;
      date: string;
      paymentId: string;
      providerReference?: string;
      source: components['schemas']['InvoicePaymentSource'];
    };
    /** @enum {string} */
    InvoicePaymentSource: 'card' | 'manual' | 'mark-as-paid';
    InvoiceStatusTotals: {
      balance: string;
      count: number;
      paid: string;
      status: string;
      total: string;
    };
    InvoiceSummaryDto: {
      /** @example 2026-11-30 */
      endDate?: string;
      /** @description A customer (contact id) */
      entity?: string;
      /** @default 25 */
      limit?: number;
      /** @default 1 */
      page?: number;
      /** @description Number or customer name */
      q?: string;
      /** @example 2026-11-01 */
      startDate?: string;
      /** @enum {string} */
      status?: 'draft' | 'approved' | 'paid' | 'void' | 'overdue';
    };
    IssuerView: {
      address: string | null;
      bankAccounts: {
        accountName: string;
        accountNumber: string;
        bankName: string;
      }[];
      colour: string;
      email: string | null;
      footnote: string;
      /** @description The logo as the profile holds it (companyImage). */
      logo: string | null;
      name: string;
      phone: string | null;
      showBankDetails: boolean;
      showLogo: boolean;
      /** @enum {string} */
      template: 'letterhead' | 'standard';
      website: string | null;
    };
    JoinedTeam: {
      /** @description A new account was made for the e-mail. */
      accountCreated: boolean;
      businessId: string;
      businessName: string;
      email: string;
      position: string;
      role: string;
      userId: string;
    };
    JoinPartnerTeamDto: {
      /** @example Bola Adeyemi */
      name: string;
      /** @example correct horse battery staple */
      password: string;
    };
    JoinTeamDto: {
      /**
       * @description Required when the e-mail has no account yet
       * @example Bola
       */
      firstName?: string;
      /**
       * @description Required when the e-mail has no account yet
       * @example Ade
       */
      lastName?: string;
      /** @description The new account’s password (at least 8 characters), or the existing account’s */
      password: string;
    };
    JournalLine: {
      /** @description Account code from the chart of accounts. */
      account: string;
      contactId?: string;
      credit: string;
      debit: string;
      memo?: string;
      productId?: string;
      /** @description Sub-account: for 1010 the bank account id. */
      subAccount?: string;
    };
    JournalLineDto: {
      /**
       * @description An account code of the chart (LEDGER.md §2), or the id of one of the business’s bank accounts for cash at bank (1010). Not 1200/1210/1220 (inventory: stock adjustments, opening stock, production) nor 1500/1510 (the asset register).
       * @example 6050
       */
      account: string;
      /**
       * @description A contact of the business: required on 1100, 1150, 2000 and 2300, refused elsewhere
       * @example 5d1c2a9e-8f7b-4e6a-b1c3-2a4d6e8f0a1b
       */
      contact?: string;
      /** @example 0 */
      credit?: string | number;
      /**
       * @description A decimal string; exactly one of debit and credit is greater than zero
       * @example 1500.00
       */
      debit?: string | number;
      /** @example November rent accrued */
      description?: string;
    };
    LineMatched: {
      entryIds: string[];
      lineId: string;
      position: string;
    };
    LineUnmatched: {
      lineId: string;
      position: string;
    };
    /** @enum {string} */
    ManualJournalKind: 'journal' | 'opening-balances';
    ManualJournalLineView: {
      account: string;
      bankAccountName: string | null;
      contactId: string | null;
      contactName: string | null;
      credit: string;
      debit: string;
      description: string | null;
      /** @description A bank account's id (1010 lines). */
      subAccount: string | null;
    };
    ManualJournalSummary: {
      currency: string;
      /** @description YYYY-MM-DD. */
      date: string;
      id: string;
      kind: components['schemas']['ManualJournalKind'];
      memo: string | null;
      position: string;
      recordedAt: string;
      reference: string;
      /** @description YYYY-MM-DD, when reversed. */
      reversalDate: string | null;
      /** @enum {string} */
      status: 'posted' | 'reversed';
      /** @description Σ debit (= Σ credit) of the lines as entered (opening balances: the larger side before the difference to 3200). */
      total: string;
    };
    ManualJournalView: {
      currency: string;
      /** @description YYYY-MM-DD. */
      date: string;
      id: string;
      kind: components['schemas']['ManualJournalKind'];
      lines: components['schemas']['ManualJournalLineView'][];
      memo: string | null;
      position: string;
      recordedAt: string;
      reference: string;
      /** @description YYYY-MM-DD, when reversed. */
      reversalDate: string | null;
      /** @enum {string} */
      status: 'posted' | 'reversed';
      /** @description Σ debit (= Σ credit) of the lines as entered (opening balances: the larger side before the difference to 3200). */
      total: string;
    };
    MarkInvoicePaidDto: {
      /**
       * @description "Cash" (the default) or one of the business’s bank account ids
       * @example Cash
       */
      account?: string;
      /**
       * @description YYYY-MM-DD; today when absent
       * @example 2026-11-25
       */
      date?: string;
    };
    MatchBodyDto: {
      /**
       * @description Book entries of the line’s bank account whose amounts add up to the line’s
       * @example [
       *       "b81d…"
       *     ]
       */
      entryIds: string[];
      /**
       * @description A line of one of the business’s statements
       * @example 3f2a…
       */
      lineId: string;
    };
    MemberSearchView: {
      /** @description Only in answers to the owner and admins. */
      email?: string;
      firstName: string | null;
      lastName: string | null;
      /** @description First and last name joined; empty when the account has neither. */
      name: string;
      role: components['schemas']['Role'];
      userId: string;
    };
    MoveToWipDto: {
      /** @example 2026-11-25 */
      date?: string;
      description?: string;
      /**
       * @description Raw materials and quantities
       * @example [
       *       {
       *         "id": "raw-material-id",
       *         "quantity": "2"
       *       }
       *     ]
       */
      items: components['schemas']['StockLineDoc'][];
    };
    NamedBankAccount: {
      accountName: string;
      accountNumber: string;
      bankAccountId: string;
      bankName: string;
      /** @description `GTBank`, or `GTBank 1234` beside another GTBank account (`bankAccountNames`, named among every account the business has had). */
      name: string;
    };
    /** @enum {string} */
    NormalBalance: 'credit' | 'debit';
    NotificationPreferences: {
      expiryReminders: boolean;
      monthlyProfitAndLoss: boolean;
      weeklySummary: boolean;
    };
    NotificationPreferencesChangeResult: {
      changed: boolean;
      position: string;
      preferences: components['schemas']['NotificationPreferences'];
    };
    OpenedRegister: {
      id: string;
      openingFloat: string;
      position: string;
      till: string;
    };
    OpeningBalancesView: {
      /** @description YYYY-MM-DD. */
      date: string | null;
      /** @description The line that took the difference to 3200 Retained earnings (null when the lines balanced, or none are recorded). */
      difference: {
        credit: string;
        debit: string;
      } | null;
      id: string | null;
      lines: components['schemas']['ManualJournalLineView'][];
      position: string | null;
      recorded: boolean;
      reference: string | null;
    };
    OpenRegisterDto: {
      /**
       * @description YYYY-MM-DD; default today
       * @example 2026-11-25
       */
      date?: string;
      /**
       * @description Cash in the drawer at opening, zero or more
       * @example 20000.00
       */
      openingFloat: string | number;
      /**
       * @description Which till; default Main. One open register per till and user.
       * @example Front counter
       */
      till?: string;
    };
    OutputLineDoc: {
      /** @description A raw material or product id */
      id: string;
      /** @example 500.00 */
      price: string | number;
      /** @example 2 */
      quantity: string | number;
    };
    OwedByContact: {
      company: string | null;
      /** @description null: documents without a contact (credit documents always have one). */
      contactId: string | null;
      /** @description Of the most overdue document; 0 when nothing is overdue. */
      daysOverdue: number;
      documentCount: number;
      /** @description Overdue first (longest overdue first), then by due date. */
      documents: components['schemas']['OwedDocument'][];
      email: string | null;
      name: string | null;
      /** @description The earliest due date of what is still owed (in the past when overdue). */
      nextDueDate: string | null;
      overdue: string;
      overdueCount: number;
      phone: string | null;
      total: string;
    };
    OwedDocument: {
      balance: string;
      date: string;
      /** @description Whole days past the due date; 0 when not yet due. */
      daysOverdue: number;
      dueDate: string | null;
      paid: string;
      reference: string;
      total: string;
      transactionId: string;
      type: string;
    };
    OwedPage: {
      currency: string;
      /** @description Contacts, overdue first, each with its open documents (amounts as decimal strings). */
      data: components['schemas']['OwedByContact'][];
      limit: number;
      page: number;
      today: string;
      total: number;
      totalPages: number;
    };
    OwedStats: {
      currency: string;
      /** @description What the business owes suppliers (null: the member may not see creditors). */
      payables: components['schemas']['OwedTotalsView'] | null;
      /** @description What customers owe (null: the member may not see debtors). */
      receivables: components['schemas']['OwedTotalsView'] | null;
      /** @description The day overdue is counted from (UTC). */
      today: string;
    };
    OwedTotalsView: {
      /** @description Contacts owing (or owed), and those with something overdue. */
      contacts: number;
      /** @description Open documents, and those overdue. */
      count: number;
      overdue: string;
      overdueContacts: number;
      overdueCount: number;
      total: string;
    };
    ParkedCart: {
      customer?: string;
      discount?: string;
      /** @enum {string} */
      discountType: 'fixed' | 'percent';
      items: {
        id: string;
        name: string;
        note?: string;
        oldPrice?: string;
        price: string;
        quantity: string;
      }[];
      note?: string;
      tax?: string;
    };
    ParkedSale: {
      id: string;
      position: string;
      /** @enum {string} */
      status: 'parked';
    };
    ParkedSaleView: {
      cart: components['schemas']['ParkedCart'];
      completedBy: string | null;
      id: string;
      parkedAt: string;
      registerId: string | null;
      /** @enum {string} */
      status: 'completed' | 'deleted' | 'parked';
      userId: string;
    };
    PartnerAdminRow: {
      createdAt: string;
      email: string;
      id: string;
      lastLoginAt: string | null;
      name: string;
    };
    PartnerBusinessRow: {
      createdAt: string;
      /** @description When an admin deactivated the business; null while it is active. */
      deactivatedAt: string | null;
      id: string;
      name: string;
      ownerEmail: string | null;
      ownerName: string | null;
      /** @description The plan in force now (a lapsed paid plan gates as Micro); a sub-business lives on its parent's. */
      planId: number;
      planName: string;
    };
    PartnerListRow: {
      adminCount: number;
      businessCount: number;
      createdAt: string;
      createdBy: string | null;
      email: string;
      id: string;
      name: string;
      phone: string | null;
    };
    PartnerRecord: {
      createdAt: string;
      createdBy: string | null;
      email: string;
      id: string;
      name: string;
      phone: string | null;
    };
    PaymentAccount:
      | {
          bankAccountId: string;
          /** @enum {string} */
          kind: 'bank';
        }
      | {
          /** @enum {string} */
          kind: 'cash';
        };
    PaymentHistoryRow: {
      /** @description Major units, a decimal string. */
      amount: string;
      card: {
        brand: string;
        last4: string;
      } | null;
      /** @enum {string} */
      currency: 'NGN' | 'USD';
      /** @description In words: 'Store plan, monthly', 'Store plan renewed, monthly', '2 additional users', 'Card verification'. */
      description: string;
      extraUsers: number;
      paidAt: string;
      /** @enum {string|null} */
      period: 'monthly' | 'yearly' | null;
      /** @enum {number|null} */
      planId: 1 | 2 | 3 | 4 | 5 | 6 | 7 | null;
      planName: string | null;
      /** @enum {string} */
      purpose: 'additional-users' | 'change-card' | 'complete-order' | 'plan' | 'renewal';
      reference: string;
      /** @description Given back through the provider (the card check's charge). */
      refunded: boolean;
    };
    PaystackIntegrationView: {
      accountName: string | null;
      /** @description Masked to the last 4 digits: `******1234`. */
      accountNumber: string | null;
      bankName: string | null;
      connected: boolean;
      connectedAt: string | null;
      subaccountCode: string | null;
    };
    PendingInviteView: {
      email: string;
      invitedAt: string;
      inviteId: string;
      lastSentAt: string;
      /** @description When the current join link stops working; null when it has none (resend to make one). */
      linkExpiresAt: string | null;
      /** @enum {string} */
      role: 'admin' | 'member';
      roleId: string | null;
      roleName: string | null;
    };
    PendingPartnerInvite: {
      email: string;
      invitedAt: string;
    };
    PendingTeamInvite: {
      businessId: string;
      businessName: string;
      email: string;
      invitedAt: string;
      inviteId: string;
      lastSentAt: string;
      role: string;
    };
    PlanCatalogueView: {
      /** @description Months charged per period: monthly 1, yearly 10. */
      billedMonths: {
        monthly: number;
        yearly: number;
      };
      currencies: ('NGN' | 'USD')[];
      /** @enum {string} */
      defaultPeriod: 'monthly' | 'yearly';
      /** @enum {string} */
      defaultPlan: 'basic' | 'enterprise' | 'free' | 'medium' | 'professional' | 'small' | 'store';
      periods: ('monthly' | 'yearly')[];
      plans: components['schemas']['PlanView'][];
      trialDays: number;
    };
    PlanCount: {
      count: number;
      name: string;
      planId: number;
    };
    PlanPurchase: {
      /** @description Major units, a decimal string; "0" for the Micro plan. */
      amount: string;
      /** @description The provider's checkout address; null when nothing is to be paid. */
      authorization_url: string | null;
      /** @enum {string} */
      currency: 'NGN' | 'USD';
      /** @description The plan after the change when it was recorded at once (Micro); null while a payment is awaited. */
      plan: components['schemas']['PlanStatus'] | null;
      reference: string | null;
    };
    PlanStats: {
      byPlan: components['schemas']['PlanCount'][];
      total: number;
    };
    PlanStatus: {
      /** @description Businesses the owner may hold on the effective plan (spec `businesses`, default 1). */
      businesses: number;
      /** @description The effective plan's name, as the client compares it: `"Micro Business Plan"`, `"Store Plan"`, … */
      businessPlan: string;
      /** @description End of the trial or paid period; null on free and pending. */
      expiresAt: string | null;
      /** @description No paid plan was ever bought. */
      firstTimeSubscription: boolean;
      /** @description When the grace period ends (a paid plan's expiry + 7 days); null without a paid period. */
      gracePeriodDate: string | null;
      /** @description The current plan's term is over (in grace, lapsed, or never ordered). */
      hasExpired: boolean;
      /** @description The business can use its plan now (free, trial, paid or in grace). */
      isActive: boolean;
      /** @description Auto-renewal cancelled: not modelled yet, always false. */
      isCancelled: boolean;
      /** @description Disabled by the provider's staff: not modelled yet, always false. */
      isDisabled: boolean;
      isGracePeriod: boolean;
      /** @description A paid period (not a trial) is running or in grace. */
      isPaid: boolean;
      /** @description Send the user to CompleteOrder (first subscription) or Plan: a chosen plan not ordered, or a plan that lapsed. */
      isPlanExpired: boolean;
      isTrial: boolean;
      /**
       * @description The plan chosen at sign-up and awaiting its order (for CompleteOrder); null otherwise.
       * @enum {number|null}
       */
      pendingPlanId: 1 | 2 | 3 | 4 | 5 | 6 | 7 | null;
      /** @enum {string|null} */
      period: 'monthly' | 'yearly' | null;
      /**
       * @description The effective plan: the plan that gates features right now (Micro unless a trial or paid plan is running or in grace).
       * @enum {number}
       */
      planId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
      /** @enum {string} */
      planKey: 'basic' | 'enterprise' | 'free' | 'medium' | 'professional' | 'small' | 'store';
      /** @description Users allowed: the effective plan's included users plus extra users bought. */
      users: number;
    };
    PlanView: {
      businessAllowance: number;
      /** @description A month, per extra user; null where the plan sells none. */
      extraUserPrice: {
        NGN: string;
        USD: string;
      } | null;
      features: string[];
      /** @description What the plan unlocks on the server. */
      gates: (
        | 'balanceSheet'
        | 'catalogueManagement'
        | 'dataExport'
        | 'multiBusiness'
        | 'paymentIntegration'
        | 'pointOfSale'
        | 'productionBatch'
        | 'productionManagement'
        | 'profitAndLoss'
        | 'purchaseOrder'
        | 'quotations'
      )[];
      /** @enum {number} */
      id: 1 | 2 | 3 | 4 | 5 | 6 | 7;
      /** @enum {string} */
      key: 'basic' | 'enterprise' | 'free' | 'medium' | 'professional' | 'small' | 'store';
      /** @description What `businessPlan` says when this plan is in force, e.g. "Store Plan". */
      name: string;
      /** @description Shown on the plans page (Free, Basic, Store, Professional, Enterprise); Small and Medium are legacy plans. */
      onPlansPage: boolean;
      paid: boolean;
      /** @description Decimal strings per period and currency; yearly is 10 months' price for 12 months' use. */
      prices: {
        monthly: {
          NGN: string;
          USD: string;
        };
        yearly: {
          NGN: string;
          USD: string;
        };
      };
      shortName: string;
      trialDays: number | null;
      usersIncluded: number;
    };
    PosItem: {
      /** @description Percent off oldPrice, 2 decimals (spec 002 §5). */
      discount: string;
      /** @description The product or service id. */
      id: string;
      /** @enum {string} */
      kind: 'product' | 'service';
      measurement?: string;
      name: string;
      note?: string;
      /** @description The price before the line's discount (equal to price when none). */
      oldPrice: string;
      /** @description The price sold at. */
      price: string;
      quantity: string;
      sku?: string;
      /** @description round(price × quantity). */
      total: string;
    };
    PosItemDto: {
      /** @description Shown by the till; derived by the server */
      discount?: string | number;
      /**
       * @description The product or service id
       * @example 0b9f4f7e-3c1d-4a53-9a43-1f1f0c3e2a10
       */
      id: string;
      /** @description Shown by the till */
      instock?: string | number;
      measurement?: string;
      name?: string;
      note?: string;
      /**
       * @description The price before the line discount; the discount percent is derived from it
       * @example 1500.00
       */
      oldPrice?: string | number;
      /**
       * @description The price sold at (after the line discount)
       * @example 1350.00
       */
      price: string | number;
      /** @description Alias of id */
      product?: string;
      /** @example 2 */
      quantity: string | number;
      sku?: string;
      /** @description Shown by the till; derived by the server */
      total?: string | number;
      type?: string;
    };
    PosSaleHistoryRow: {
      account: components['schemas']['PaymentAccount'];
      /** @description Total: subtotal − discount + tax. */
      amount: string;
      amountCollected: string;
      /** @description Left on credit to the customer. */
      amountRemaining: string;
      /** @description Given back: collected − amount when more was handed over. */
      change: string;
      /** @enum {string} */
      currency:
        | 'AUD'
        | 'BRL'
        | 'CAD'
        | 'CFA'
        | 'CHF'
        | 'CNY'
        | 'CZK'
        | 'DKK'
        | 'EGP'
        | 'EUR'
        | 'GBP'
        | 'GHS'
        | 'HKD'
        | 'IDR'
        | 'INR'
        | 'JPY'
        | 'KES'
        | 'KRW'
        | 'MYR'
        | 'NAD'
        | 'NGN'
        | 'PHP'
        | 'THB'
        | 'TWD'
        | 'USD'
        | 'VND'
        | 'ZAR';
      customer?: {
        id: string;
        name: string;
      };
      date: string;
      discount?: components['schemas']['Adjustment'];
      id: string;
      items: components['schemas']['PosItem'][];
      /** @description 'Cash', or 'Transfer, ' and the bank account's name (GTBank 1234 beside another GTBank account), as the receipt says it. */
      paidBy: string;
      /** @description The parked cart this sale completed, if any. */
      parkedSaleId?: string;
      position: string;
      recordedAt: string;
      reference: string;
      registerId: string;
      subtotal: string;
      /** @description Percent of subtotal − discount. */
      tax?: components['schemas']['Adjustment'];
      /** @description The SaleRecorded transaction this counter sale is. */
      transactionId: string;
      userId: string;
      voided: boolean;
    };
    PosSaleView: {
      account: components['schemas']['PaymentAccount'];
      /** @description Total: subtotal − discount + tax. */
      amount: string;
      amountCollected: string;
      /** @description Left on credit to the customer. */
      amountRemaining: string;
      /** @description Given back: collected − amount when more was handed over. */
      change: string;
      /** @enum {string} */
      currency:
        | 'AUD'
        | 'BRL'
        | 'CAD'
        | 'CFA'
        | 'CHF'
        | 'CNY'
        | 'CZK'
        | 'DKK'
        | 'EGP'
        | 'EUR'
        | 'GBP'
        | 'GHS'
        | 'HKD'
        | 'IDR'
        | 'INR'
        | 'JPY'
        | 'KES'
        | 'KRW'
        | 'MYR'
        | 'NAD'
        | 'NGN'
        | 'PHP'
        | 'THB'
        | 'TWD'
        | 'USD'
        | 'VND'
        | 'ZAR';
      customer?: {
        id: string;
        name: string;
      };
      date: string;
      discount?: components['schemas']['Adjustment'];
      id: string;
      items: components['schemas']['PosItem'][];
      /** @description The parked cart this sale completed, if any. */
      parkedSaleId?: string;
      position: string;
      recordedAt: string;
      reference: string;
      registerId: string;
      subtotal: string;
      /** @description Percent of subtotal − discount. */
      tax?: components['schemas']['Adjustment'];
      /** @description The SaleRecorded transaction this counter sale is. */
      transactionId: string;
      userId: string;
      voided: boolean;
    };
    PriceChangeDto: {
      /**
       * @description The product’s or service’s id
       * @example 7f1c…
       */
      _id: string;
      /** @example 43000.00 */
      buyingPrice?: string | number;
      /** @example 52500.00 */
      sellingPrice?: string | number;
    };
    ProducedBatch: {
      id: string;
      outputs: {
        id: string;
        name: string;
        price: string;
        quantity: string;
        value: string;
      }[];
      position: string;
      reference: string;
      total: string;
    };
    ProducedOutput: {
      /** @description The product made. */
      id: string;
      name: string;
      /** @description The price the user gave (the weight of this output in the spread). */
      price: string;
      quantity: string;
      /** @description Its share of the batch's value, into 1200. */
      value: string;
    };
    ProduceDto: {
      /**
       * @description Where additional costs are paid from (required with any)
       * @example Cash
       */
      account?: string;
      /**
       * @example [
       *       {
       *         "description": "Gas",
       *         "amount": "1500.00"
       *       }
       *     ]
       */
      additionalCosts?: components['schemas']['AdditionalCostDoc'][];
      /** @example 2026-11-25 */
      date?: string;
      description?: string;
      /**
       * @description Raw materials consumed
       * @example [
       *       {
       *         "id": "raw-material-id",
       *         "quantity": "2"
       *       }
       *     ]
       */
      inputs?: components['schemas']['StockLineDoc'][];
      /**
       * @description Products made; price weighs each in the value spread
       * @example [
       *       {
       *         "id": "product-id",
       *         "quantity": "40",
       *         "price": "500.00"
       *       }
       *     ]
       */
      outputs: components['schemas']['OutputLineDoc'][];
      /** @description The till’s own total: ignored (the server computes it) */
      total?: string | number;
      /**
       * @description Work in progress used (at most its balance)
       * @example 0
       */
      wip?: string | number;
    };
    ProductGraphPoint: {
      costOfSales: string;
      /** @description YYYY-MM-DD. */
      date: string;
      inQuantity: string;
      outQuantity: string;
      salesAmount: string;
      soldQuantity: string;
    };
    ProductHistoryRow: {
      /** @description YYYY-MM-DD, the document's date. */
      date: string;
      description: string | null;
      /** @description What the document's lines for this product say: units, unit price and total (null when it has no line for it). */
      itemQuantity: string | null;
      price: string | null;
      /** @description The change in stock (signed, decimal string): + in, − out; '0' for a document that moved none (a service sold). */
      quantity: string;
      recordedAt: string;
      reference: string;
      /** @description posted or voided. */
      status: string;
      subtype: string | null;
      total: string | null;
      transactionId: string;
      /** @description The list type (inflows, outflows, …) and subtype (sales, stock_introduced, …) as the transaction lists show them. */
      type: string;
      /** @description The change in stock value at cost (signed). */
      value: string;
    };
    ProductImage: {
      /** @description image/png, image/jpeg or image/gif, as read from the bytes. */
      contentType: string;
      /** @description sha256 of the bytes, hex: the key of the stored image. */
      sha256: string;
      /** @description Bytes. */
      size: number;
    };
    ProductImportDraft: {
      barcode?: string;
      brandName?: string;
      buyingPrice?: string;
      categoryName?: string;
      description?: string;
      expiryDate?: string;
      expiryReminderDays?: string;
      line: number;
      measurement?: string;
      name?: string;
      quantity?: string;
      sellingPrice?: string;
      sku?: string;
      stockLevel?: string;
    };
    ProductImportJobResult: {
      /** @description Rows an earlier run of the same import created (nothing is created twice). */
      alreadyImported: number;
      /** @description Rows created by this run. */
      imported: number;
      /** @description Rows refused at upload or while creating them, with the reasons. */
      refused: components['schemas']['RefusedImportRow'][];
      total: number;
    };
    ProductImportView: {
      fileName: string;
      importId: string;
      job: components['schemas']['ImportJobView'] | null;
      /** @description Every good row as it will be created (a blank SKU gets the next free one when created). */
      products: components['schemas']['ProductImportDraft'][];
      refused: components['schemas']['RefusedImportRow'][];
      total: number;
      /** @enum {string} */
      type: 'PRODUCT' | 'SERVICE';
    };
    ProductionRecordView:
      | {
          /** @description Their total (the list of them is in the event). */
          additionalCosts: string;
          amount: string;
          /** @enum {string} */
          currency:
            | 'AUD'
            | 'BRL'
            | 'CAD'
            | 'CFA'
            | 'CHF'
            | 'CNY'
            | 'CZK'
            | 'DKK'
            | 'EGP'
            | 'EUR'
            | 'GBP'
            | 'GHS'
            | 'HKD'
            | 'IDR'
            | 'INR'
            | 'JPY'
            | 'KES'
            | 'KRW'
            | 'MYR'
            | 'NAD'
            | 'NGN'
            | 'PHP'
            | 'THB'
            | 'TWD'
            | 'USD'
            | 'VND'
            | 'ZAR';
          /** @description Effective date, YYYY-MM-DD. */
          date: string;
          description?: string;
          /** @description The contact (customer, supplier, …). */
          entityId?: string;
          id: string;
          inputValue: string;
          lines: components['schemas']['JournalLine'][];
          materials: components['schemas']['ConsumedMaterial'][];
          outputValue: string;
          position: string;
          recordedAt: string;
          reference: string;
          /** @description Inventory effects, one per product touched (signed: out is negative). Absent when none. */
          stock?: components['schemas']['StockMovement'][];
          transactionId: string;
          /** @enum {string} */
          type: 'wip';
        }
      | {
          /** @description Where the additional costs were paid from (absent when none). */
          account?:
            | {
                bankAccountId: string;
                /** @enum {string} */
                kind: 'bank';
              }
            | {
                /** @enum {string} */
                kind: 'cash';
              };
          /** @description Their total (the list of them is in the event). */
          additionalCosts: string;
          additionalCostsTotal: string;
          /** @enum {string} */
          currency:
            | 'AUD'
            | 'BRL'
            | 'CAD'
            | 'CFA'
            | 'CHF'
            | 'CNY'
            | 'CZK'
            | 'DKK'
            | 'EGP'
            | 'EUR'
            | 'GBP'
            | 'GHS'
            | 'HKD'
            | 'IDR'
            | 'INR'
            | 'JPY'
            | 'KES'
            | 'KRW'
            | 'MYR'
            | 'NAD'
            | 'NGN'
            | 'PHP'
            | 'THB'
            | 'TWD'
            | 'USD'
            | 'VND'
            | 'ZAR';
          /** @description Effective date, YYYY-MM-DD. */
          date: string;
          description?: string;
          /** @description The contact (customer, supplier, …). */
          entityId?: string;
          id: string;
          inputs: components['schemas']['ConsumedMaterial'][];
          inputValue: string;
          lines: components['schemas']['JournalLine'][];
          outputs: components['schemas']['ProducedOutput'][];
          outputValue: string;
          position: string;
          recordedAt: string;
          reference: string;
          /** @description Inventory effects, one per product touched (signed: out is negative). Absent when none. */
          stock?: components['schemas']['StockMovement'][];
          /** @description Inputs + WIP + additional costs = Σ output values, exactly. */
          total: string;
          transactionId: string;
          /** @enum {string} */
          type: 'batch';
          /** @description Work in progress used (from 1220). */
          wip: string;
        };
    ProductRawMaterialLine: {
      /** @description A raw material or product id */
      id: string;
      /**
       * @description Defaults to its moving average
       * @example 1200.00
       */
      price?: string | number;
      /** @example 0.5 */
      quantity: string | number;
    };
    ProductTag: {
      count: number;
      /** @enum {string} */
      kind: 'brand' | 'category';
      name: string;
    };
    ProductVariantLine: {
      /** @example 61234568 */
      barcode?: string;
      /** @example 45000.00 */
      buyingPrice?: string | number;
      /** @example Rice 50kg white */
      name: string;
      /** @example 4 */
      quantity?: string | number;
      /** @example 52000.00 */
      sellingPrice: string | number;
      /** @example PRD-000002 */
      sku: string;
      /** @example 2 */
      stockLevel?: string | number;
    };
    ProductView: {
      _id: string;
      /** @description Archived products leave the lists and searches; their history stays. */
      archived: boolean;
      archivedAt: string | null;
      barcode: string | null;
      brandName: string | null;
      buyingPrice: string;
      categoryName: string | null;
      color: string | null;
      createdAt: string;
      currency: string;
      description: string | null;
      expiryDate: string | null;
      expiryReminderDays: number | null;
      /** @description A product with variants: its own quantity stays 0, its stock is its variants' (GET /inventory/{id}/variants). */
      hasVariants: boolean;
      id: string;
      imageUrl: string | null;
      isService: boolean;
      /** @description At or below its stock level; never a service, nor a product with variants (each variant has a level of its own). */
      lowInStock: boolean;
      measurement: string;
      name: string;
      /** @description Quantity in stock. */
      quantity: string | null;
      sellingPrice: string;
      size: string | null;
      sku: string;
      stockLevel: string | null;
      /** @description Value of that stock at cost. */
      stockValue: string | null;
      /** @enum {string} */
      type: 'PRODUCT' | 'SERVICE';
    };
    ProfileView: {
      address: string | null;
      bankAccountName: string | null;
      bankAccountNumber: string | null;
      bankName: string | null;
      businessId: string;
      businessName: string;
      city: string | null;
      companyImage: string | null;
      country: string | null;
      email: string | null;
      isSubBusiness: boolean;
      parentBusinessId: string | null;
      phone: string | null;
      state: string | null;
      typeOfBusiness: string | null;
      user: {
        email: string;
        firstName: string;
        lastName: string;
      } | null;
      website: string | null;
    };
    ProfitAndLossReport: {
      businessId: string;
      businessName: string;
      /**
       * @description Cost of sales (5000), shown as opening inventory + purchases − closing inventory − stock
       *     adjustments (goods cost) + costs expensed straight to cost of sales.
       */
      costOfSales: components['schemas']['ReportSection'];
      currency: string;
      figures: {
        additionalCosts: components['schemas']['ReportFigure'];
        ads: components['schemas']['ReportFigure'];
        assets: components['schemas']['ReportFigure'];
        charges: components['schemas']['ReportFigure'];
        closingInventory: components['schemas']['ReportFigure'];
        commission: components['schemas']['ReportFigure'];
        costOfSales: components['schemas']['ReportFigure'];
        gift: components['schemas']['ReportFigure'];
        grossProfit: components['schemas']['ReportFigure'];
        incomeDiscount: components['schemas']['ReportFigure'];
        interest: components['schemas']['ReportFigure'];
        interestExpense: components['schemas']['ReportFigure'];
        netFinanceIncome: components['schemas']['ReportFigure'];
        netProfit: components['schemas']['ReportFigure'];
        openingInventory: components['schemas']['ReportFigure'];
        operatingCost: components['schemas']['ReportFigure'];
        operatingProfit: components['schemas']['ReportFigure'];
        otherIncome: components['schemas']['ReportFigure'];
        others: components['schemas']['ReportFigure'];
        packaging: components['schemas']['ReportFigure'];
        products: components['schemas']['ReportFigure'];
        purchases: components['schemas']['ReportFigure'];
        rent: components['schemas']['ReportFigure'];
        salary: components['schemas']['ReportFigure'];
        shipping: components['schemas']['ReportFigure'];
        total: components['schemas']['ReportFigure'];
        transportation: components['schemas']['ReportFigure'];
        utility: components['schemas']['ReportFigure'];
        vat: components['schemas']['ReportFigure'];
      };
      /** @description Interest received (4500) less interest expense. */
      finance: components['schemas']['ReportSection'];
      grossProfit: components['schemas']['ReportLine'];
      /** @description The position the report is as known at; null: everything posted so far. */
      knownAt: string | null;
      netProfit: components['schemas']['ReportLine'];
      operatingExpenses: components['schemas']['ReportSection'];
      operatingProfit: components['schemas']['ReportLine'];
      otherIncome: components['schemas']['ReportSection'];
      periods: components['schemas']['ReportPeriod'][];
      /** @description Net revenue: sales (4000–4100) less sales discounts (4050). */
      revenue: components['schemas']['ReportSection'];
      /** @enum {string} */
      source: 'aggregates' | 'journal';
      /** @description Memo, not part of profit: VAT charged on sales in the period (2100, credit − debit). */
      vatOnSales: components['schemas']['ReportLine'];
    };
    ProfitSummary: {
      currency: string;
      endDate: string | null;
      /** @description Cost of sales and expenses (debit − credit). */
      expenses: string;
      /** @description Income net of sales discounts (credit − debit on income accounts), a decimal string. */
      income: string;
      profit: string;
      /** @description The period's bounds (YYYY-MM-DD, inclusive); null: since the first entry / up to now. */
      startDate: string | null;
    };
    ProviderBank: {
      code: string;
      name: string;
    };
    PublicDocumentView: {
      balance?: string;
      business: components['schemas']['IssuerView'];
      currency: string;
      customer: {
        address: string | null;
        email: string | null;
        id: string;
        name: string;
        phone: string | null;
      };
      date: string;
      delivery?: components['schemas']['Adjustment'];
      discount?: components['schemas']['Adjustment'];
      dueDate?: string;
      expiryDate?: string;
      id: string;
      items: {
        /** @enum {string} */
        kind: 'product' | 'service';
        name: string;
        /** @description Unit price. */
        price: string;
        productId: string;
        quantity: string;
        /** @description round(quantity × price). */
        total: string;
      }[];
      /** @enum {string} */
      kind: 'invoice' | 'quotation';
      /** @description The address of the business's logo (GET /api/v1/logo/{businessId}/{sha256}, no sign-in) when it is a readable PNG or JPEG, as the PDF draws it; else null, also when the invoice settings hide it. */
      logo: string | null;
      notes?: string;
      paid?: string;
      publicId: string;
      reference: string;
      status: string;
      subtotal: string;
      tax?: components['schemas']['Adjustment'];
      total: string;
    };
    PublicReceiptView: {
      balance: string;
      business: {
        address: string | null;
        email: string | null;
        name: string;
        phone: string | null;
      };
      currency: string;
      customer: {
        name: string;
      } | null;
      /** @description "Customer" for money coming in, "Supplier" for money going out. */
      customerLabel: string;
      /** @description Effective date, YYYY-MM-DD. */
      date: string;
      delivery: components['schemas']['ReceiptAdjustment'] | null;
      description: string | null;
      discount: components['schemas']['ReceiptAdjustment'] | null;
      dueDate: string | null;
      items: components['schemas']['ReceiptItem'][];
      /** @description The address of the business's logo (GET /api/v1/logo/{orgId}/{sha256}, no sign-in) when it is a readable PNG or JPEG, as the PDF draws it; else null. */
      logo: string | null;
      paid: string;
      /** @description "Cash" or the bank's name (never an account number). */
      paymentMethod: string | null;
      reference: string;
      /** @description posted | voided. */
      status: string;
      /** @description PAID, PART PAID, UNPAID or VOID. */
      statusLabel: string;
      subtotal: string;
      tax: components['schemas']['ReceiptAdjustment'] | null;
      title: string;
      total: string;
      /** @description The list type (sales, purchases, expenses, inflows, outflows) and its heading. */
      type: string;
    };
    PurchaseOrderContentsDto: {
      /**
       * @description YYYY-MM-DD
       * @example 2026-11-25
       */
      date: string;
      /**
       * @description When the goods are expected, YYYY-MM-DD
       * @example 2026-12-02
       */
      expectedDate?: string;
      items: components['schemas']['PurchaseOrderItemDto'][];
      /** @example Deliver to the back door */
      note?: string;
      /**
       * @default draft
       * @enum {string}
       */
      status?: 'draft' | 'sent';
      /**
       * @description A contact of the business
       * @example 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d
       */
      supplier?: string;
    };
    PurchaseOrderItemDto: {
      /**
       * @description Agreed cost of one unit
       * @example 4500.00
       */
      price: string | number;
      /** @example 9b2f1c7e-5d4a-4f3b-8e21-7a6c5b4d3e2f */
      product: string;
      /** @example 20 */
      quantity: string | number;
    };
    QrMenuItemDto: {
      /**
       * @description The price the menu shows; the selling price when absent
       * @example 2500.00
       */
      price?: string | number;
      /**
       * @description A product or service of the business
       * @example 9b2f1c7e-5d4a-4f3b-8e21-7a6c5b4d3e2f
       */
      product: string;
    };
    QuotationFormDto: {
      /**
       * @description Issue date, YYYY-MM-DD
       * @example 2026-11-22
       */
      date?: string;
      /** @example 500.00 */
      delivery?:
        | string
        | number
        | {
            /** @enum {string} */
            type?: 'fixed' | 'percent';
            value?: string | number;
          };
      /**
       * @default fixed
       * @enum {string}
       */
      deliveryType?: 'fixed' | 'percent';
      /** @example 10 */
      discount?:
        | string
        | number
        | {
            /** @enum {string} */
            type?: 'fixed' | 'percent';
            value?: string | number;
          };
      /**
       * @default fixed
       * @enum {string}
       */
      discountType?: 'fixed' | 'percent' | 'percentage';
      /**
       * @description Due date, YYYY-MM-DD, on or after the date
       * @example 2026-12-22
       */
      dueDate?: string;
      /**
       * @description The customer (a contact id)
       * @example 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d
       */
      entity?: string;
      /**
       * @description Valid until, YYYY-MM-DD
       * @example 2026-12-31
       */
      expiryDate?: string;
      items?: components['schemas']['DocumentItemDto'][];
      /** @example Thank you for your business */
      notes?: string;
      /** @example 7.5 */
      tax?:
        | string
        | number
        | {
            /** @enum {string} */
            type?: 'fixed' | 'percent';
            value?: string | number;
          };
      /**
       * @default percent
       * @enum {string}
       */
      taxType?: 'fixed' | 'percent';
    };
    /** @enum {string} */
    QuotationStatus: 'approved' | 'pending' | 'void';
    RawMaterialLine: {
      id: string;
      measurement: string;
      name: string;
      /** @description Price of one unit of the material, at the currency's scale. */
      price: string;
      /** @description Up to 4 decimal places, above 0. */
      quantity: string;
    };
    RawMaterialView: {
      _id: string;
      /** @description value / quantity, to 2 decimals (spec 001 §3: a line's price defaults to the average). */
      averagePrice: string;
      createdAt: string;
      currency: string;
      id: string;
      measurement: string;
      name: string;
      /** @description In stock now, and its value at moving average. */
      quantity: string;
      sku: string;
      stockValue: string;
      /** @enum {string} */
      type: 'RAW_MATERIAL';
      /** @description The unit cost entered when it was created. */
      unitCost: string;
    };
    RebuildJobProgress: {
      eventsPerSecond: number;
      percent: number;
      /** @enum {string} */
      phase: 'done' | 'queued' | 'replaying' | 'swapping';
      processed: number;
      total: number;
    };
    ReceiptAdjustment: {
      amount: string;
      /** @description The percent entered, for a percent adjustment. */
      percent: string | null;
    };
    ReceiptItem: {
      name: string;
      price: string;
      quantity: string;
      total: string;
    };
    ReceivedItemDoc: {
      /** @description A product of the order */
      product: string;
      /** @example 5 */
      quantity: string | number;
    };
    RecentSale: {
      /** @description The line's total as sold (null when the document has no line total for it). */
      amount: string | null;
      /** @description YYYY-MM-DD. */
      date: string;
      name: string | null;
      productId: string;
      quantity: string;
      reference: string;
      transactionId: string;
    };
    RecentSaleDoc: {
      /** @example 104000.00 */
      amount: string | null;
      /** @example 2026-11-25 */
      date: string;
      name: string | null;
      productId: string;
      /** @example 2 */
      quantity: string;
      reference: string;
      transactionId: string;
    };
    RecentTransaction: {
      amount: string;
      /** @description Effective date, YYYY-MM-DD. */
      date: string;
      description: string | null;
      id: string;
      /** @description The items' names, comma-separated ('' when the document has no items). */
      itemsNames: string;
      reference: string;
      /** @description Who recorded it (null when unknown). */
      staffName: string | null;
      /** @description The list type's label, as the transactions list shows it: Sale, Purchase, Expense, Money in, Money out, Transfer, Asset purchase, Asset sale; else Other. */
      type: string;
    };
    ReconciliationLine: {
      amount: string;
      balance: string;
      date: string;
      description: string;
      lineId: string;
      reference: string;
      statementId: string;
      suggestions: components['schemas']['BankBookEntry'][];
    };
    ReconciliationMatch: {
      amount: string;
      auto: boolean;
      date: string;
      description: string;
      entries: components['schemas']['BankBookEntry'][];
      lineId: string;
      reference: string;
    };
    RecordedAssetDocument: {
      id: string;
      position: string;
      reference: string;
      total: string;
    };
    RecordedJournalEntry: {
      id: string;
      position: string;
      reference: string;
      total: string;
    };
    RecordedOpeningBalances: {
      /** @description The new set's id; null when an empty list only took the previous set back. */
      id: string | null;
      position: string;
      reference: string | null;
      /** @description The set it replaced, if any. */
      replaced: string | null;
    };
    RecordedPosSale: {
      amount: string;
      amountCollected: string;
      amountRemaining: string;
      change: string;
      id: string;
      position: string;
      reference: string;
      registerId: string;
    };
    RecordedPurchase: {
      id: string;
      position: string;
      reference: string;
      total: string;
    };
    RecordedPurchaseOrder: {
      id: string;
      number: string;
      position: string;
      /** @description A receipt's purchase. */
      purchase?: {
        id: string;
        reference: string;
      };
      status: string;
    };
    RecordedSale: {
      id: string;
      position: string;
      reference: string;
      total: string;
    };
    RecordedStockTransfer: {
      id: string;
      position: string;
      reference: string;
      status: string;
    };
    RecordedTransaction: {
      id: string;
      position: string;
      reference: string;
    };
    RecordExpenseDto: {
      /**
       * @description "Cash" or a bank account id: where the money leaves from
       * @example Cash
       */
      account: string;
      /**
       * @description The subtotal, when there are no items
       * @example 120000.00
       */
      amount?: string | number;
      /**
       * @description An expense category of spec 002 §3, or its number in that list counting from 1 (the bulk import’s code: utility 1, assets 2, …, cost_of_goods_sold 36). interest_income and other_income are income: record them as money in.
       * @example rent
       */
      category:
        | (
            | 'utility'
            | 'assets'
            | 'transport'
            | 'commission'
            | 'rent'
            | 'others'
            | 'ads'
            | 'fees'
            | 'interest_expense'
            | 'interest_income'
            | 'other_income'
            | 'other_expense'
            | 'packaging'
            | 'discount'
            | 'home_office_cost'
            | 'office_supplies'
            | 'salary'
            | 'bank'
            | 'business_insurance'
            | 'business_meals_travel_expense'
            | 'furniture_equipment_machinery'
            | 'input_raw_materials'
            | 'license_registration'
            | 'professional_business_fees'
            | 'trainings'
            | 'website_software'
            | 'advertising_marketing'
            | 'entertainment'
            | 'vehicle_expenses'
            | 'taxes'
            | 'electricity'
            | 'telephone'
            | 'csr'
            | 'maintenance_repairs'
            | 'employee_benefits'
            | 'cost_of_goods_sold'
          )
        | number;
      /**
       * @description On credit: the balance is owed to the entity; entity and due_date are then required
       * @example false
       */
      credit?: boolean;
      /**
       * @description YYYY-MM-DD
       * @example 2026-11-22
       */
      date: string;
      /** @example 2000 */
      delivery?: string | number;
      /**
       * @description Default fixed
       * @example fixed
       * @enum {string}
       */
      deliveryType?: 'fixed' | 'percent' | 'percentage';
      /** @example Shop rent, November */
      description?: string;
      /**
       * @description Fixed amount, or a percent of the subtotal (discountType)
       * @example 5
       */
      discount?: string | number;
      /**
       * @description Default fixed
       * @example percent
       * @enum {string}
       */
      discountType?: 'fixed' | 'percent' | 'percentage';
      /**
       * @description On credit: YYYY-MM-DD
       * @example 2026-12-22
       */
      due_date?: string;
      /**
       * @description The contact (supplier); required on credit
       * @example 5f0c6a52-8f0e-4c1a-9b43-2a6d0f3f9c11
       */
      entity?: string;
      /**
       * @description On credit: paid now (default 0)
       * @example 0
       */
      initial_deposit?: string | number;
      /** @description Lines whose totals (round(quantity × price)) make the subtotal; instead of amount */
      items?: components['schemas']['ExpenseItemDto'][];
      /**
       * @description A prepayment: paid in full now, held in prepayments (1150) until applied
       * @example false
       */
      prepayment?: boolean;
      /**
       * @description Your own reference; one is made when absent
       * @example EX0001
       */
      reference?: string;
      /**
       * @description VAT: a percent of the subtotal by default (taxType)
       * @example 7.5
       */
      tax?: string | number;
      /**
       * @description Default percent
       * @example percent
       * @enum {string}
       */
      taxType?: 'fixed' | 'percent' | 'percentage';
    };
    RecordInvoicePaymentDto: {
      /**
       * @description "Cash" (the default) or one of the business’s bank account ids
       * @example Cash
       */
      account?: string;
      /** @example 1000.00 */
      amount: string | number;
      /**
       * @description YYYY-MM-DD; today when absent
       * @example 2026-11-25
       */
      date?: string;
      /** @description The invoice id */
      id: string;
    };
    RecordJournalEntryDto: {
      /**
       * @description The effective date, YYYY-MM-DD
       * @example 2026-11-30
       */
      date: string;
      lines: components['schemas']['JournalLineDto'][];
      /** @example Accrue November rent */
      memo?: string;
      /**
       * @description Your own reference, unique among the journals; the next JE- number when absent
       * @example JE-0042
       */
      reference?: string;
    };
    RecordMoneyInDto: {
      /**
       * @description "Cash" or the id of one of the business’s bank accounts
       * @example Cash
       */
      account: string;
      /**
       * @description A positive amount with at most the currency’s decimals, as a string (a JSON number is read through its text)
       * @example 1500.00
       */
      amount: string | number;
      /**
       * @description The date of the transaction, YYYY-MM-DD
       * @example 2026-11-22
       */
      date: string;
      /** @example Owner’s capital injection */
      description?: string;
      /** @description The contact (required for debt_repayment and customer_deposit) */
      entity?: string;
      /**
       * @description Your own reference; one is made when absent
       * @example MI0001
       */
      reference?: string;
      /**
       * @example capital
       * @enum {string}
       */
      subtype:
        | 'capital'
        | 'loan'
        | 'interest_income'
        | 'other_income'
        | 'gift'
        | 'commission'
        | 'service_charge'
        | 'bad_debt_recovered'
        | 'debt_repayment'
        | 'customer_deposit';
    };
    RecordMoneyOutDto: {
      /**
       * @description "Cash" or the id of one of the business’s bank accounts: where the money leaves from
       * @example Cash
       */
      account: string;
      /**
       * @description A positive amount with at most the currency’s decimals, as a string (a JSON number is read through its text)
       * @example 25000.00
       */
      amount: string | number;
      /**
       * @description The date of the transaction, YYYY-MM-DD
       * @example 2026-11-22
       */
      date: string;
      /** @example Paid Okafor Supplies for October */
      description?: string;
      /**
       * @description The contact (required for supplier_payment and refund)
       * @example 5f0c6a52-8f0e-4c1a-9b43-2a6d0f3f9c11
       */
      entity?: string;
      /**
       * @description Your own reference; one is made when absent
       * @example MO0001
       */
      reference?: string;
      /**
       * @description credit_repayment → borrowings (2200), drawings → 3100, supplier_payment → payables (2000), refund → customer advances (2300), interest_expense → 6090
       * @example supplier_payment
       * @enum {string}
       */
      subtype: 'credit_repayment' | 'drawings' | 'supplier_payment' | 'refund' | 'interest_expense';
    };
    RecordOpeningBalancesDto: {
      /**
       * @description The day the books open, YYYY-MM-DD
       * @example 2026-01-01
       */
      date: string;
      /** @description Each account’s balance that day, a debit or a credit; an empty list takes the current set back */
      lines: components['schemas']['JournalLineDto'][];
    };
    RecordPaymentDto: {
      /**
       * @description "Cash" or a bank account id: where the money comes in (sale) or leaves from (purchase, expense)
       * @example Cash
       */
      account: string;
      /**
       * @description Positive, at most what is still owed on the document
       * @example 15000.00
       */
      amount: string | number;
      /**
       * @description YYYY-MM-DD
       * @example 2026-11-22
       */
      date: string;
      /** @example Second instalment */
      description?: string;
      /**
       * @description The reference of the credit document paid (or give its transactionId)
       * @example K7QX2M
       */
      reference?: string;
      /**
       * @description The id of the credit document paid (or give its reference)
       * @example 3f1d2c4b-1111-4a55-9d7e-3c2f9a1d5e20
       */
      transactionId?: string;
    };
    RecordPosSaleDto: {
      /**
       * @description Cash or a bank account id (default Cash)
       * @example Cash
       */
      account?: string;
      /** @description The till’s total: checked against the ledger’s */
      amount?: string | number;
      /**
       * @description Handed over; default the amount
       * @example 20000
       */
      amountCollected?: string | number;
      /** @description Shown by the till; derived by the server */
      amountRemaining?: string | number;
      /** @description The device’s own id of an offline sale (kept for its history) */
      clientId?: string;
      /** @description The customer: a contact id or the POS customer object { id, name, … } */
      customer?:
        | string
        | {
            id: string;
            name?: string;
          };
      /**
       * @description YYYY-MM-DD; default today
       * @example 2026-11-25
       */
      date?: string;
      /**
       * @description Order discount: percent (default) or fixed
       * @example 10
       */
      discount?: string | number;
      /**
       * @default percent
       * @enum {string}
       */
      discountType?: 'percent' | 'fixed';
      items: components['schemas']['PosItemDto'][];
      note?: string;
      /** @description The parked cart this sale completes */
      parkedSaleId?: string;
      /** @description A reference of the till’s own (unique in the business) */
      reference?: string;
      /** @description The register (default the cashier’s open one) */
      registerId?: string;
      /**
       * @default completed
       * @enum {string}
       */
      status?: 'completed' | 'parked';
      /** @description The till’s figure: checked against the ledger’s */
      subtotal?: string | number;
      /**
       * @description Tax percent of subtotal − discount
       * @example 7.5
       */
      tax?: string | number;
    };
    RecordPurchaseDto: {
      /**
       * @description "Cash" or the id of one of the business’s bank accounts
       * @example Cash
       */
      account: string;
      /**
       * @description On credit: pays initial_deposit now, the rest is owed (needs entity and due_date)
       * @default false
       * @example false
       */
      credit?: boolean;
      /**
       * @description The date of the transaction, YYYY-MM-DD
       * @example 2026-11-22
       */
      date: string;
      /** @example 500.00 */
      delivery?:
        | string
        | number
        | {
            /** @enum {string} */
            type?: 'fixed' | 'percent';
            value?: string | number;
          };
      /**
       * @default fixed
       * @enum {string}
       */
      deliveryType?: 'fixed' | 'percent';
      /** @example Walk-in customer */
      description?: string;
      /**
       * @description An amount, a percent of the subtotal, or { type, value }
       * @example 10
       */
      discount?:
        | string
        | number
        | {
            /** @enum {string} */
            type?: 'fixed' | 'percent';
            value?: string | number;
          };
      /**
       * @default fixed
       * @enum {string}
       */
      discountType?: 'fixed' | 'percent';
      /**
       * @description Required on credit, YYYY-MM-DD
       * @example 2026-12-31
       */
      due_date?: string;
      /** @description The contact (customer or supplier) id; required on credit */
      entity?: string;
      /**
       * @description Paid now on a credit document (default 0); at most the total
       * @example 1000.00
       */
      initial_deposit?: string | number;
      items: components['schemas']['DocumentItemDto'][];
      /**
       * @description Your own reference; one is made when absent
       * @example SAL0001
       */
      reference?: string;
      /**
       * @description What the form showed; when sent it must equal the computed subtotal
       * @example 3225.00
       */
      subtotal?: string | number;
      /** @example 7.5 */
      tax?:
        | string
        | number
        | {
            /** @enum {string} */
            type?: 'fixed' | 'percent';
            value?: string | number;
          };
      /**
       * @default percent
       * @enum {string}
       */
      taxType?: 'fixed' | 'percent';
      /**
       * @description What the form showed; when sent it must equal the computed total
       * @example 3225.00
       */
      total?: string | number;
    };
    RecordSaleDto: {
      /**
       * @description "Cash" or the id of one of the business’s bank accounts
       * @example Cash
       */
      account: string;
      /**
       * @description On credit: pays initial_deposit now, the rest is owed (needs entity and due_date)
       * @default false
       * @example false
       */
      credit?: boolean;
      /**
       * @description The date of the transaction, YYYY-MM-DD
       * @example 2026-11-22
       */
      date: string;
      /** @example 500.00 */
      delivery?:
        | string
        | number
        | {
            /** @enum {string} */
            type?: 'fixed' | 'percent';
            value?: string | number;
          };
      /**
       * @default fixed
       * @enum {string}
       */
      deliveryType?: 'fixed' | 'percent';
      /** @example Walk-in customer */
      description?: string;
      /**
       * @description An amount, a percent of the subtotal, or { type, value }
       * @example 10
       */
      discount?:
        | string
        | number
        | {
            /** @enum {string} */
            type?: 'fixed' | 'percent';
            value?: string | number;
          };
      /**
       * @default fixed
       * @enum {string}
       */
      discountType?: 'fixed' | 'percent';
      /**
       * @description Required on credit, YYYY-MM-DD
       * @example 2026-12-31
       */
      due_date?: string;
      /** @description The contact (customer or supplier) id; required on credit */
      entity?: string;
      /**
       * @description Paid now on a credit document (default 0); at most the total
       * @example 1000.00
       */
      initial_deposit?: string | number;
      items: components['schemas']['DocumentItemDto'][];
      /**
       * @description Your own reference; one is made when absent
       * @example SAL0001
       */
      reference?: string;
      /**
       * @description What the form showed; when sent it must equal the computed subtotal
       * @example 3225.00
       */
      subtotal?: string | number;
      /** @example 7.5 */
      tax?:
        | string
        | number
        | {
            /** @enum {string} */
            type?: 'fixed' | 'percent';
            value?: string | number;
          };
      /**
       * @default percent
       * @enum {string}
       */
      taxType?: 'fixed' | 'percent';
      /**
       * @description What the form showed; when sent it must equal the computed total
       * @example 3225.00
       */
      total?: string | number;
    };
    RecordTransactionDto: {
      /**
       * @description The money-in or money-out subtype, stock_introduced, or an expense category
       * @example capital
       */
      subtype?: string;
      /**
       * @description inflows: money in (subtype as POST /transactions/money-in), or subtype stock_introduced (items of existing products); outflows: money out (subtype as /money-out); expenses: as /expenses (subtype is the category when category is absent); sales, purchases: as /sales, /purchases
       * @example inflows
       * @enum {string}
       */
      type: 'inflows' | 'outflows' | 'expenses' | 'sales' | 'purchases';
    };
    RecoverPasswordDto: {
      /** @example ada@example.com */
      email: string;
    };
    RefusedContactRow: {
      line: number;
      reasons: string[];
    };
    RefusedImportRow: {
      line: number;
      reasons: string[];
    };
    RegisterPaymentSummary: {
      counted: string;
      /** @description counted − expected (negative: short). */
      difference: string;
      /** @description What should be there: glTotalSale, plus the opening float for Cash. */
      expected: string;
      /** @description `Cash` or a bank account id (the payment account as users write it). */
      glAccount: string;
      /** @description What the register's sales collected into this account. */
      glTotalSale: string;
    };
    RegisterView: {
      cashDifference: string | null;
      closedAt: string | null;
      currency: string;
      date: string;
      id: string;
      openedAt: string;
      openingFloat: string;
      paymentSummary: {
        counted: string | null;
        difference: string | null;
        /** @description What should be there: glTotalSale, plus the opening float for Cash. */
        expected: string;
        /** @description `Cash` or a bank account id (the payment account as users write it). */
        glAccount: string;
        /** @description What the register's sales collected into this account. */
        glTotalSale: string;
        /** @description `glAccount` by name: "Cash", or the bank account's (`GTBank`, or `GTBank 1234` beside another GTBank account). */
        name: string;
      }[];
      salesCount: number;
      /** @enum {string} */
      status: 'closed' | 'open';
      till: string;
      totalSales: string;
      userId: string;
    };
    Replica: {
      business: string;
      /** @description The append's position in that business's stream. */
      position: string;
      productId: string;
    };
    ReplicaTargetDto: {
      /**
       * @description A business the owner owns, other than this one
       * @example 0b6f…
       */
      business: string;
      /**
       * @description Opening stock there (products), at the buying price
       * @example 5
       */
      quantity?: string | number;
    };
    ReplicateProductsDto: {
      businesses: components['schemas']['ReplicaTargetDto'][];
      /**
       * @description The product or service of this business to make elsewhere
       * @example 7f1c…
       */
      product: string;
    };
    ReportFigure: {
      end: string | null;
      start: string;
    };
    ReportLine: {
      amounts: string[];
      /** @description The account, when the line is exactly one account. */
      code?: string;
      /** @description Stable id: `account:4000`, `cashAtBank`, `grossProfit`, … */
      key: string;
      label: string;
      /** @description A breakdown that adds up to the line (cash at bank per bank, inventories per account). */
      lines?: components['schemas']['ReportLine'][];
    };
    ReportPeriod: {
      endDate: string;
      startDate: string;
    };
    ReportSection: {
      key: string;
      label: string;
      lines: components['schemas']['ReportLine'][];
      total: components['schemas']['ReportLine'];
    };
    ReportTransactions: {
      currency: string;
      data: components['schemas']['TransactionView'][];
      endDate: string;
      limit: number;
      page: number;
      startDate: string;
      total: number;
      totalPages: number;
      totals: {
        balanceDue: string;
        count: number;
        paid: string;
        total: string;
      };
    };
    ResendInviteDto: {
      /** @example bola@example.com */
      email?: string;
      inviteId?: string;
    };
    ResendReceiptDto: {
      /**
       * @description Where to send it; the customer’s e-mail when absent
       * @example ada@example.com
       */
      email?: string;
      /**
       * @description Whom to greet
       * @example Ada Obi
       */
      name?: string;
    };
    ResentInvite: {
      email: string;
      inviteId: string;
      lastSentAt: string;
      position: string;
    };
    ResentReceipt: {
      email: string;
      reference: string;
    };
    ResetPasswordDto: {
      /** @example correct horse battery staple */
      confirmPassword: string;
      /** @example correct horse battery staple */
      password: string;
      /** @description The token of the mailed reset link */
      resetToken: string;
    };
    ReversedJournalEntry: {
      /** @description The reversal's date, YYYY-MM-DD. */
      date: string;
      id: string;
      position: string;
      reference: string;
    };
    ReverseJournalEntryDto: {
      /**
       * @description The reversal’s date, YYYY-MM-DD: the journal’s own when absent, never before it
       * @example 2026-12-01
       */
      date?: string;
      /** @example Posted to the wrong expense account */
      reason?: string;
    };
    /** @enum {string} */
    Role: 'admin' | 'member' | 'owner';
    SalesReport: {
      /** @description contactId null: sales to no one in particular. */
      byCustomer: {
        balanceDue: string;
        contactId: string | null;
        count: number;
        name: string | null;
        paid: string;
        total: string;
      }[];
      /** @description Days with sales. */
      byDay: {
        balanceDue: string;
        count: number;
        date: string;
        paid: string;
        total: string;
      }[];
      byProduct: {
        amount: string;
        averagePrice: string;
        costOfSales: string;
        grossProfit: string;
        kind: string | null;
        name: string | null;
        productId: string;
        quantity: string;
      }[];
      currency: string;
      endDate: string;
      startDate: string;
      totals: {
        balanceDue: string;
        costOfSales: string;
        /** @description Sales documents: how many, their totals (after discounts, with delivery and tax), paid, still owed. */
        count: number;
        grossProfit: string;
        paid: string;
        /** @description From the sold lines: quantity, what they came to before document discounts, their cost, and the difference. */
        quantity: string;
        salesAmount: string;
        total: string;
      };
    };
    SalesSummary: {
      balanceDue: string;
      count: number;
      currency: string;
      endDate: string;
      /** @enum {string} */
      groupBy: 'day' | 'month';
      paid: string;
      series: {
        balanceDue: string;
        count: number;
        paid: string;
        period: string;
        /** @description Decimal strings: the sales' totals, paid on them, still owed. */
        total: string;
      }[];
      startDate: string;
      /** @description Decimal strings: the sales' totals, paid on them, still owed. */
      total: string;
    };
    SellAssetsDto: {
      /**
       * @default Cash
       * @example Cash
       */
      account?: string;
      /**
       * @description Σ price × quantity as the form showed it; must match
       * @example 180000.00
       */
      amount?: string | number;
      /**
       * @description Asset rows: id, quantity (whole units, at most held), price per unit (changing it needs permission 37)
       * @example [
       *       {
       *         "id": "asset id",
       *         "quantity": 1,
       *         "price": "180000.00"
       *       }
       *     ]
       */
      assets: components['schemas']['AssetLineDoc'][];
      /** @default false */
      credit?: boolean;
      /** @example 2026-11-20 */
      date: string;
      description?: string;
      /**
       * @description Balance/Refund Due Date: required on credit
       * @example 2026-12-20
       */
      due_date?: string;
      /** @description The buyer’s name as the form showed it */
      entity?: string;
      entityData?: components['schemas']['AssetPartyDto'];
      /** @description The buyer: a contact id */
      entityId?: string;
      /** @description The buyer’s contact id when entityId is absent */
      entityName?: string;
      initial_deposit?: string | number;
      /** @example K7QX2M */
      reference?: string;
      /** @enum {string} */
      type?: 'asset_sale';
    };
    SendDocumentDto: {
      /**
       * @description The customer's e-mail address when absent
       * @example ada@example.com
       */
      email?: string;
      /** @description The invoice or quotation id */
      id: string;
      /** @example Thank you for your business. */
      message?: string;
      /** @example Ada */
      name?: string;
    };
    SentInvite: {
      businessId: string;
      businessName: string;
      email: string;
      invitedAt: string;
      inviteId: string;
      /** @enum {string} */
      role: 'admin' | 'member';
      roleId: string | null;
      roleName: string | null;
    };
    SentProfitAndLoss: {
      email: string;
      fileName: string;
    };
    SetAssetCategoriesDto: {
      /**
       * @description Names unique; group Machinery and Equipment or Licensed Vehicles; lifespan in months, at least 1
       * @example [
       *       {
       *         "name": "Generators",
       *         "group": "Machinery and Equipment",
       *         "lifespan": 60
       *       },
       *       {
       *         "name": "Delivery vans",
       *         "group": "Licensed Vehicles",
       *         "lifespan": 48
       *       }
       *     ]
       */
      categories: components['schemas']['AssetCategoryLine'][];
    };
    SetAutoRenewalDto: {
      /**
       * @description Renew the paid plan automatically with the card on file
       * @example false
       */
      enabled: boolean;
    };
    SetBankAccountsDto: {
      bankAccounts: components['schemas']['BankAccountEntryDto'][];
    };
    SetUpOrganisationDto: {
      /** @example 12 Marina Road, Lagos */
      address?: string;
      /** @example Ada Stores */
      businessName: string;
      /** @example NGN */
      currency?: string;
      /** @example +2348012345678 */
      phone?: string;
      /** @example Retail */
      typeOfBusiness?: string;
    };
    SignedIn: {
      data: components['schemas']['UserData'];
      message: string;
      /** @description No business yet: the client goes to on-boarding. */
      redirect: boolean;
      /** @enum {boolean} */
      success: true;
    };
    SignInDto: {
      /** @example ada@example.com */
      email: string;
      /** @example correct horse battery staple */
      password: string;
      /**
       * @description Keep the session for SESSION_DAYS; otherwise it ends with the browser (and after a day)
       * @example true
       */
      rememberMe?: boolean;
    };
    SignUpDto: {
      /**
       * @description Lower-cased by the server too
       * @example ada@example.com
       */
      email: string;
      /** @example Ada */
      firstName: string;
      /** @example Obi */
      lastName: string;
      /** @example correct horse battery staple */
      password: string;
      /**
       * @example monthly
       * @enum {string}
       */
      period?: 'monthly' | 'yearly';
      /**
       * @description Plan id (1–7) or key (free, small, medium, basic, store, professional, enterprise); Micro when absent
       * @example basic
       */
      plan?: string | number;
      /**
       * @description Promo sign-up (/sign-up/promo/{code}); the plan defaults to small, monthly
       * @example LAUNCH
       */
      promoCode?: string;
      /** @example FRIEND42 */
      referralCode?: string;
    };
    SkippedInviteRow: {
      line: number;
      reason: string;
    };
    SoldAssets: {
      id: string;
      position: string;
      reference: string;
      total: string;
    };
    StartedCardPayment: {
      /** @description Major units, a decimal string ("50000.00"). */
      amount: string;
      authorization_url: string;
      /** @enum {string} */
      currency: 'NGN' | 'USD';
      reference: string;
    };
    StartedTrial: {
      planStatus: components['schemas']['PlanStatus'];
      position: string;
    };
    StartTrialDto: {
      /**
       * @description The period to order when the trial ends; monthly when absent
       * @example monthly
       * @enum {string}
       */
      period?: 'monthly' | 'yearly';
      /**
       * @description Plan id (4–7) or key (basic, store, professional, enterprise)
       * @example store
       */
      plan: string | number;
    };
    StatementImported: {
      endDate: string;
      lines: number;
      position: string;
      skipped: number;
      startDate: string;
      statementId: string;
    };
    StatementLineItem: {
      amount: string;
      balance: string;
      date: string;
      description: string;
      lineId: string;
      matched: boolean;
      reference: string;
    };
    StatementRemoved: {
      position: string;
      statementId: string;
    };
    StatsPoint: {
      count: number;
      /** @description YYYY-MM-DD for day buckets, YYYY-MM for months. */
      date: string;
    };
    StatsSeries: {
      /** @enum {string} */
      interval: 'day' | 'month';
      series: components['schemas']['StatsPoint'][];
      total: number;
    };
    StockFigure: {
      quantity: string;
      value: string;
    };
    StockLevelDto: {
      /**
       * @description Low-stock alert level: a whole number of items, 0 or more
       * @example 10
       */
      stockLevel: number | string;
    };
    StockLineDoc: {
      /** @description A raw material or product id */
      id: string;
      /** @example 2 */
      quantity: string | number;
    };
    StockMovement: {
      productId: string;
      /** @description Signed quantity, up to 4 decimal places ("-2", "10.5"). */
      quantity: string;
      /** @description Signed inventory value at the currency's scale; out = the moving-average cost taken (LEDGER.md §5). */
      value: string;
    };
    StockTransferContentsDto: {
      /**
       * @description YYYY-MM-DD
       * @example 2026-11-25
       */
      date: string;
      /**
       * @description Another business you own
       * @example 2f0c4c1e-7b7a-4a39-9a53-2f9f1c0d8e11
       */
      destination: string;
      items: components['schemas']['StockTransferItemDto'][];
      /** @example For the Ikeja shop’s weekend */
      note?: string;
    };
    StockTransferItemDto: {
      /**
       * @description A product of this business (not a service)
       * @example 9b2f1c7e-5d4a-4f3b-8e21-7a6c5b4d3e2f
       */
      product: string;
      /**
       * @description More than zero, up to 4 decimals
       * @example 5
       */
      quantity: string | number;
    };
    SubscriptionPaymentRow: {
      /** @description Major units, a decimal string. */
      amount: string;
      card: {
        brand: string;
        last4: string;
      } | null;
      /** @enum {string} */
      currency: 'NGN' | 'USD';
      extraUsers: number;
      paidAt: string;
      /** @enum {string|null} */
      period: 'monthly' | 'yearly' | null;
      /** @enum {number|null} */
      planId: 1 | 2 | 3 | 4 | 5 | 6 | 7 | null;
      /** @enum {string} */
      purpose: 'additional-users' | 'change-card' | 'complete-order' | 'plan' | 'renewal';
      reference: string;
      refunded: boolean;
    };
    SwitchedBusiness: {
      businessId: string;
    };
    TaxDto: {
      /**
       * @description Tax percent from 0 to 100, at most 2 decimals
       * @example 7.5
       */
      tax: string | number;
    };
    TeamMemberView: {
      email: string;
      firstName: string | null;
      joinedAt: string;
      lastName: string | null;
      role: components['schemas']['Role'];
      roleId: string | null;
      roleName: string | null;
      userId: string;
    };
    TeamView: {
      members: components['schemas']['TeamMemberView'][];
      pendingInvites: components['schemas']['PendingInviteView'][];
    };
    TodayOverview: {
      /** @description Cash on hand and at bank today. */
      cashBalance: string;
      currency: string;
      /** @description Sales (id 0), expenses (id 1) and purchases (id 2), one amount per label. */
      data: string[][];
      endDate: string;
      /** @description YYYY-MM-DD per day, or YYYY-MM per month. */
      monthsLabel: string[];
      /** @description Still owed to the business on credit sales due before today. */
      overDueCredit: string;
      /** @description Still owed by the business on credit purchases and expenses due before today. */
      OverdueDebt: string;
      /** @enum {string} */
      reportType: 'daily' | 'monthly';
      series: {
        id: number;
        name: string;
      }[];
      startDate: string;
      todayExpense: string;
      todayInflows: string;
      todayOutFlows: string;
      todayPurchase: string;
      todaySales: string;
    };
    TodayOverviewBodyDto: {
      /** @description Accepted for the spec’s client and ignored: the business is always the session’s current business */
      business?: string;
      /**
       * Format: date
       * @description Last day, YYYY-MM-DD (default: today)
       * @example 2026-11-30
       */
      endDate?: string;
      /**
       * @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry
       * @example 1234
       */
      knownAt?: string;
      /**
       * @description Daily: days (default 15, at most 366); monthly: months (default 12, at most 120). Ignored when startDate is given
       * @example 15
       */
      numberOfDays?: number;
      /**
       * @default daily
       * @enum {string}
       */
      reportType?: 'daily' | 'monthly';
      /**
       * Format: date
       * @description First day, YYYY-MM-DD (default: the 1st of this month)
       * @example 2026-11-01
       */
      startDate?: string;
    };
    TopCustomer: {
      _id: string;
      firstName: string | null;
      lastName: string | null;
      /** @description Their posted sales, all time (decimal string). */
      sales_amount: string;
      /** @description When the customer last bought (ISO 8601). */
      updatedAt: string;
    };
    TopEvent: {
      /** @description When it was recorded (ISO 8601). */
      date: string;
      description: string | null;
      /** @description The event's position in the store (the audit trail's key). */
      position: string;
      /** @description The voided or amended document's reference. */
      reference: string | null;
      staffName: string | null;
      title: string;
      type: string;
      userId: string | null;
    };
    TopExpense: {
      accountCode: string;
      amount: string;
      name: string;
      /** @description The expense category (spec 002 §3). */
      subtype: string;
    };
    TopProduct: {
      _id: string;
      /** @description product or service. */
      kind: string | null;
      name: string | null;
      /** @description Average selling price per unit: sales_cost / sales_qty, at the currency's scale. */
      sales_avg: string;
      /** @description What the sold lines came to (quantity × price, before document discounts and tax). */
      sales_cost: string;
      /** @description Quantity sold, net of voids. */
      sales_qty: string;
    };
    TopSellingProduct: {
      _id: string;
      /** @description What the sold lines came to, at the currency's scale. */
      amount: string;
      /** @description product or service. */
      kind: string | null;
      name: string | null;
      /** @description Quantity sold, net of voids. */
      quantity: string;
    };
    /** @enum {string} */
    TourStatus: 'active' | 'stopped';
    TransactionDetail: {
      /** @description "Cash", a bank account id, or "". */
      account: string;
      /** @description `account` by name: "Cash", the bank account's (`GTBank`, or `GTBank 1234` beside another GTBank account), or "". */
      accountName: string;
      amount: string;
      balanceDue: string;
      currency: string;
      date: string;
      description: string | null;
      /** @description The document as recorded (for an amended one, as corrected). */
      document: {
        [key: string]: unknown;
      } | null;
      dueDate: string | null;
      entity: {
        id: string;
        name: string | null;
      } | null;
      /** @description The event that recorded it: SaleRecorded, MoneyInRecorded, … */
      eventType: string;
      id: string;
      items: unknown[] | null;
      /** @description The journal lines that stand for it (none once voided). */
      lines: components['schemas']['JournalLine'][];
      paid: string;
      /** @description Payments recorded against it (credit documents), not voided. */
      payments: components['schemas']['TransactionView'][];
      position: string;
      /** @description With ?prepaid: what of the prepayment is used and what is left. */
      prepayment?: {
        amount: string;
        applied: string;
        remaining: string;
      };
      recordedAt: string;
      recordedBy: string | null;
      reference: string;
      /** @enum {string} */
      status: 'posted' | 'voided';
      subtype: string | null;
      /** @description A transfer between the business's accounts: where the money went ("Cash" or a bank account id); null otherwise. */
      toAccount: string | null;
      /** @description `toAccount` by name, as `accountName`; null otherwise. */
      toAccountName: string | null;
      /** @description List type (sales, purchases, expenses, inflows, outflows, transfer, others). */
      type: string;
    };
    TransactionGraphDay: {
      /** @description YYYY-MM-DD. */
      date: string;
      /** @description Expense documents, and prepayments as they are used (not the prepayment itself). */
      expenses?: string;
      /** @description Money in and payments received; opening stock moves no money and is left out. */
      moneyIn?: string;
      /** @description Money out. */
      moneyOut?: string;
      /** @description Purchase documents' totals. */
      purchases?: string;
      /** @description Sales documents' totals. */
      sales?: string;
    };
    TransactionGraphDto: {
      /**
       * Format: date
       * @description Last day, YYYY-MM-DD; default today (or startDate when that is later)
       * @example 2026-11-30
       */
      endDate?: string;
      /**
       * Format: date
       * @description First day, YYYY-MM-DD; default 29 days before endDate (30 days in all)
       * @example 2026-11-01
       */
      startDate?: string;
      /**
       * @description The list type(s) to draw, comma-separated: sales, purchases, expenses, inflows, outflows (also sale, money-in, money-out, …, as the list filter takes them); absent: every series
       * @example sales
       */
      type?: string;
    };
    TransactionPage: {
      data: components['schemas']['TransactionView'][];
      limit: number;
      page: number;
      total: number;
      totalPages: number;
    };
    TransactionProducts: {
      date: string;
      id: string;
      items: components['schemas']['DocumentItem'][];
      reference: string;
      /** @enum {string} */
      status: 'posted' | 'voided';
      type: string;
    };
    TransactionResetOutcome: {
      /** @description Manual journals and opening balances reversed (each on its own date). */
      journalsReversed: number;
      /** @description Posted transactions a void cannot undo (asset purchases, sales and depreciation; stock transfers): they stand. */
      notVoidable: number;
      position: string | null;
      voided: number;
    };
    TransactionsSummary: {
      /** @description Transactions counted (voided ones are not). */
      count: number;
      currency: string;
      expenses: string;
      from: string | null;
      inflows: string;
      others: string;
      outflows: string;
      purchases: string;
      sales: string;
      to: string | null;
      transfers: string;
    };
    TransactionView: {
      /** @description "Cash", a bank account id, or "". */
      account: string;
      /** @description `account` by name: "Cash", the bank account's (`GTBank`, or `GTBank 1234` beside another GTBank account), or "". */
      accountName: string;
      amount: string;
      balanceDue: string;
      currency: string;
      date: string;
      description: string | null;
      dueDate: string | null;
      entity: {
        id: string;
        name: string | null;
      } | null;
      /** @description The event that recorded it: SaleRecorded, MoneyInRecorded, … */
      eventType: string;
      id: string;
      items: unknown[] | null;
      paid: string;
      position: string;
      recordedAt: string;
      recordedBy: string | null;
      reference: string;
      /** @enum {string} */
      status: 'posted' | 'voided';
      subtype: string | null;
      /** @description A transfer between the business's accounts: where the money went ("Cash" or a bank account id); null otherwise. */
      toAccount: string | null;
      /** @description `toAccount` by name, as `accountName`; null otherwise. */
      toAccountName: string | null;
      /** @description List type (sales, purchases, expenses, inflows, outflows, transfer, others). */
      type: string;
    };
    TransferEnd: {
      id: string;
      name: string;
    };
    TransferFundsDto: {
      /**
       * @description What arrives in `to`: positive, at most the currency’s decimals
       * @example 50000.00
       */
      amount: string | number;
      /**
       * @description YYYY-MM-DD
       * @example 2026-11-22
       */
      date: string;
      /** @example Banking the week’s takings */
      description?: string;
      /**
       * @description Bank charges, taken from `from` on top of the amount and posted to the bank charges expense account
       * @example 52.50
       */
      fee?: string | number;
      /**
       * @description "Cash" or a bank account id: where the money leaves from
       * @example Cash
       */
      from: string;
      /**
       * @description Your own reference; one is made when absent
       * @example TR0001
       */
      reference?: string;
      /**
       * @description "Cash" or a bank account id, other than from
       * @example 0b6c2b8e-4f7e-4a55-9d7e-3c2f9a1d5e20
       */
      to: string;
    };
    TrialBalanceAccount: {
      code: string;
      credit: string;
      creditBalance: string;
      /** @description Every debit and every credit posted to the account up to the date. */
      debit: string;
      /** @description The net in the column of its side: a debit balance, or a credit balance. */
      debitBalance: string;
      name: string;
      /** @description debit − credit. */
      net: string;
      /** @description The bank account id for 1010, '' otherwise. */
      subAccount: string;
      type: string;
    };
    TrialBalanceReport: {
      accounts: components['schemas']['TrialBalanceAccount'][];
      /** @description Σ debits = Σ credits (and so the balance columns agree): every entry balanced. */
      balanced: boolean;
      businessId: string;
      businessName: string;
      currency: string;
      date: string;
      /** @description The position the report is as known at; null: everything posted so far. */
      knownAt: string | null;
      /** @enum {string} */
      source: 'aggregates' | 'journal';
      totals: {
        credit: string;
        creditBalance: string;
        debit: string;
        debitBalance: string;
      };
    };
    UpdateContactDto: {
      /** @example 12 Broad Street */
      address1?: string;
      address2?: string;
      /** @example Lagos */
      city?: string;
      /** @example Obi & Sons */
      company?: string;
      /** @example Nigeria */
      country?: string;
      description?: string;
      /** @example ada@example.com */
      email?: string;
      /**
       * @description Blank is refused: First name is required
       * @example Ada
       */
      firstName?: string;
      /**
       * @example [
       *       "customer"
       *     ]
       */
      kinds?: ('customer' | 'vendor' | 'debtor' | 'investor' | 'creditor' | 'supplier')[];
      /** @example Obi */
      lastName?: string;
      /**
       * @description The whole name as one string, split on the first space (instead of firstName and lastName)
       * @example Ada Obi
       */
      name?: string;
      /**
       * @description At least 6 digits
       * @example +234 803 123 4567
       */
      phone?: string;
      /** @example 100001 */
      postCode?: string;
      /** @example Lagos */
      state?: string;
      /** @example https://obi.example.com */
      website?: string;
    };
    UpdateCustomRoleByBodyDto: {
      /**
       * @description The role to change (its `_id` in GET /customroles)
       * @example 0b5d6c1e-4f8a-4c1e-9d63-2a7f0e4b9c11
       */
      _id: string;
      /**
       * @description The whole new list of permission codes
       * @example [
       *       51,
       *       2,
       *       23,
       *       27
       *     ]
       */
      access?: number[];
      /** @example Senior cashier */
      roleName?: string;
    };
    UpdateCustomRoleDto: {
      /**
       * @description The whole new list of permission codes
       * @example [
       *       51,
       *       2,
       *       23,
       *       27
       *     ]
       */
      access?: number[];
      /** @example Senior cashier */
      roleName?: string;
    };
    UpdateInvoiceDto: {
      /**
       * @description Issue date, YYYY-MM-DD
       * @example 2026-11-22
       */
      date?: string;
      /** @example 500.00 */
      delivery?:
        | string
        | number
        | {
            /** @enum {string} */
            type?: 'fixed' | 'percent';
            value?: string | number;
          };
      /**
       * @default fixed
       * @enum {string}
       */
      deliveryType?: 'fixed' | 'percent';
      /** @example 10 */
      discount?:
        | string
        | number
        | {
            /** @enum {string} */
            type?: 'fixed' | 'percent';
            value?: string | number;
          };
      /**
       * @default fixed
       * @enum {string}
       */
      discountType?: 'fixed' | 'percent' | 'percentage';
      /**
       * @description Due date, YYYY-MM-DD, on or after the date
       * @example 2026-12-22
       */
      dueDate?: string;
      /**
       * @description The customer (a contact id)
       * @example 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d
       */
      entity?: string;
      /** @description The invoice id */
      id: string;
      items?: components['schemas']['DocumentItemDto'][];
      /** @example Thank you for your business */
      notes?: string;
      /** @enum {string} */
      status?: 'draft' | 'approved' | 'void';
      /** @example 7.5 */
      tax?:
        | string
        | number
        | {
            /** @enum {string} */
            type?: 'fixed' | 'percent';
            value?: string | number;
          };
      /**
       * @default percent
       * @enum {string}
       */
      taxType?: 'fixed' | 'percent';
    };
    UpdateOrganizationDto: {
      /** @example 12 Broad Street */
      address?: string | null;
      /**
       * @description Renames the business
       * @example Ada Stores Ltd
       */
      businessName?: string;
      /** @example Lagos */
      city?: string | null;
      /**
       * @description An http(s) URL
       * @example https://cdn.example.com/logos/ada.png
       */
      companyImage?: string | null;
      /** @example Nigeria */
      country?: string | null;
      /**
       * @description The business’s e-mail (orgEmail)
       * @example hello@adastores.ng
       */
      email?: string | null;
      /**
       * @description At least 6 digits
       * @example +234 803 123 4567
       */
      phone?: string | null;
      /** @example Lagos */
      state?: string | null;
      /** @example Retail */
      typeOfBusiness?: string | null;
      /** @example www.adastores.ng */
      website?: string | null;
    };
    UpdatePricesDto: {
      products: components['schemas']['PriceChangeDto'][];
    };
    UpdateProductDto: {
      /** @example 61234567 */
      barcode?: string;
      /** @example Mama Gold */
      brandName?: string;
      /**
       * @description Needs permission 37 (edit prices) when it changes
       * @example 45000.00
       */
      buyingPrice?: string | number;
      /** @example Grains */
      categoryName?: string;
      /** @example white */
      color?: string;
      /** @example Long grain parboiled rice */
      description?: string;
      /** @example 2027-06-30 */
      expiryDate?: string;
      /**
       * @description 1 to 100
       * @example 14
       */
      expiryReminderDays?: string | number;
      /** @enum {string} */
      measurement?:
        | 'Unit'
        | 'Piece'
        | 'Kg'
        | 'Litre'
        | 'Dozen'
        | 'Carton'
        | 'Pack'
        | 'Portion'
        | 'Wrap'
        | 'Plate'
        | 'Bottle'
        | 'Cup'
        | 'Yard'
        | 'Pairs'
        | 'Hour'
        | 'Day'
        | 'Week'
        | 'Month'
        | 'Grammes';
      /** @example Rice 50kg */
      name?: string;
      /**
       * @description Needs permission 37 (edit prices) when it changes
       * @example 52000.00
       */
      sellingPrice?: string | number;
      /** @example 50kg */
      size?: string;
      /**
       * @description Low-stock threshold (products)
       * @example 5
       */
      stockLevel?: string | number;
    };
    UpdateProfileDto: {
      /** @example 12 Broad Street */
      address?: string | null;
      /**
       * @description Renames the business
       * @example Ada Stores Ltd
       */
      businessName?: string;
      /** @example Lagos */
      city?: string | null;
      /**
       * @description An http(s) URL
       * @example https://cdn.example.com/logos/ada.png
       */
      companyImage?: string | null;
      /** @example Nigeria */
      country?: string | null;
      /**
       * @description At least 6 digits
       * @example +234 803 123 4567
       */
      phone?: string | null;
      /** @example Lagos */
      state?: string | null;
      /** @example Retail */
      typeOfBusiness?: string | null;
      /** @example www.adastores.ng */
      website?: string | null;
    };
    UpdateStockDto: {
      /**
       * @description YYYY-MM-DD; today by default
       * @example 2026-11-22
       */
      date?: string;
      /**
       * @description The product’s id
       * @example 7f1c…
       */
      product: string;
      /**
       * @description The quantity now in stock, as counted
       * @example 12
       */
      quantity: string | number;
      /** @example Stock count */
      reason?: string;
      /**
       * @description The cost of one unit added (a count above the books); defaults to the average cost
       * @example 450.00
       */
      unitCost?: string | number;
    };
    UploadedLogo: {
      changed: boolean;
      /** @description The business's companyImage now: the path that serves the logo. */
      companyImage: string;
      position: string;
    };
    UploadedReceipt: {
      contentType: string;
      fileName: string;
      receiptId: string;
      reference: string;
      sha256: string;
      size: number;
      uploadedAt: string;
    };
    UserData: {
      address: string | null;
      bankAccountName: string | null;
      bankAccountNumber: string | null;
      bankName: string | null;
      businessPlan: string | null;
      companyImage: string | null;
      email: string;
      emailVerifiedAt: string | null;
      firstName: string;
      firstTimeSubscription: boolean;
      gracePeriodDate: string | null;
      isGracePeriod: boolean;
      isPlanExpired: boolean;
      isSubBusiness: boolean;
      lastName: string;
      org: string | null;
      orgId: string | null;
      phone: string | null;
      /** @enum {string|null} */
      role: 'admin' | 'member' | 'owner' | null;
      rolePermissions: number[];
      /** @description Each guided tour's status: it runs while active, and is stopped through POST /auth/tours/{tour}/stop. */
      tours: {
        createProduct: components['schemas']['TourStatus'];
        createService: components['schemas']['TourStatus'];
        dashboard: components['schemas']['TourStatus'];
        transaction: components['schemas']['TourStatus'];
      };
      typeOfBusiness: string | null;
      user: string;
      userId: string;
    };
    VerifyEmailDto: {
      /**
       * @description The 6-digit code mailed at sign-up (or by resend-otp)
       * @example 042817
       */
      otp: string;
    };
    VerifyInvoicePaymentDto: {
      /** @description The provider's reference, from the callback address (?reference=…) */
      reference: string;
    };
    VerifyPaymentDto: {
      /**
       * @description The payment's reference (the callback address's ?reference=…)
       * @example LLP-5f2b9c0e8a1d4e7f9a0b1c2d
       */
      reference: string;
    };
    WipStatusDto: {
      /**
       * @description Production through work in progress (shows “Move Raw Materials to WIP”)
       * @example true
       */
      wipStatus: boolean;
    };
    YearlyInventoryDto: {
      /** @example 2025 */
      year?: number;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  GetPublicReceiptController_receiptOfLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The business id */
        orgId: string;
        reference: string;
        /** @description Who shared the link (not checked) */
        userId: unknown;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: receipt, with logo: the address of the business logo, or null } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PublicReceiptView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No such receipt (also for a reference of another business) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many look-ups that found nothing from this address */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetPublicReceiptPdfController_pdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such receipt */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetChartViewController_bySubtype: {
    parameters: {
      query?: {
        /** @description A bank account id: the bank page for that account; other pages: entries through it */
        bank?: unknown;
        endDate?: unknown;
        /** @description A position: the page as it was known when the history ended there */
        knownAt?: unknown;
        /** @description Default 25, at most 100 */
        limit?: unknown;
        page?: unknown;
        startDate?: unknown;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        /** @description assets: bank, cash; liability: borrowing, vat-payables, trade-payables; equity: owners-contribution, drawings; income: sales, discount-received, commission-earned, shipping, bad-debt-recovered, interest-received, gift-received, service-charge, other-income, other-sales-income; expenses: an expense category (rent, utility, …) */
        subtype: string;
        type: 'assets' | 'liability' | 'equity' | 'income' | 'expenses';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ChartViewPage'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description CHART_PAGE_NOT_FOUND (no such type or subtype); BANK_ACCOUNT_NOT_FOUND (bank is not this business’s) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetChartViewByTypeController_byQuery: {
    parameters: {
      query?: {
        /** @description A bank account id: the bank page for that account; other pages: entries through it */
        bank?: unknown;
        endDate?: unknown;
        /** @description A position: the page as it was known when the history ended there */
        knownAt?: unknown;
        /** @description Default 25, at most 100 */
        limit?: unknown;
        page?: unknown;
        startDate?: unknown;
        /** @description assets: bank, cash; liability: borrowing, vat-payables, trade-payables; equity: owners-contribution, drawings; income: sales, discount-received, commission-earned, shipping, bad-debt-recovered, interest-received, gift-received, service-charge, other-income, other-sales-income; expenses: an expense category (rent, utility, …) */
        subtype?: unknown;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        type: 'assets' | 'liability' | 'equity' | 'income' | 'expenses';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ChartViewPage'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description CHART_PAGE_NOT_FOUND (no such type or subtype); BANK_ACCOUNT_NOT_FOUND (bank is not this business’s) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListJournalAccountsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              accounts: {
                code: string;
                name: string;
                needsContact: boolean;
                notPostable?: string;
                type: components['schemas']['AccountType'];
              }[];
              bankAccounts: {
                accountNumber: string;
                id: string;
                name: string;
              }[];
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListJournalEntriesController_list: {
    parameters: {
      query?: {
        endDate?: unknown;
        /** @description Only journals, or only opening balances; both when absent */
        kind?: 'journal' | 'opening-balances';
        /** @description Default 25, at most 100 */
        limit?: unknown;
        page?: unknown;
        startDate?: unknown;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ManualJournalSummary'][];
            limit: number;
            page: number;
            skip: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
      /** @description A date that is not YYYY-MM-DD, endDate before startDate, a kind or page out of range */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  RecordJournalEntryController_record: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same key to retry safely: the first answer is repeated and nothing is posted twice */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordJournalEntryDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, total, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedJournalEntry'];
            /** @enum {string} */
            message: 'Journal entry posted';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description JOURNAL_UNBALANCED ('Debits and credits must be equal: debits 1500.00, credits 1400.00, a difference of 100.00'); ACCOUNT_NOT_POSTABLE (inventory 1200/1210/1220, fixed assets 1500/1510: the message says what to use instead); ENTITY_REQUIRED (1100, 1150, 2000, 2300 need a contact); UNKNOWN_ACCOUNT, AMOUNT_NOT_POSITIVE, AMOUNT_TOO_MANY_DECIMALS, INVALID_DATE; each naming its field (lines[1].contact) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Only the owner or an admin posts journals */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description CONTACT_NOT_FOUND, BANK_ACCOUNT_NOT_FOUND: an id that is not this business’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description REFERENCE_TAKEN: another journal has this reference */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetJournalEntryController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        /** @description The journal’s id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ManualJournalView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description JOURNAL_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ReverseJournalEntryController_reverse: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same key to retry safely: the first answer is repeated and nothing is posted twice */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The journal’s id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ReverseJournalEntryDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, date, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ReversedJournalEntry'];
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description INVALID_DATE: not a date, or before the journal */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Only the owner or an admin posts journals */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description JOURNAL_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description JOURNAL_ALREADY_REVERSED; TRANSACTION_NOT_CORRECTABLE (opening balances are replaced, not reversed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ExportJournalController_exportJournal: {
    parameters: {
      query?: {
        /** @description Only what was recorded up to this event position (the books as known then) */
        knownAt?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetOpeningBalancesController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['OpeningBalancesView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  RecordOpeningBalancesController_record: {
    parameters: {
      query?: never;
      header?: {
        /** @description Send the same key to retry safely: the first answer is repeated and nothing is posted twice */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordOpeningBalancesDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, replaced, position } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedOpeningBalances'];
            /** @enum {string} */
            message: 'Opening balances cleared' | 'Opening balances recorded';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description JOURNAL_UNBALANCED ('Debits and credits must be equal: debits 1500.00, credits 1400.00, a difference of 100.00'); ACCOUNT_NOT_POSTABLE (inventory 1200/1210/1220, fixed assets 1500/1510: the message says what to use instead); ENTITY_REQUIRED (1100, 1150, 2000, 2300 need a contact); UNKNOWN_ACCOUNT, AMOUNT_NOT_POSITIVE, AMOUNT_TOO_MANY_DECIMALS, INVALID_DATE; each naming its field (lines[1].contact) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Only the owner or an admin posts journals */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description CONTACT_NOT_FOUND, BANK_ACCOUNT_NOT_FOUND: an id that is not this business’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetBusinessController_business: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        /** @description The session’s current business id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetBalanceDetailsController_balanceDetails: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BalanceDetails'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetBalanceSumController_balanceSum: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              currency: string;
              total: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListBankAccountsController_bankAccounts: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['NamedBankAccount'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  SetBankAccountsController_setBankAccounts: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetBankAccountsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BankAccountsSet'];
            /** @enum {string} */
            message: 'Bank accounts updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description A field this request does not accept (e.g. role, businessId, rolePermissions) or a bad value: { success: false, message, code, errors: [{ field, message }] } */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description BANK_ACCOUNT_NOT_FOUND: a bankAccountId that is not one of this business’s accounts */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListBusinessesController_list: {
    parameters: {
      query?: {
        /** @description Also the sub-businesses of the businesses you own that you are not a member of */
        all?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessListItem'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  AddBusinessController_add: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first (and adds no second business) */
        'Idempotency-Key'?: string;
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddBusinessDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AddedBusiness'];
            /** @enum {string} */
            message: 'Business added successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description MULTI_BUSINESS_NOT_ALLOWED 'Multi-Business feature is only available for Paid plans' (Micro plan); BUSINESS_LIMIT_REACHED 'You have exhausted your business limit, please upgrade.' (the plan’s allowance counts the business and its sub-businesses); SUB_BUSINESS_CANNOT_ADD_BUSINESS 'A sub-business cannot add businesses: switch to your main business to add one' */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SwitchBusinessController_switchBusiness: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        /** @description The business (org) id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SwitchedBusiness'];
            /** @enum {string} */
            message: 'Business switched successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Not a business you are a member of (whether or not it exists) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListAllBusinessesController_listAll: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessListItem'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  CloseAccountController_closeAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description An owner without a password (Google sign-in only): the business’s name */
          confirm?: string;
          /** @description The owner’s current password */
          password?: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ClosedAccount'];
            /** @enum {string} */
            message: 'Business closed. You are now working in your other business.' | 'Business closed. You have been signed out.';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No password (or, for a Google-only owner, no or another business name) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description INVALID_CURRENT_PASSWORD */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not the business’s owner */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description BUSINESS_ALREADY_DEACTIVATED; OPEN_SUB_BUSINESSES: its sub-businesses (named in the message) are open, close them first */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CreatePaystackSubaccountController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePaystackSubaccountDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['IntegrationsView'];
            /** @enum {string} */
            message: 'Payment provider connected';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description A field this request does not accept (e.g. role, businessId, rolePermissions) or a bad value: { success: false, message, code, errors: [{ field, message }] } */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not the owner or an admin, or the plan lacks the payment provider integration (Professional and Enterprise have it) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PAYMENT_INTEGRATION_ALREADY_ACTIVE: a subaccount is connected already (disconnect it first) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PAYMENT_PROVIDER_UNAVAILABLE: the payment provider could not be reached */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ResendOtpController_resendOtp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description EMAIL_ALREADY_VERIFIED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description RESEND_TOO_SOON: one code per 30 seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ResendVerificationLinkController_resendLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description EMAIL_ALREADY_VERIFIED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description RESEND_TOO_SOON: one link per 30 seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VerifyEmailController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyEmailDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            message: 'Your e-mail address is verified';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description INVALID_OTP: This code is not valid or has expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VerifyEmailLinkController_verifyLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            message: 'Your e-mail address is verified';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description INVALID_VERIFICATION_LINK: This link is not valid or has expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  FactoryResetController_factoryReset: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description An owner without a password (Google sign-in only): the business’s name */
          confirm?: string;
          /** @description The owner’s current password */
          password?: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['FactoryResetOutcome'];
            /** @enum {string} */
            message: 'Factory reset done';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No password (or, for a Google-only owner, no or another business name) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description INVALID_CURRENT_PASSWORD */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not the business’s owner */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SearchMembersController_search: {
    parameters: {
      query?: {
        /** @description From 1 to 50 */
        limit?: number;
        /** @description First name, last name or e-mail (owner and admin only) contains this, in any case; absent or blank: every member */
        q?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['MemberSearchView'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description q longer than 100 characters, or limit not a whole number from 1 to 50 */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetOrganizationController_organization: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessProfileView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  UpdateOrganizationController_updateOrganization: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOrganizationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessChangeResult'];
            /** @enum {string} */
            message: 'Organization updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description A field this request does not accept (e.g. role, businessId, rolePermissions) or a bad value: { success: false, message, code, errors: [{ field, message }] } */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetBusinessProfileController_profile: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProfileView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  UpdateBusinessProfileController_updateProfile: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProfileDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessChangeResult'];
            /** @enum {string} */
            message: 'Profile updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description A field this request does not accept (e.g. role, businessId, rolePermissions) or a bad value: { success: false, message, code, errors: [{ field, message }] } */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetAccountSettingsController_settings: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AccountSettingsView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ChangePasswordController_change: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            message: 'Your password has been changed';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description INVALID_CURRENT_PASSWORD: Your current password is incorrect */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ChangeCurrencyController_currency: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CurrencyDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessChangeResult'];
            /** @enum {string} */
            message: 'Settings updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description CURRENCY_LOCKED: the business has recorded transactions; UNSUPPORTED_CURRENCY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ChangeFootnoteController_footnote: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FootnoteDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessChangeResult'];
            /** @enum {string} */
            message: 'Settings updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetIntegrationsController_integrationsOf: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['IntegrationsView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Not the owner or an admin, or the plan lacks the payment provider integration (Professional and Enterprise have it) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ConnectPaystackController_connect: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConnectPaystackDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['IntegrationsView'];
            /** @enum {string} */
            message: 'Payment provider connected';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description A field this request does not accept (e.g. role, businessId, rolePermissions) or a bad value: { success: false, message, code, errors: [{ field, message }] } */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not the owner or an admin, or the plan lacks the payment provider integration (Professional and Enterprise have it) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PAYMENT_INTEGRATION_ALREADY_ACTIVE: a subaccount is connected already (disconnect it first) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListPaystackBanksController_banks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProviderBank'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Not the owner or an admin, or the plan lacks the payment provider integration (Professional and Enterprise have it) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PAYMENT_PROVIDER_UNAVAILABLE: the payment provider could not be reached */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DisconnectPaystackController_disconnect: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['IntegrationsView'];
            /** @enum {string} */
            message: 'Payment provider disconnected';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Not the owner or an admin, or the plan lacks the payment provider integration (Professional and Enterprise have it) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PAYMENT_INTEGRATION_NOT_CONNECTED: nothing is connected */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ResolvePaystackAccountController_resolve: {
    parameters: {
      query: {
        accountNumber: string;
        bankCode: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              accountName: string;
              accountNumber: string;
              bankCode: string;
              bankName: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description A field this request does not accept (e.g. role, businessId, rolePermissions) or a bad value: { success: false, message, code, errors: [{ field, message }] } */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not the owner or an admin, or the plan lacks the payment provider integration (Professional and Enterprise have it) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PAYMENT_PROVIDER_UNAVAILABLE: the payment provider could not be reached */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ChangeZeroStockLevelController_zeroStockLevel: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AllowZeroStockLevelDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessChangeResult'];
            /** @enum {string} */
            message: 'Settings updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ChangeInvoiceSettingsController_invoice: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvoiceCustomisationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessChangeResult'];
            /** @enum {string} */
            message: 'Settings updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetLogoController_logo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The picture’s sha256 (hex) */
        hash: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image bytes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description IMAGE_NOT_FOUND (also another business’s) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetNotificationPreferencesController_preferences: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['NotificationPreferences'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ChangeNotificationPreferencesController_change: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeNotificationPreferencesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['NotificationPreferencesChangeResult'];
            /** @enum {string} */
            message: 'Notification preferences updated';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description A field this request does not accept (e.g. role, businessId, rolePermissions) or a bad value: { success: false, message, code, errors: [{ field, message }] } */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ChangeStockLevelController_stockLevel: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StockLevelDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessChangeResult'];
            /** @enum {string} */
            message: 'Settings updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ChangeTaxController_tax: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TaxDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessChangeResult'];
            /** @enum {string} */
            message: 'Settings updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  UploadLogoController_uploadLogo: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          logo: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['UploadedLogo'];
            /** @enum {string} */
            message: 'Logo updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description INVALID_IMAGE (not PNG, JPEG or GIF), IMAGE_TOO_LARGE (over 10 MB), VALIDATION_FAILED (no file) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ChangeWipStatusController_wip: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WipStatusDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessChangeResult'];
            /** @enum {string} */
            message: 'Settings updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ValidateInviteController_checkInvite: {
    parameters: {
      query: {
        email: unknown;
        hash: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InviteCheck'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Not a working link: unknown, replaced, used, expired or revoked (the client shows Error404) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  JoinTeamController_join: {
    parameters: {
      query: {
        email: unknown;
        hash: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JoinTeamDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JoinedTeam'];
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description 'This invite link has already been used', expired link, or wrong password */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not a working link */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListTeamController_team: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TeamView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  InviteMemberController_invite: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InviteMemberDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InviteMemberResult'];
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description PLAN_USER_LIMIT: 'Your plan includes N users. Add users to your plan to invite more.' */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A listed business is not one you own or administer (nothing is sent) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Already a member, or already invited (resend instead) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  RevokeInviteController_revokeInvite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              inviteId: string;
              position: string;
            };
            /** @enum {string} */
            message: 'Invite removed';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ResendInviteController_resend: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResendInviteDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ResentInvite'];
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ChangeInviteRoleController_changeInviteRole: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeInviteRoleDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              inviteId: string;
              position: string;
              role: string;
              roleId: string | null;
              roleName: string | null;
            };
            /** @enum {string} */
            message: 'Invite role updated';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  RemoveMemberController_removeMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              position: string;
              userId: string;
            };
            /** @enum {string} */
            message: 'Member removed';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ChangeMemberRoleController_changeMemberRole: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeMemberRoleDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              position: string;
              role: string;
              roleId: string | null;
              roleName: string | null;
              userId: string;
            };
            /** @enum {string} */
            message: 'Member role updated';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ResetTransactionsController_reset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description An owner without a password (Google sign-in only): the business’s name */
          confirm?: string;
          /** @description The owner’s current password */
          password?: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TransactionResetOutcome'];
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No password (or, for a Google-only owner, no or another business name) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description INVALID_CURRENT_PASSWORD */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not the business’s owner */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminLoginController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminLoginDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              admin: components['schemas']['AdminView'];
              expiresAt: string;
              token: string;
            };
            /** @enum {string} */
            message: 'Login successful';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Invalid Login details */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description More than 10 failed logins for the account or address within 15 minutes */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminLogoutController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            message: 'Logged out';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  AdminMeController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AdminView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  VerifyBusinessInviteController_verify: {
    parameters: {
      query: {
        email: unknown;
        hash: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              businessName: string;
              email: string;
              firstName: string;
              lastName: string;
              /** @enum {number} */
              planId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
              planName: string;
            };
            /** @enum {string} */
            message: 'Invitation is valid';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  AcceptBusinessInviteController_accept: {
    parameters: {
      query: {
        email: unknown;
        hash: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AcceptBusinessInviteDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            businessId: string;
            data: components['schemas']['UserData'];
            message: string;
            /** @description No business yet: the client goes to on-boarding. */
            redirect: boolean;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListAdminBusinessesController_list: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD */
        endDate?: string;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Only the businesses this partner brought (staff) */
        partnerId?: string;
        /** @description Search text */
        q?: string;
        /** @description First day, YYYY-MM-DD (of what the list dates its rows by) */
        startDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AdminBusinessRow'][];
            limit: number;
            page: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  GetAdminBusinessController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              counts: components['schemas']['AdminBusinessCounts'];
              createdAt: string;
              currency: string;
              deactivated: boolean;
              deactivatedAt: string | null;
              id: string;
              name: string;
              owner: {
                email: string;
                firstName: string | null;
                lastName: string | null;
                userId: string;
              } | null;
              /** @description Set for a sub-business (it lives on its parent's plan). */
              parentBusinessId: string | null;
              /** @description The partner that brought the business, null when none did. */
              partnerId: string | null;
              plan: components['schemas']['PlanStatus'] | null;
              /**
               * @description The plan in force now (as GET /payment/plan reads it), null before any subscription.
               * @enum {number|null}
               */
              planId: 1 | 2 | 3 | 4 | 5 | 6 | 7 | null;
              planName: string | null;
              profile: components['schemas']['BusinessProfileView'];
              typeOfBusiness: string | null;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  UpdateAdminBusinessController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOrganizationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessChangeResult'];
            /** @enum {string} */
            message: 'Business updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListBusinessActivitiesController_ofBusiness: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD */
        endDate?: string;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Search text */
        q?: string;
        /** @description First day, YYYY-MM-DD (of what the list dates its rows by) */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessActivity'][];
            limit: number;
            page: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  GetBusinessReportsController_balanceSheet: {
    parameters: {
      query?: {
        /** @description Last day (default: today) */
        endDate?: string;
        /** @description First day (default: the 1st of this month) */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BalanceSheetReport'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  AdminChangePlanController_changePlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminChangePlanDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PlanStatus'];
            /** @enum {string} */
            message: 'Plan changed successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  CloneBusinessController_clone: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CloneBusinessDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              brands: number;
              businessId: string;
              categories: number;
              id: string;
              position: string;
              products: number;
              services: number;
              settings: number;
            };
            /** @enum {string} */
            message: 'Business cloned successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  DeactivateBusinessController_deactivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeactivateBusinessDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessChangeResult'];
            /** @enum {string} */
            message: 'Business deactivated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description BUSINESS_ALREADY_DEACTIVATED; OPEN_SUB_BUSINESSES: its sub-businesses (named in the message) are open, deactivate them first */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetBusinessReportsController_expense: {
    parameters: {
      query?: {
        /** @description Last day (default: today) */
        endDate?: string;
        /** @description First day (default: the 1st of this month) */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ExpenseReport'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetBusinessReportsController_inventory: {
    parameters: {
      query?: {
        /** @description Last day (default: today) */
        endDate?: string;
        /** @description First day (default: the 1st of this month) */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InventoryReport'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  SendTestMailController_invoiceReminders: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              jobId: string;
            };
            /** @enum {string} */
            message: 'Invoice reminders queued';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetLastPaymentController_lastPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SubscriptionPaymentRow'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  DeactivatePlanController_deactivatePlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        planId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PlanStatus'];
            /** @enum {string} */
            message: 'Plan deactivated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The business is not on that (paid or trial) plan now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SendTestMailController_monthlyReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              jobId: string;
            };
            /** @enum {string} */
            message: 'Monthly P&L report queued';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetBusinessReportsController_profitAndLoss: {
    parameters: {
      query?: {
        /** @description Last day (default: today) */
        endDate?: string;
        /** @description First day (default: the 1st of this month) */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProfitAndLossReport'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  DeactivateBusinessController_reactivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessChangeResult'];
            /** @enum {string} */
            message: 'Business reactivated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Not deactivated */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetBusinessReportsController_sales: {
    parameters: {
      query?: {
        /** @description Last day (default: today) */
        endDate?: string;
        /** @description First day (default: the 1st of this month) */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SalesReport'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetBusinessStatsController_entities: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetBusinessStatsController_invoices: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetBusinessStatsController_products: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetBusinessStatsController_services: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetBusinessStatsController_transactions: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListBusinessUsersController_ofBusiness: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD */
        endDate?: string;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Search text */
        q?: string;
        /** @description First day, YYYY-MM-DD (of what the list dates its rows by) */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AdminBusinessUser'][];
            limit: number;
            page: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  ListBusinessActivitiesController_all: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD */
        endDate?: string;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Only the businesses this partner brought (staff) */
        partnerId?: string;
        /** @description Search text */
        q?: string;
        /** @description First day, YYYY-MM-DD (of what the list dates its rows by) */
        startDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BusinessActivity'][];
            limit: number;
            page: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  ListTeamInvitesController_list: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD */
        endDate?: string;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Only the businesses this partner brought (staff) */
        partnerId?: string;
        /** @description Search text */
        q?: string;
        /** @description First day, YYYY-MM-DD (of what the list dates its rows by) */
        startDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PendingTeamInvite'][];
            limit: number;
            page: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  RunScheduledMailController_monthlyReport: {
    parameters: {
      query?: {
        /** @description Only this business */
        orgId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              jobId: string;
            };
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListBusinessUsersController_all: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD */
        endDate?: string;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Only the businesses this partner brought (staff) */
        partnerId?: string;
        /** @description Search text */
        q?: string;
        /** @description First day, YYYY-MM-DD (of what the list dates its rows by) */
        startDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AdminBusinessUser'][];
            limit: number;
            page: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  RunScheduledMailController_weeklySummary: {
    parameters: {
      query?: {
        /** @description Only this business */
        orgId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              jobId: string;
            };
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListPartnersController_list: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD */
        endDate?: string;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Search text */
        q?: string;
        /** @description First day, YYYY-MM-DD (of what the list dates its rows by) */
        startDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PartnerListRow'][];
            limit: number;
            page: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  CreatePartnerController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePartnerDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PartnerRecord'];
            /** @enum {string} */
            message: 'Partner created successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description A partner with this e-mail already exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetPartnerController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              admins: components['schemas']['PartnerAdminRow'][];
              businessCount: number;
              createdAt: string;
              createdBy: string | null;
              email: string;
              id: string;
              name: string;
              pendingInvites: components['schemas']['PendingPartnerInvite'][];
              phone: string | null;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Partner not found (also another partner's, for a partner admin) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListPartnerBusinessesController_list: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD */
        endDate?: string;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Search text */
        q?: string;
        /** @description First day, YYYY-MM-DD (of what the list dates its rows by) */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PartnerBusinessRow'][];
            limit: number;
            page: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
      /** @description Partner not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetPartnerStatsController_activeUsers: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Partner not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetPartnerStatsController_entities: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Partner not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetPartnerStatsController_invoices: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Partner not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetPartnerStatsController_logins: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Partner not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetPartnerStatsController_payingCustomers: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Partner not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetPartnerStatsController_plans: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PlanStats'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Partner not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetPartnerStatsController_products: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Partner not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetPartnerStatsController_services: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Partner not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetPartnerStatsController_transactions: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Partner not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetPartnerStatsController_users: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Partner not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  InvitePartnerAdminController_invite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvitePartnerAdminDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            message: 'Invitation sent' | 'This address has already been invited';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Partner not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An admin with this e-mail already exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  JoinPartnerTeamController_check: {
    parameters: {
      query: {
        /** @description The invitation link's secret */
        hash: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email: string;
              partnerId: string;
              partnerName: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description This invitation is not valid or has already been used */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  JoinPartnerTeamController_join: {
    parameters: {
      query: {
        /** @description The invitation link's secret */
        hash: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JoinPartnerTeamDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              admin: components['schemas']['AdminView'];
              expiresAt: string;
              token: string;
            };
            /** @enum {string} */
            message: 'You have completed your registration, you may now login';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description This invitation is not valid or has already been used */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListProjectionsController_list: {
    parameters: {
      query?: never;
      header: {
        'X-Admin-Token': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              builtVersion: number | null;
              checkpoint: string | null;
              /** @enum {string} */
              mode: 'catch-up' | 'inline';
              name: string;
              /** Format: date-time */
              rebuiltAt: string | null;
              tables: string[];
              version: number;
            }[];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  RebuildProjectionController_rebuild: {
    parameters: {
      query: {
        dryRun: string;
      };
      header: {
        'X-Admin-Token': string;
      };
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              jobId?: string;
            };
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetRebuildStatusController_rebuildStatus: {
    parameters: {
      query?: never;
      header: {
        'X-Admin-Token': string;
      };
      path: {
        jobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              error: string;
              jobId?: string;
              progress: components['schemas']['RebuildJobProgress'];
              projector: string;
              result: unknown;
              /** @enum {string} */
              state: 'active' | 'completed' | 'delayed' | 'failed' | 'prioritized' | 'unknown' | 'waiting' | 'waiting-children';
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  RebuildScriptsController_yearlyInventory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['YearlyInventoryDto'];
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              jobId: string;
              jobIds: string[];
              projectors: ('ledger' | 'reports')[];
            };
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  RebuildScriptsController_repaymentAccounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              jobId: string;
              jobIds: string[];
              projectors: ('ledger' | 'reports')[];
            };
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  RebuildScriptsController_purchaseAverage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              jobId: string;
              jobIds: string[];
              projectors: ('ledger' | 'reports')[];
            };
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetStatsController_activeUsers: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetStatsController_entities: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetStatsController_invoices: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetStatsController_logins: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetStatsController_payingCustomers: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetStatsController_plans: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PlanStats'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetStatsController_products: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetStatsController_services: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetStatsController_transactions: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetStatsController_users: {
    parameters: {
      query?: {
        /** @description Last day, YYYY-MM-DD; default today */
        endDate?: string;
        /** @description First day, YYYY-MM-DD; default 2000-01-01 */
        startDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatsSeries'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  UploadInvitesController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The CSV file (any field name)
           */
          file?: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InviteUploadResult'];
            message: string;
            success: boolean;
          };
        };
      };
    };
  };
  DownloadInviteTemplateController_template: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListArchiveController_list: {
    parameters: {
      query: {
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Words searched in names (and, for transactions, the reference and description) */
        q?: string;
        /** @description Which archive: archived products, services or contacts, or voided transactions */
        type: 'products' | 'services' | 'contacts' | 'transactions';
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                data: components['schemas']['ContactView'][];
                limit: number;
                page: number;
                skip: number;
                /** @enum {boolean} */
                success: true;
                total: number;
              }
            | {
                data: components['schemas']['ProductView'][];
                limit: number;
                page: number;
                skip: number;
                /** @enum {boolean} */
                success: true;
                total: number;
              }
            | {
                data: components['schemas']['TransactionView'][];
                limit: number;
                page: number;
                skip: number;
                /** @enum {boolean} */
                success: true;
                total: number;
              };
        };
      };
      /** @description type missing or not one of products, services, contacts, transactions */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ArchiveRecordController_archive: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ArchiveRecordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            message: 'Contact archived successfully';
            position: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description type not product, service or contact; id missing */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PRODUCT_NOT_FOUND or CONTACT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Already archived */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AssetsController_nextTag: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  AssetsController_getAll: {
    parameters: {
      query?: {
        /** @description true: the archived assets instead */
        archived?: 'true' | 'false';
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Name, tag or serial number contains this */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AssetView'][];
            limit: number;
            page: number;
            skip: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  CreateAssetController_createAssetAlias: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AssetFormDoc'];
        'multipart/form-data': components['schemas']['AssetFormDoc'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              accumulatedDepreciation: string;
              archived: boolean;
              category: string;
              /** @enum {string} */
              condition?: 'new' | 'used';
              /** @description Cost of the units held (1500). */
              cost: string;
              createdAt: string;
              currency: string;
              description?: string;
              forceSaleValue?: string;
              /** @enum {string} */
              group?: 'Licensed Vehicles' | 'Machinery and Equipment';
              id: string;
              /** @description An uploaded picture, kept beside the events as product images are (the bytes never go into the log). */
              image?: components['schemas']['ProductImage'];
              imageUrl?: string;
              lastDepreciatedMonth: string | null;
              lifespan: number;
              manufacturer?: string;
              model?: string;
              monthlyDepreciation: string;
              name: string;
              netBookValue: string;
              position: string;
              purchasePrice: string;
              qty_in_stock: string;
              salvageValue: string;
              serialNo?: string;
              tag: string;
            };
            /** @enum {string} */
            message: 'Asset created successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  AssetsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The asset’s id; another business’s is 404 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AssetView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description ASSET_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UpdateAssetController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AssetFormDoc'];
        'multipart/form-data': components['schemas']['AssetFormDoc'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              accumulatedDepreciation: string;
              archived: boolean;
              category: string;
              /** @enum {string} */
              condition?: 'new' | 'used';
              /** @description Cost of the units held (1500). */
              cost: string;
              createdAt: string;
              currency: string;
              description?: string;
              forceSaleValue?: string;
              /** @enum {string} */
              group?: 'Licensed Vehicles' | 'Machinery and Equipment';
              id: string;
              /** @description An uploaded picture, kept beside the events as product images are (the bytes never go into the log). */
              image?: components['schemas']['ProductImage'];
              imageUrl?: string;
              lastDepreciatedMonth: string | null;
              lifespan: number;
              manufacturer?: string;
              model?: string;
              monthlyDepreciation: string;
              name: string;
              netBookValue: string;
              position: string;
              purchasePrice: string;
              qty_in_stock: string;
              salvageValue: string;
              serialNo?: string;
              tag: string;
            };
            /** @enum {string} */
            message: 'Asset updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description ASSET_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ArchiveAssetController_archive: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              position: string;
            };
            /** @enum {string} */
            message: 'Asset archived successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description ASSET_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ASSET_ALREADY_ARCHIVED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetAssetImageController_image: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The asset’s id; another business’s is 404 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image bytes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ASSET_NOT_FOUND, IMAGE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AssetsController_logs: {
    parameters: {
      query?: {
        endDate?: string;
        startDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AssetLogRow'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description ASSET_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BuyAssetsController_buy: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BuyAssetsDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedAssetDocument'];
            /** @enum {string} */
            message: 'Assets bought successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The field named: assets[0].price, supplierData.id on credit, due_date, initial_deposit above the total, … */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ASSET_NOT_FOUND (assets[i].id), CONTACT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AssetsController_categories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AssetCategory'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  SetAssetCategoriesController_set: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetAssetCategoriesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AssetCategory'][];
            /** @enum {string} */
            message: 'Asset categories saved';
            position: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Naming the entry: categories[1].lifespan must be at least 1 month, an unknown group, a name twice */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CreateAssetController_createAsset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AssetFormDoc'];
        'multipart/form-data': components['schemas']['AssetFormDoc'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              accumulatedDepreciation: string;
              archived: boolean;
              category: string;
              /** @enum {string} */
              condition?: 'new' | 'used';
              /** @description Cost of the units held (1500). */
              cost: string;
              createdAt: string;
              currency: string;
              description?: string;
              forceSaleValue?: string;
              /** @enum {string} */
              group?: 'Licensed Vehicles' | 'Machinery and Equipment';
              id: string;
              /** @description An uploaded picture, kept beside the events as product images are (the bytes never go into the log). */
              image?: components['schemas']['ProductImage'];
              imageUrl?: string;
              lastDepreciatedMonth: string | null;
              lifespan: number;
              manufacturer?: string;
              model?: string;
              monthlyDepreciation: string;
              name: string;
              netBookValue: string;
              position: string;
              purchasePrice: string;
              qty_in_stock: string;
              salvageValue: string;
              serialNo?: string;
              tag: string;
            };
            /** @enum {string} */
            message: 'Asset created successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description A field named: tag, name, category, purchasePrice required; salvageValue above purchasePrice; lifespan 0; negative amounts */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ASSET_TAG_ALREADY_EXISTS */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AssetsController_getAssets: {
    parameters: {
      query?: {
        /** @description true: the archived assets instead */
        archived?: 'true' | 'false';
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Name, tag or serial number contains this */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AssetView'][];
            limit: number;
            page: number;
            skip: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  AssetsController_searchByPath: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        query: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AssetView'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  AssetsController_search: {
    parameters: {
      query?: {
        /** @description Accepted for the spec’s client; the business is always the session’s */
        business?: string;
        /** @description Name, tag or serial number contains this; blank finds nothing */
        searchQuery?: string;
        /** @description Accepted for the spec’s client (asset type); every asset is searched */
        type?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AssetView'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  SellAssetsController_sell: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SellAssetsDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SoldAssets'];
            /** @enum {string} */
            message: 'Assets sold successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The field named: assets[0].price below 0, entityId on credit, due_date on credit, … */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PERMISSION_DENIED: a price other than the asset’s without permission 37 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description STOCK_INSUFFICIENT: selling more units than held */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AssetsController_summary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              count: number;
              totalAccumulatedDepreciation: string;
              totalPurchaseCost: string;
              totalPurchaseValue: string;
              totalQuantity: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  AssetsController_transactions: {
    parameters: {
      query?: {
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AssetTransactionRow'][];
            limit: number;
            page: number;
            skip: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  ListDocumentEventsController_document: {
    parameters: {
      query?: {
        /** @description Page size (default 50, at most 200) */
        limit?: string;
        page?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              data: components['schemas']['AuditEventDetail'][];
              limit: number;
              page: number;
              total: number;
              totalPages: number;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No event of this business names that document */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListAuditEventsController_list: {
    parameters: {
      query?: {
        /** @description A transaction's id or reference, a product's or contact's id: the events whose data carries it */
        document?: string;
        /** @description Recorded on or after: a day (UTC) or an ISO date-time */
        from?: string;
        /** @description Page size (default 50, at most 200) */
        limit?: string;
        page?: string;
        /** @description desc: newest first (default); asc: oldest first */
        sort?: 'desc' | 'asc';
        /** @description Recorded on or before: a day (UTC, the whole day) or an ISO date-time */
        to?: string;
        /** @description Event type(s), comma-separated */
        type?: string;
        /** @description The user who did it (metadata.userId) */
        userId?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { data: [{ position, revision, id, type, version, recordedAt, userId, userName, commandId, correlationId, causationId, occurredAt, effectiveDate, documentId }], page, limit, total, totalPages } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              data: components['schemas']['AuditEventSummary'][];
              limit: number;
              page: number;
              total: number;
              totalPages: number;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetAuditEventController_one: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        position: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AuditEventDetail'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No event of this business at that position */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VerifyAuditChainController_verify: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { ok: true, events } | { ok: false, events, firstBrokenPosition, firstBrokenRevision, reason, message } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ChainVerification'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Events live in EventStoreDB, which keeps no hash chain */
      501: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CurrentUserController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['UserData'];
            redirect: boolean;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GoogleSignInController_config: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GoogleSignInConfigDto'];
        };
      };
    };
  };
  GoogleSignInController_signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GoogleSignInDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GoogleSignedIn'];
        };
      };
      /** @description GOOGLE_STATE_MISMATCH (no or another state cookie, expired or used), GOOGLE_CODE_REJECTED, VALIDATION_FAILED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description INVALID_ID_TOKEN (the reason in the message), GOOGLE_EMAIL_NOT_VERIFIED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description GOOGLE_ACCOUNT_ALREADY_LINKED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description GOOGLE_SIGN_IN_NOT_CONFIGURED: Sign-in with Google is not set up on this server; GOOGLE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GoogleSignInController_start: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To Google’s authorization endpoint (state, nonce, PKCE S256) */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description GOOGLE_SIGN_IN_NOT_CONFIGURED: Sign-in with Google is not set up on this server; GOOGLE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  RecoverPasswordController_recover: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecoverPasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            message: 'If an account exists for this e-mail, we have sent it instructions to reset the password.';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ResetPasswordInfoController_resetInfo: {
    parameters: {
      query: {
        email: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ResetPasswordController_reset: {
    parameters: {
      query: {
        email: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            message: 'Your password has been reset. Please sign in with your new password.';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description INVALID_RESET_TOKEN: This password reset link is not valid or has expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SetupOrgController_setUpOrganisation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetUpOrganisationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              businessId: string;
              position: string;
            };
            /** @enum {string} */
            message: 'Your organisation is set up';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  SignInController_signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignInDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignedIn'];
        };
      };
      /** @description The e-mail or password is incorrect */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description More than 10 failed sign-ins for the account or address within 15 minutes */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SignOutController_signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            message: 'Signed out';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  SignUpController_signUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignUpDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['UserData'];
            /** @enum {string} */
            message: 'Your account is ready. We sent a code to your e-mail to verify it.';
            /** @enum {boolean} */
            redirect: true;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description An account with this e-mail already exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StopTourController_stop: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The tour */
        tour: 'dashboard' | 'transaction' | 'createProduct' | 'createService';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'stopped';
              /** @enum {string} */
              tour: 'createProduct' | 'createService' | 'dashboard' | 'transaction';
            };
            /** @enum {string} */
            message: 'Tour stopped';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetReconciliationController_get: {
    parameters: {
      query: {
        bankAccountId: unknown;
        /** @description YYYY-MM-DD; default today in the business’s time zone */
        endDate?: unknown;
        /** @description YYYY-MM-DD; default the first day of endDate’s month (which matches are listed) */
        startDate?: unknown;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BankReconciliation'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description bankAccountId missing, or a date that is not YYYY-MM-DD, or startDate after endDate */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description BANK_ACCOUNT_NOT_FOUND: not one of this business’s bank accounts (another business’s, or removed) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AutoMatchController_autoMatch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Same key and body: the first answer again, nothing appended */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AutoMatchBodyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AutoMatched'];
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description bankAccountId missing, or endDate not a date */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not on the free plan (as Profit & Loss), or a member without the rights */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description BANK_ACCOUNT_NOT_FOUND: not one of this business’s bank accounts (another business’s, or removed) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MatchLineController_match: {
    parameters: {
      query?: never;
      header?: {
        /** @description Same key and body: the first answer again, nothing appended */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MatchBodyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LineMatched'];
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description MATCH_AMOUNTS_DIFFER: the entries do not add up to the line’s amount; or lineId / entryIds missing */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not on the free plan (as Profit & Loss), or a member without the rights */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description BANK_STATEMENT_LINE_NOT_FOUND; BOOK_ENTRY_NOT_FOUND: not an entry of the line’s bank account */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description LINE_ALREADY_MATCHED; ENTRY_ALREADY_MATCHED: another line has the entry */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UnmatchLineController_unmatch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Same key and body: the first answer again, nothing appended */
        'Idempotency-Key'?: string;
      };
      path: {
        lineId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LineUnmatched'];
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Not on the free plan (as Profit & Loss), or a member without the rights */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MATCH_NOT_FOUND: the line is not matched (or not the business’s) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListStatementsController_list: {
    parameters: {
      query?: {
        /** @description Only this bank account’s statements */
        bankAccountId?: unknown;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BankStatementSummary'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ImportStatementController_import: {
    parameters: {
      query?: never;
      header?: {
        /** @description Same key and body: the first answer again, nothing appended */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description One of the business’s bank accounts */
          bankAccountId: string;
          /** @description The statement’s closing balance: required when it has no Balance column */
          closingBalance?: string;
          /**
           * Format: binary
           * @description The statement as CSV, at most 5 MB
           */
          statement: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatementImported'];
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description STATEMENT_INVALID: the file cannot be read as a statement, every problem listed by row; CSV_FILE_REQUIRED: no CSV file; bankAccountId missing */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Not on the free plan (as Profit & Loss), or a member without the rights */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description BANK_ACCOUNT_NOT_FOUND: not one of this business’s bank accounts (another business’s, or removed) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description STATEMENT_ALREADY_IMPORTED: every line of this statement has already been imported */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Over 5 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetStatementController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        statementId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BankStatementDetail'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description BANK_STATEMENT_NOT_FOUND: no such statement in this business (or it was removed) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  RemoveStatementController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Same key and body: the first answer again, nothing appended */
        'Idempotency-Key'?: string;
      };
      path: {
        statementId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StatementRemoved'];
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Not on the free plan (as Profit & Loss), or a member without the rights */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description BANK_STATEMENT_NOT_FOUND: no such statement in this business (or it was removed) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListCategoriesAndBrandsController_brands: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              createdAt: string;
              description: string | null;
              name: string;
            }[];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  CreateCategoryOrBrandController_brand: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCategoryOrBrandDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            brandId: string;
            data: {
              _id: string;
              brandId: string;
              name: string;
              position: string;
            };
            /** @enum {string} */
            message: 'Brand created successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description BRAND_ALREADY_EXISTS */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListBudgetsController_list: {
    parameters: {
      query?: {
        kind?: 'profit-loss' | 'line-item';
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BudgetView'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  CreateBudgetController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Same key and body: the first answer again, nothing appended */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BudgetBodyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BudgetWritten'];
            /** @enum {string} */
            message: 'Budget created successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Validation: name required, a known account of the kind, 12 amounts ≥ 0 at the currency’s decimals, no account twice */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Not on the free plan (as Profit & Loss), or a member without the rights */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetBudgetController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BudgetView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description BUDGET_NOT_FOUND: no such budget in this business (or it was deleted) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UpdateBudgetController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Same key and body: the first answer again, nothing appended */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BudgetBodyDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BudgetWritten'];
            /** @enum {string} */
            message: 'Budget updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Validation: name required, a known account of the kind, 12 amounts ≥ 0 at the currency’s decimals, no account twice */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Not on the free plan (as Profit & Loss), or a member without the rights */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description BUDGET_NOT_FOUND: no such budget in this business (or it was deleted) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DeleteBudgetController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Same key and body: the first answer again, nothing appended */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BudgetWritten'];
            /** @enum {string} */
            message: 'Budget deleted successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Not on the free plan (as Profit & Loss), or a member without the rights */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description BUDGET_NOT_FOUND: no such budget in this business (or it was deleted) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetBudgetActualsController_actuals: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BudgetActuals'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description BUDGET_NOT_FOUND: no such budget in this business (or it was deleted) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListBudgetAccountsController_accounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              lineItem: components['schemas']['BudgetAccount'][];
              profitLoss: components['schemas']['BudgetAccount'][];
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListCategoriesAndBrandsController_categories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              createdAt: string;
              description: string | null;
              name: string;
            }[];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  CreateCategoryOrBrandController_category: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCategoryOrBrandDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            categoryId: string;
            data: {
              _id: string;
              categoryId: string;
              name: string;
              position: string;
            };
            /** @enum {string} */
            message: 'Category created successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description CATEGORY_ALREADY_EXISTS */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListCustomRolesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CustomRoleView'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  UpdateCustomRoleController_updateNamedInBody: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCustomRoleByBodyDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              access: number[];
              position: string;
              roleName: string;
            };
            /** @enum {string} */
            message: 'Role updated';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  CreateCustomRoleController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCustomRoleDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              access: number[];
              position: string;
              roleName: string;
            };
            /** @enum {string} */
            message: 'Role created';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description An unknown permission code (named in the message) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A role of that name exists (names compare ignoring case) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UpdateCustomRoleController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCustomRoleDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              access: number[];
              position: string;
              roleName: string;
            };
            /** @enum {string} */
            message: 'Role updated';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetRecentTransactionsController_recentTransactions: {
    parameters: {
      query?: {
        /** @description Accepted for the spec’s client and ignored: the business is always the session’s current business */
        business?: string;
        /** @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry */
        knownAt?: string;
        /** @description How many (default 5, at most 100) */
        limit?: number;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: [{ id, reference, itemsNames, description, date, staffName, amount, type (a label; 'Others' if unknown) }] } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecentTransaction'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetTopExpensesController_topExpenses: {
    parameters: {
      query?: {
        /** @description Accepted for the spec’s client and ignored: the business is always the session’s current business */
        business?: string;
        /** @description Last day, YYYY-MM-DD (default: today) */
        endDate?: string;
        /** @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry */
        knownAt?: string;
        /** @description How many (default 5, at most 100) */
        limit?: number;
        /** @description First day, YYYY-MM-DD (default: the 1st of this month) */
        startDate?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: [{ amount, subtype, name, accountCode }] } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TopExpense'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetDashboardSummaryController_summary: {
    parameters: {
      query?: {
        /** @description Accepted for the spec’s client and ignored: the business is always the session’s current business */
        business?: string;
        /** @description Last day, YYYY-MM-DD (default: today) */
        endDate?: string;
        /** @description today; thisWeek (Monday to today); thisMonth (the 1st to today, the default); thisYear; customrange (startDate–endDate) */
        filterType?: 'today' | 'thisWeek' | 'thisMonth' | 'thisYear' | 'customrange';
        /** @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry */
        knownAt?: string;
        /** @description First day, YYYY-MM-DD (default: the 1st of this month) */
        startDate?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { currency, filterType, startDate, endDate, totalRevenue, totalExpense, totalInventory, profitability, stats: { receivablesAmount, cashBalance, creditDueDate, debtDueDate, todayExpense, todaySales } } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DashboardSummary'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetTodayOverviewController_todayOverview: {
    parameters: {
      query?: {
        /** @description Accepted for the spec’s client and ignored: the business is always the session’s current business */
        business?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TodayOverviewBodyDto'];
      };
    };
    responses: {
      /** @description { success, data: { currency, reportType, startDate, endDate, data: [[sales…], [expenses…], [purchases…]], series, monthsLabel, cashBalance, overDueCredit, OverdueDebt, todayExpense, todayInflows, todayOutFlows, todayPurchase, todaySales } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TodayOverview'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetTopCustomersController_topCustomers: {
    parameters: {
      query?: {
        /** @description Accepted for the spec’s client and ignored: the business is always the session’s current business */
        business?: string;
        /** @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry */
        knownAt?: string;
        /** @description How many (default 5, at most 100) */
        limit?: number;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: [{ _id, firstName, lastName, updatedAt, sales_amount }] } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TopCustomer'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetTopEventsController_topEvents: {
    parameters: {
      query?: {
        /** @description Accepted for the spec’s client and ignored: the business is always the session’s current business */
        business?: string;
        /** @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry */
        knownAt?: string;
        /** @description How many (default 5, at most 100) */
        limit?: number;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: [{ position, type, title, description, reference, date, userId, staffName }] } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TopEvent'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetTopProductsController_topProducts: {
    parameters: {
      query?: {
        /** @description Accepted for the spec’s client and ignored: the business is always the session’s current business */
        business?: string;
        /** @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry */
        knownAt?: string;
        /** @description How many (default 5, at most 100) */
        limit?: number;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: [{ _id, name, kind, sales_qty, sales_avg, sales_cost }] } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TopProduct'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListContactsController_list: {
    parameters: {
      query?: {
        /** @description The spec’s name for group */
        filter_by?: 'customers' | 'suppliers' | 'others';
        /** @description customers: kind customer; suppliers: supplier or vendor; others: neither; absent: all */
        group?: 'customers' | 'suppliers' | 'others';
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Name, company, e-mail or phone contains this */
        q?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ContactView'][];
            limit: number;
            page: number;
            skip: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  CreateContactController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateContactDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              address1: string | null;
              address2: string | null;
              /** @description Archived contacts leave the lists and searches; their history stays. */
              archived: boolean;
              archivedAt: string | null;
              city: string | null;
              company: string | null;
              country: string | null;
              createdAt: string;
              description: string | null;
              email: string | null;
              firstName: string;
              fullName: string;
              id: string;
              kinds: ('creditor' | 'customer' | 'debtor' | 'investor' | 'supplier' | 'vendor')[];
              lastName: string | null;
              phone: string | null;
              position: string;
              postCode: string | null;
              state: string | null;
              website: string | null;
              zip: string | null;
            };
            entity: {
              _id: string;
              name: string;
            };
            /** @enum {string} */
            message: 'Contact created successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Naming the field: firstName 'First name is required', a malformed email, a phone with fewer than 6 digits, an unknown kind */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetContactController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        /** @description The contact’s id; another business’s is 404 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ContactView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description CONTACT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ArchiveContactController_archive: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per click; a retry with the same key answers as the first */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The contact’s id; another business’s is 404 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            message: 'Contact archived successfully';
            position: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description CONTACT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description CONTACT_ALREADY_ARCHIVED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListContactInvoicesController_list: {
    parameters: {
      query?: {
        /** @description Issued on or before (YYYY-MM-DD) */
        endDate?: string;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Issued on or after (YYYY-MM-DD) */
        startDate?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        /** @description The contact’s id; another business’s is 404 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: [...], page, limit, skip, total } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InvoiceListRow'][];
            limit: number;
            page: number;
            skip: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
      /** @description CONTACT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListContactQuotationsController_list: {
    parameters: {
      query?: {
        /** @description Issued on or before (YYYY-MM-DD) */
        endDate?: string;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Issued on or after (YYYY-MM-DD) */
        startDate?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        /** @description The contact’s id; another business’s is 404 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: [...], page, limit, skip, total } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              currency:
                | 'AUD'
                | 'BRL'
                | 'CAD'
                | 'CFA'
                | 'CHF'
                | 'CNY'
                | 'CZK'
                | 'DKK'
                | 'EGP'
                | 'EUR'
                | 'GBP'
                | 'GHS'
                | 'HKD'
                | 'IDR'
                | 'INR'
                | 'JPY'
                | 'KES'
                | 'KRW'
                | 'MYR'
                | 'NAD'
                | 'NGN'
                | 'PHP'
                | 'THB'
                | 'TWD'
                | 'USD'
                | 'VND'
                | 'ZAR';
              customerName: string | null;
              /** @description Issue date, YYYY-MM-DD. */
              date: string;
              delivery?: components['schemas']['Adjustment'];
              discount?: components['schemas']['Adjustment'];
              /** @description The customer (a contact of the business). */
              entityId: string;
              expiryDate?: string;
              invoiceId: string | null;
              items: components['schemas']['DocumentItem'][];
              notes?: string;
              publicId: string;
              quotationId: string;
              reference: string;
              sequence: number;
              status: components['schemas']['QuotationStatus'];
              subtotal: string;
              tax?: components['schemas']['Adjustment'];
              total: string;
            }[];
            limit: number;
            page: number;
            skip: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
      /** @description CONTACT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  RestoreContactController_restore: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per click; a retry with the same key answers as the first */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The contact’s id; another business’s is 404 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            message: 'Contact restored successfully';
            position: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description CONTACT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description CONTACT_NOT_ARCHIVED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListContactTransactionsController_list: {
    parameters: {
      query?: {
        /** @description Dated on or before (YYYY-MM-DD) */
        endDate?: string;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Dated on or after (YYYY-MM-DD) */
        startDate?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        /** @description The contact’s id; another business’s is 404 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: [{ id, reference, type, subtype, status, date, currency, amount, paid, balanceDue, description, entity, … }], page, limit, skip, total } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TransactionView'][];
            limit: number;
            page: number;
            skip: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
      /** @description A date not written YYYY-MM-DD, endDate before startDate, a bad page or limit */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description CONTACT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListArchivedContactsController_list: {
    parameters: {
      query?: {
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ContactView'][];
            limit: number;
            page: number;
            skip: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  BulkUploadContactsController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The CSV file
           */
          imageFile: string;
        };
      };
    };
    responses: {
      /** @description { success (false when any row was refused), message, data: { total, created, alreadyCreated, refused: [{ line, reasons }], position }, errors: [{ field: "line 3", message }] } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ContactUploadResult'];
            errors: {
              field: string;
              message: string;
            }[];
            message: string;
            success: boolean;
          };
        };
      };
      /** @description 'Upload a CSV file'; a file that cannot be read as a whole (no First Name column, no rows, too many rows) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BulkUploadContactsController_template: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/csv, as the attachment {business}-entities-template.csv */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CountContactsController_count: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ContactCounts'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ExportContactsController_export: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/csv, as the attachment {business}-entities-export.csv */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PLAN_FEATURE_UNAVAILABLE: 'Exporting of data is only available for Paid plans' */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SearchContactsController_search: {
    parameters: {
      query?: {
        /** @description At most 50 */
        limit?: number;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        query: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ContactView'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetContactForUpdateController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        /** @description The contact’s id; another business’s is 404 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ContactView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description CONTACT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UpdateContactController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The contact’s id; another business’s is 404 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateContactDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ContactView'];
            /** @enum {string} */
            message: 'Contact updated successfully';
            position: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Naming the field: firstName 'First name is required', a malformed email, … */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description CONTACT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetStartedController_getStarted: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['GetStartedView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListProductsController_list: {
    parameters: {
      query?: {
        /** @description Which products: in or out of stock, low in stock, with variants, variants, made of raw materials */
        filter_by?: 'all' | 'in_stock' | 'out_of_stock' | 'low_in_stock' | 'with_variants' | 'variants' | 'with_raw_materials';
        /** @description Brand name (without case) */
        filterByBrand?: string;
        /** @description Category name (without case) */
        filterByCategory?: string;
        /** @description Tag names (GET /tags), comma-separated, without case: products whose category or brand is one of them */
        filterByTags?: string;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Name, SKU or barcode contains this */
        q?: string;
        /** @description PRODUCT or SERVICE; ALL or BOTH (or absent) for both */
        type?: 'PRODUCT' | 'SERVICE' | 'ALL' | 'BOTH';
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductView'][];
            limit: number;
            page: number;
            skip: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  CreateProductController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateProductDto'];
        'multipart/form-data': components['schemas']['CreateProductDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              /** @description Archived products leave the lists and searches; their history stays. */
              archived: boolean;
              archivedAt: string | null;
              barcode: string | null;
              brandName: string | null;
              buyingPrice: string;
              categoryName: string | null;
              color: string | null;
              createdAt: string;
              currency: string;
              description: string | null;
              expiryDate: string | null;
              expiryReminderDays: number | null;
              /** @description A product with variants: its own quantity stays 0, its stock is its variants' (GET /inventory/{id}/variants). */
              hasVariants: boolean;
              id: string;
              imageUrl: string | null;
              isService: boolean;
              /** @description At or below its stock level; never a service, nor a product with variants (each variant has a level of its own). */
              lowInStock: boolean;
              measurement: string;
              name: string;
              position: string;
              purchaseTransaction: {
                id: string;
                reference: string;
              } | null;
              /** @description Quantity in stock. */
              quantity: string | null;
              sellingPrice: string;
              size: string | null;
              sku: string;
              stockLevel: string | null;
              stockTransaction: {
                id: string;
                reference: string;
              } | null;
              /** @description Value of that stock at cost. */
              stockValue: string | null;
              /** @enum {string} */
              type: 'PRODUCT' | 'SERVICE';
              variants: components['schemas']['ProductView'][];
            };
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Naming the field: e.g. sellingPrice 'Selling price is required', buyingPrice 'Cost price is required' (quantity not 0), accountType 'Choose the Account Type the purchase is paid from: Cash or a bank account' (quantity below 0) or UNKNOWN_ACCOUNT, measurement not one of the options; variants[i].field and rawMaterials[i].field for their lines; NOT_AVAILABLE_YET for category/brand ids and copies in other businesses */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description BANK_ACCOUNT_NOT_FOUND: accountType is an id of no bank account of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description SKU_ALREADY_EXISTS: the SKU (or a variant’s) is taken (compared without case) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description IMAGE_TOO_LARGE: over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetProductController_get: {
    parameters: {
      query?: {
        /** @description History up to this day (YYYY-MM-DD, inclusive) */
        endDate?: string;
        /** @description History from this day (YYYY-MM-DD, inclusive) */
        startDate?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        /** @description The product’s id; another business’s is 404 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              /** @description Archived products leave the lists and searches; their history stays. */
              archived: boolean;
              archivedAt: string | null;
              barcode: string | null;
              brandName: string | null;
              buyingPrice: string;
              categoryName: string | null;
              color: string | null;
              createdAt: string;
              currency: string;
              description: string | null;
              expiryDate: string | null;
              expiryReminderDays: number | null;
              /** @description A product with variants: its own quantity stays 0, its stock is its variants' (GET /inventory/{id}/variants). */
              hasVariants: boolean;
              history: components['schemas']['ProductHistoryRow'][];
              id: string;
              imageUrl: string | null;
              isService: boolean;
              /** @description At or below its stock level; never a service, nor a product with variants (each variant has a level of its own). */
              lowInStock: boolean;
              measurement: string;
              name: string;
              parentId: string | null;
              /** @description Quantity in stock. */
              quantity: string | null;
              rawMaterials: components['schemas']['RawMaterialLine'][];
              sellingPrice: string;
              size: string | null;
              sku: string;
              stockLevel: string | null;
              /** @description Value of that stock at cost. */
              stockValue: string | null;
              /** @enum {string} */
              type: 'PRODUCT' | 'SERVICE';
              variants: {
                _id: string;
                /** @description Archived products leave the lists and searches; their history stays. */
                archived: boolean;
                archivedAt: string | null;
                barcode: string | null;
                brandName: string | null;
                buyingPrice: string;
                categoryName: string | null;
                color: string | null;
                createdAt: string;
                currency: string;
                description: string | null;
                expiryDate: string | null;
                expiryReminderDays: number | null;
                /** @description A product with variants: its own quantity stays 0, its stock is its variants' (GET /inventory/{id}/variants). */
                hasVariants: boolean;
                id: string;
                imageUrl: string | null;
                isService: boolean;
                /** @description At or below its stock level; never a service, nor a product with variants (each variant has a level of its own). */
                lowInStock: boolean;
                measurement: string;
                name: string;
                parentId: string;
                /** @description Quantity in stock. */
                quantity: string | null;
                sellingPrice: string;
                size: string | null;
                sku: string;
                stockLevel: string | null;
                /** @description Value of that stock at cost. */
                stockValue: string | null;
                /** @enum {string} */
                type: 'PRODUCT' | 'SERVICE';
              }[];
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description startDate or endDate not a date written YYYY-MM-DD, or startDate after endDate */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ArchiveProductController_archive: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per click; a retry with the same key answers as the first */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The product’s id; another business’s is 404 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            message: 'Product archived successfully';
            position: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PRODUCT_ALREADY_ARCHIVED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetProductImageController_image: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image bytes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PRODUCT_NOT_FOUND, IMAGE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  RestoreProductController_restore: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per click; a retry with the same key answers as the first */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The product’s id; another business’s is 404 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            message: 'Product restored successfully';
            position: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PRODUCT_NOT_ARCHIVED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListArchivedProductsController_list: {
    parameters: {
      query?: {
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductView'][];
            limit: number;
            page: number;
            skip: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  BulkUpdateProductsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          imageFile: string;
        };
      };
    };
    responses: {
      /** @description { success, message, data: { updated, stockAdjusted, unchanged, position } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BulkUpdated'];
            /** @enum {string} */
            message: 'Inventory updated successfully';
            position: string | null;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description 'Upload a CSV file'; IMPORT_FILE_UNREADABLE; BULK_UPDATE_REFUSED with errors [{ field: 'line N', message }]: nothing changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ImportProductsController_review: {
    parameters: {
      query: {
        importId: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, message, data: { importId, fileName, type, total, products: [{ line, name, sku?, quantity?, buyingPrice?, sellingPrice?, … }], refused: [{ line, reasons }], job: { jobId, state, progress: { processed, total, percent }, result, error } | null }, errors: [{ field: "line 4", message }] } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductImportView'];
            errors: components['schemas']['FieldError'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No such import of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ImportProductsController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The CSV file
           */
          imageFile: string;
        };
      };
    };
    responses: {
      /** @description { success, message, data: { importId, fileName, type, total, products: [{ line, name, sku?, quantity?, buyingPrice?, sellingPrice?, … }], refused: [{ line, reasons }], job: { jobId, state, progress: { processed, total, percent }, result, error } | null }, errors: [{ field: "line 4", message }] } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductImportView'];
            errors: components['schemas']['FieldError'][];
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description 'Upload a CSV file' (CSV_FILE_REQUIRED); IMPORT_FILE_UNREADABLE (no header, Name or Selling Price missing, no rows, too many) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ImportProductsController_process: {
    parameters: {
      query: {
        importId: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          products?: {
            line?: number;
          }[];
        };
      };
    };
    responses: {
      /** @description { success, message, data: { importId, fileName, type, total, products: [{ line, name, sku?, quantity?, buyingPrice?, sellingPrice?, … }], refused: [{ line, reasons }], job: { jobId, state, progress: { processed, total, percent }, result, error } | null }, errors: [{ field: "line 4", message }] } */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductImportView'];
            /** @enum {string} */
            message: 'Import success, please hold while we complete you request. This might take a while depending on your CSV size but we will notify you when done. Please do not retry as you will have duplicate entries';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No such import of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DownloadImportTemplatesController_importTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/csv attachment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListLowInStockController_list: {
    parameters: {
      query?: {
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductView'][];
            limit: number;
            page: number;
            skip: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  UpdatePricesController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePricesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              updated: number;
            };
            /** @enum {string} */
            message: 'Prices updated successfully';
            position: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Naming the field: a price that is not an amount of 0 or more, a blank selling price (Selling price is required) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PRODUCT_NOT_FOUND: an id of no product of the business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CreateQrMenuController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateQrMenuDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, url, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              position: string;
              url: string;
            };
            /** @enum {string} */
            message: 'QR menu created successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListQrMenusController_pdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListQrMenusController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              createdAt: string;
              /** @enum {string} */
              currency:
                | 'AUD'
                | 'BRL'
                | 'CAD'
                | 'CFA'
                | 'CHF'
                | 'CNY'
                | 'CZK'
                | 'DKK'
                | 'EGP'
                | 'EUR'
                | 'GBP'
                | 'GHS'
                | 'HKD'
                | 'IDR'
                | 'INR'
                | 'JPY'
                | 'KES'
                | 'KRW'
                | 'MYR'
                | 'NAD'
                | 'NGN'
                | 'PHP'
                | 'THB'
                | 'TWD'
                | 'USD'
                | 'VND'
                | 'ZAR';
              description: string | null;
              items: {
                name: string;
                price: string;
                product: string;
                type: string;
              }[];
              name: string;
              qrCode: string;
              url: string;
            }[];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListRecentSalesController_list: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecentSaleDoc'][];
        };
      };
    };
  };
  ReplicateProductsController_replicate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReplicateProductsDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Replica'][];
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description PRODUCT_NOT_FOUND, or BUSINESS_NOT_FOUND: a business that is not another of the owner’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SearchProductsController_search: {
    parameters: {
      query?: {
        /** @description At most 50 */
        limit?: number;
        /** @description The kind of transaction the search is for (SALES, PURCHASES, …); products and services are found for all */
        transactionType?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        /** @description The asset category of an asset search; products and services ignore it (send ALL) */
        assetCategory: string;
        /** @description Name, SKU or barcode contains this; blank finds nothing */
        query: string;
        /** @description BOTH and ALL find products and services */
        type: 'PRODUCT' | 'SERVICE' | 'ALL' | 'BOTH';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductView'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ImportProductsController_services: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The CSV file
           */
          imageFile: string;
        };
      };
    };
    responses: {
      /** @description { success, message, data: { importId, fileName, type, total, products: [{ line, name, sku?, quantity?, buyingPrice?, sellingPrice?, … }], refused: [{ line, reasons }], job: { jobId, state, progress: { processed, total, percent }, result, error } | null }, errors: [{ field: "line 4", message }] } */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductImportView'];
            errors: components['schemas']['FieldError'][];
            /** @enum {string} */
            message: 'Import success, please hold while we complete you request. This might take a while depending on your CSV size but we will notify you when done. Please do not retry as you will have duplicate entries';
            success: boolean;
          };
        };
      };
      /** @description 'Upload a CSV file'; IMPORT_FILE_UNREADABLE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DownloadImportTemplatesController_serviceTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/csv attachment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  NextSkuController_nextSku: {
    parameters: {
      query?: {
        /** @description VARIANT: the parent’s SKU (default: the next product SKU) */
        base?: string;
        /** @description VARIANT: which variant, from 1 (default 1) */
        index?: number;
        /** @description ASSET: the next asset tag; VARIANT: the SKU of a product’s variant, the index-th free one after base */
        type?: 'PRODUCT' | 'SERVICE' | 'ASSET' | 'VARIANT';
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetInventorySummaryController_summary: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InventorySummary'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  DownloadImportTemplatesController_inventoryTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/csv attachment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListTopInStockController_list: {
    parameters: {
      query?: {
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductView'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListTopSellingProductsController_list: {
    parameters: {
      query?: {
        /** @description Sold on or before (YYYY-MM-DD); absent: to today */
        endDate?: string;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Sold on or after (YYYY-MM-DD); absent: from the start */
        startDate?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TopSellingProduct'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetProductForUpdateController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        /** @description The product’s id; another business’s is 404 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UpdateProductController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The product’s id; another business’s is 404 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProductDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductView'];
            /** @enum {string} */
            message: 'Product updated successfully';
            position: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Naming the field, in the words of creating: sellingPrice 'Selling price is required', … */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A changed price needs permission 37, any other change 36 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListVariantsController_list: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        /** @description The parent product’s id; another business’s is 404 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              /** @description Archived products leave the lists and searches; their history stays. */
              archived: boolean;
              archivedAt: string | null;
              barcode: string | null;
              brandName: string | null;
              buyingPrice: string;
              categoryName: string | null;
              color: string | null;
              createdAt: string;
              currency: string;
              description: string | null;
              expiryDate: string | null;
              expiryReminderDays: number | null;
              /** @description A product with variants: its own quantity stays 0, its stock is its variants' (GET /inventory/{id}/variants). */
              hasVariants: boolean;
              id: string;
              imageUrl: string | null;
              isService: boolean;
              /** @description At or below its stock level; never a service, nor a product with variants (each variant has a level of its own). */
              lowInStock: boolean;
              measurement: string;
              name: string;
              parentId: string;
              /** @description Quantity in stock. */
              quantity: string | null;
              sellingPrice: string;
              size: string | null;
              sku: string;
              stockLevel: string | null;
              /** @description Value of that stock at cost. */
              stockValue: string | null;
              /** @enum {string} */
              type: 'PRODUCT' | 'SERVICE';
            }[];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetDestinationQuantityController_quantity: {
    parameters: {
      query: {
        /** @description The destination: another business you own */
        business: string;
        productName: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              business: string;
              product: string | null;
              quantity: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  InventoryGraphController_graph: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InventoryGraphDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductGraphPoint'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description A date that is not YYYY-MM-DD, startDate after endDate, or more than 366 days */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PRODUCT_NOT_FOUND: productId names no product of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListPurchaseOrdersController_inventoryList: {
    parameters: {
      query?: {
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        status?: 'draft' | 'sent' | 'partly_received' | 'received' | 'cancelled';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              data: {
                _id: string;
                createdAt: string;
                /** @enum {string} */
                currency:
                  | 'AUD'
                  | 'BRL'
                  | 'CAD'
                  | 'CFA'
                  | 'CHF'
                  | 'CNY'
                  | 'CZK'
                  | 'DKK'
                  | 'EGP'
                  | 'EUR'
                  | 'GBP'
                  | 'GHS'
                  | 'HKD'
                  | 'IDR'
                  | 'INR'
                  | 'JPY'
                  | 'KES'
                  | 'KRW'
                  | 'MYR'
                  | 'NAD'
                  | 'NGN'
                  | 'PHP'
                  | 'THB'
                  | 'TWD'
                  | 'USD'
                  | 'VND'
                  | 'ZAR';
                date: string;
                expectedDate: string | null;
                items: {
                  name: string;
                  outstanding: string;
                  price: string;
                  product: string;
                  quantity: string;
                  received: string;
                  total: string;
                }[];
                note: string | null;
                number: string;
                receipts: {
                  date: string;
                  lines: {
                    productId: string;
                    quantity: string;
                  }[];
                  purchaseId: string;
                  reference: string;
                  voided?: boolean;
                }[];
                /** @enum {string} */
                status: 'cancelled' | 'draft' | 'partly_received' | 'received' | 'sent';
                supplier: {
                  _id: string;
                  name: string | null;
                } | null;
                total: string;
              }[];
              limit: number;
              page: number;
              skip: number;
              total: number;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  RaisePurchaseOrderController_raise: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PurchaseOrderContentsDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, number, status, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedPurchaseOrder'];
            /** @enum {string} */
            message: 'Purchase order created successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  'GetPurchaseOrderController_get[1]': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              createdAt: string;
              /** @enum {string} */
              currency:
                | 'AUD'
                | 'BRL'
                | 'CAD'
                | 'CFA'
                | 'CHF'
                | 'CNY'
                | 'CZK'
                | 'DKK'
                | 'EGP'
                | 'EUR'
                | 'GBP'
                | 'GHS'
                | 'HKD'
                | 'IDR'
                | 'INR'
                | 'JPY'
                | 'KES'
                | 'KRW'
                | 'MYR'
                | 'NAD'
                | 'NGN'
                | 'PHP'
                | 'THB'
                | 'TWD'
                | 'USD'
                | 'VND'
                | 'ZAR';
              date: string;
              expectedDate: string | null;
              items: {
                name: string;
                outstanding: string;
                price: string;
                product: string;
                quantity: string;
                received: string;
                total: string;
              }[];
              note: string | null;
              number: string;
              receipts: {
                date: string;
                lines: {
                  productId: string;
                  quantity: string;
                }[];
                purchaseId: string;
                reference: string;
                voided?: boolean;
              }[];
              /** @enum {string} */
              status: 'cancelled' | 'draft' | 'partly_received' | 'received' | 'sent';
              supplier: {
                _id: string;
                name: string | null;
              } | null;
              total: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  'UpdatePurchaseOrderController_update[1]': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PurchaseOrderContentsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedPurchaseOrder'];
            /** @enum {string} */
            message: 'Purchase order updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description PURCHASE_ORDER_CLOSED: received, cancelled, or goods already received against it */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  'ChangePurchaseOrderController_change[1]': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePurchaseOrderDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedPurchaseOrder'];
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description PURCHASE_ORDER_OVER_RECEIVED: 'Only 5 of Rice 50kg is outstanding on PO-001'; PURCHASE_ORDER_CLOSED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  'DuplicatePurchaseOrderController_duplicate[1]': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedPurchaseOrder'];
            /** @enum {string} */
            message: 'Purchase order duplicated';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  'ListPurchaseOrdersController_list[1]': {
    parameters: {
      query?: {
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        status?: 'draft' | 'sent' | 'partly_received' | 'received' | 'cancelled';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              data: {
                _id: string;
                createdAt: string;
                /** @enum {string} */
                currency:
                  | 'AUD'
                  | 'BRL'
                  | 'CAD'
                  | 'CFA'
                  | 'CHF'
                  | 'CNY'
                  | 'CZK'
                  | 'DKK'
                  | 'EGP'
                  | 'EUR'
                  | 'GBP'
                  | 'GHS'
                  | 'HKD'
                  | 'IDR'
                  | 'INR'
                  | 'JPY'
                  | 'KES'
                  | 'KRW'
                  | 'MYR'
                  | 'NAD'
                  | 'NGN'
                  | 'PHP'
                  | 'THB'
                  | 'TWD'
                  | 'USD'
                  | 'VND'
                  | 'ZAR';
                date: string;
                expectedDate: string | null;
                items: {
                  name: string;
                  outstanding: string;
                  price: string;
                  product: string;
                  quantity: string;
                  received: string;
                  total: string;
                }[];
                note: string | null;
                number: string;
                receipts: {
                  date: string;
                  lines: {
                    productId: string;
                    quantity: string;
                  }[];
                  purchaseId: string;
                  reference: string;
                  voided?: boolean;
                }[];
                /** @enum {string} */
                status: 'cancelled' | 'draft' | 'partly_received' | 'received' | 'sent';
                supplier: {
                  _id: string;
                  name: string | null;
                } | null;
                total: string;
              }[];
              limit: number;
              page: number;
              skip: number;
              total: number;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  'NextPurchaseOrderNumberController_number[1]': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              number: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  'GetStockTransferController_get[1]': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              amount: string | null;
              createdAt: string;
              date: string;
              destination: {
                _id: string;
                name: string;
              };
              destinationReference: string | null;
              /** @enum {string} */
              direction: 'in' | 'out';
              items: {
                /** @enum {string} */
                measurement:
                  | 'Bottle'
                  | 'Carton'
                  | 'Cup'
                  | 'Day'
                  | 'Dozen'
                  | 'Grammes'
                  | 'Hour'
                  | 'Kg'
                  | 'Litre'
                  | 'Month'
                  | 'Pack'
                  | 'Pairs'
                  | 'Piece'
                  | 'Plate'
                  | 'Portion'
                  | 'Unit'
                  | 'Week'
                  | 'Wrap'
                  | 'Yard';
                name: string;
                product: string;
                quantity: string;
                sku: string;
                value: string | null;
              }[];
              note: string | null;
              reference: string;
              source: {
                _id: string;
                name: string;
              };
              /** @enum {string} */
              status: 'cancelled' | 'draft' | 'received' | 'sent';
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListStockTransfersController_list: {
    parameters: {
      query?: {
        /** @description out: sent by this business; in: sent to it; both when absent */
        direction?: 'in' | 'out';
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        status?: 'draft' | 'sent' | 'received' | 'cancelled';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              data: {
                _id: string;
                amount: string | null;
                createdAt: string;
                date: string;
                destination: {
                  _id: string;
                  name: string;
                };
                destinationReference: string | null;
                /** @enum {string} */
                direction: 'in' | 'out';
                items: {
                  /** @enum {string} */
                  measurement:
                    | 'Bottle'
                    | 'Carton'
                    | 'Cup'
                    | 'Day'
                    | 'Dozen'
                    | 'Grammes'
                    | 'Hour'
                    | 'Kg'
                    | 'Litre'
                    | 'Month'
                    | 'Pack'
                    | 'Pairs'
                    | 'Piece'
                    | 'Plate'
                    | 'Portion'
                    | 'Unit'
                    | 'Week'
                    | 'Wrap'
                    | 'Yard';
                  name: string;
                  product: string;
                  quantity: string;
                  sku: string;
                  value: string | null;
                }[];
                note: string | null;
                reference: string;
                source: {
                  _id: string;
                  name: string;
                };
                /** @enum {string} */
                status: 'cancelled' | 'draft' | 'received' | 'sent';
              }[];
              limit: number;
              page: number;
              skip: number;
              total: number;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  UpdateStockController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateStockDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedTransaction'];
            /** @enum {string} */
            message: 'Stock updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Naming the field: a quantity that is not a number of 0 or more, or the stock already at that quantity */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CreateStockTransferController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateStockTransferDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, status, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedStockTransfer'];
            /** @enum {string} */
            message: 'Stock transfer saved as a draft' | 'Stock transferred successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description BUSINESS_NOT_FOUND: the destination is not a business you own; PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description STOCK_INSUFFICIENT: 'Only 3 of Rice 50kg in stock' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UpdateStockTransferController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StockTransferContentsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedStockTransfer'];
            /** @enum {string} */
            message: 'Stock transfer updated';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description STOCK_TRANSFER_NOT_DRAFT */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ChangeStockTransferStatusController_change: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeStockTransferStatusDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedStockTransfer'];
            /** @enum {string} */
            message: 'Stock transfer cancelled' | 'Stock transferred successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description STOCK_TRANSFER_NOT_DRAFT: only a draft can be sent or cancelled; STOCK_INSUFFICIENT */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  'DuplicateStockTransferController_duplicate[1]': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedStockTransfer'];
            /** @enum {string} */
            message: 'Stock transfer duplicated';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  InvoicesController_byId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              balance?: string;
              business: components['schemas']['IssuerView'];
              currency: string;
              customer: {
                address: string | null;
                email: string | null;
                id: string;
                name: string;
                phone: string | null;
              };
              date: string;
              delivery?: components['schemas']['Adjustment'];
              discount?: components['schemas']['Adjustment'];
              dueDate?: string;
              expiryDate?: string;
              id: string;
              items: {
                /** @enum {string} */
                kind: 'product' | 'service';
                name: string;
                /** @description Unit price. */
                price: string;
                productId: string;
                quantity: string;
                /** @description round(quantity × price). */
                total: string;
              }[];
              /** @enum {string} */
              kind: 'invoice' | 'quotation';
              notes?: string;
              paid?: string;
              payments: components['schemas']['InvoicePayment'][];
              publicId: string;
              quotationId?: string;
              reference: string;
              reminders: string[];
              status: string;
              subtotal: string;
              tax?: components['schemas']['Adjustment'];
              total: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No such invoice */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DeleteInvoiceController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, message: 'Invoice has been voided successfully' | 'Invoice deleted successfully' } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              outcome: 'deleted' | 'voided';
              position: string;
            };
            /** @enum {string} */
            message: 'Invoice deleted successfully' | 'Invoice has been voided successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description INVOICE_HAS_PAYMENTS (refund them first), INVOICE_VOIDED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MarkInvoicePaidController_preview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { id, reference, status, balance, canMarkAsPaid } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              balance: string;
              canMarkAsPaid: boolean;
              id: string;
              reference: string;
              /** @enum {string} */
              status: 'approved' | 'draft' | 'paid' | 'void';
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  MarkInvoicePaidController_mark: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MarkInvoicePaidDto'];
      };
    };
    responses: {
      /** @description { success, message: 'Invoice paid successfully', data } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              amount: string;
              balance: string;
              id: string;
              paymentId: string;
              position: string;
              status: string;
            };
            /** @enum {string} */
            message: 'Invoice paid successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description INVOICE_NOT_APPROVED, INVOICE_VOIDED, INVOICE_ALREADY_PAID */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  InvoicesController_pdf: {
    parameters: {
      query?: {
        /** @description Spec 002 §9: 'letterhead' */
        template?: 'letterhead' | 'standard';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No such invoice */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  InvoicesController_publicInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              balance?: string;
              business: components['schemas']['IssuerView'];
              canPay: boolean;
              currency: string;
              customer: {
                address: string | null;
                email: string | null;
                id: string;
                name: string;
                phone: string | null;
              };
              date: string;
              delivery?: components['schemas']['Adjustment'];
              discount?: components['schemas']['Adjustment'];
              dueDate?: string;
              expiryDate?: string;
              id: string;
              items: {
                /** @enum {string} */
                kind: 'product' | 'service';
                name: string;
                /** @description Unit price. */
                price: string;
                productId: string;
                quantity: string;
                /** @description round(quantity × price). */
                total: string;
              }[];
              /** @enum {string} */
              kind: 'invoice' | 'quotation';
              /** @description The address of the business's logo (GET /api/v1/logo/{businessId}/{sha256}, no sign-in) when it is a readable PNG or JPEG, as the PDF draws it; else null, also when the invoice settings hide it. */
              logo: string | null;
              notes?: string;
              paid?: string;
              publicId: string;
              reference: string;
              status: string;
              subtotal: string;
              tax?: components['schemas']['Adjustment'];
              total: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No such invoice (drafts are never public) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  InvoicesController_publicPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  InvoicesController_count: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { all, draft, approved, paid, void, byStatus: [{ status, count, total, paid, balance }] } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              all: number;
              byStatus: components['schemas']['InvoiceStatusTotals'][];
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  CreateInvoiceController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateInvoiceDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, publicId, reference, status, total, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CreatedInvoice'];
            /** @enum {string} */
            message: 'Invoice approved successfully' | 'Invoice created successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description STOCK_INSUFFICIENT on approval; QUOTATION_NOT_APPROVED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PayInvoiceByCardController_link: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GeneratePaymentLinkDto'];
      };
    };
    responses: {
      /** @description { success, data: { authorization_url, reference, amount, currency } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              amount: string;
              authorization_url: string;
              currency: string;
              reference: string;
            };
            /** @enum {string} */
            message: 'Payment link generated';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No invoice with that public id */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The invoice is paid or void */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  InvoicesController_getCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { count, next: 'INV-004' } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              count: number;
              next: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  RecordInvoicePaymentController_payment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordInvoicePaymentDto'];
      };
    };
    responses: {
      /** @description { success, message: 'Invoice paid successfully', data: { id, paymentId, amount, balance, status } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              amount: string;
              balance: string;
              id: string;
              paymentId: string;
              position: string;
              status: string;
            };
            /** @enum {string} */
            message: 'Invoice paid successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description INVOICE_NOT_APPROVED (a draft), INVOICE_VOIDED, INVOICE_ALREADY_PAID, INVOICE_OVERPAYMENT (more than is owed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  RecordInvoicePaymentController_recordPayment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordInvoicePaymentDto'];
      };
    };
    responses: {
      /** @description { success, message: 'Invoice paid successfully', data } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              amount: string;
              balance: string;
              id: string;
              paymentId: string;
              position: string;
              status: string;
            };
            /** @enum {string} */
            message: 'Invoice paid successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description INVOICE_NOT_APPROVED (a draft), INVOICE_VOIDED, INVOICE_ALREADY_PAID, INVOICE_OVERPAYMENT (more than is owed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SendInvoiceController_send: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SendDocumentDto'];
      };
    };
    responses: {
      /** @description { success, message: 'Invoice sent successfully', data: { id, email } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email: string;
              id: string;
            };
            /** @enum {string} */
            message: 'Invoice sent successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description INVOICE_NOT_APPROVED: a draft is not sent */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SendInvoiceController_sendUpload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, message: 'Invoice send successfully', data: { id, email } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email: string;
              id: string;
            };
            /** @enum {string} */
            message: 'Invoice send successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  InvoicesController_summary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvoiceSummaryDto'];
      };
    };
    responses: {
      /** @description { success, data: { byStatus, overdue, invoices, pagination: { page, limit, total } } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              byStatus: components['schemas']['InvoiceStatusTotals'][];
              invoices: components['schemas']['InvoiceListRow'][];
              overdue: number;
              pagination: {
                limit: number;
                page: number;
                total: number;
              };
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  InvoicesController_byReference: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ref: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              balance?: string;
              business: components['schemas']['IssuerView'];
              currency: string;
              customer: {
                address: string | null;
                email: string | null;
                id: string;
                name: string;
                phone: string | null;
              };
              date: string;
              delivery?: components['schemas']['Adjustment'];
              discount?: components['schemas']['Adjustment'];
              dueDate?: string;
              expiryDate?: string;
              id: string;
              items: {
                /** @enum {string} */
                kind: 'product' | 'service';
                name: string;
                /** @description Unit price. */
                price: string;
                productId: string;
                quantity: string;
                /** @description round(quantity × price). */
                total: string;
              }[];
              /** @enum {string} */
              kind: 'invoice' | 'quotation';
              notes?: string;
              paid?: string;
              payments: components['schemas']['InvoicePayment'][];
              publicId: string;
              quotationId?: string;
              reference: string;
              reminders: string[];
              status: string;
              subtotal: string;
              tax?: components['schemas']['Adjustment'];
              total: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No such invoice */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UpdateInvoiceController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateInvoiceDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, changes, position } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              changes: string[];
              id: string;
              position: string;
            };
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description INVOICE_ALREADY_APPROVED, INVOICE_VOIDED, INVOICE_ALREADY_PAID, INVOICE_HAS_PAYMENTS, STOCK_INSUFFICIENT */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetPublicLogoController_logo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The sha256 (hex) its companyImage names now */
        hash: string;
        /** @description The business id */
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image bytes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description IMAGE_NOT_FOUND: not this business’s logo now (an old one, another picture), or not readable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListCreditorsController_creditors: {
    parameters: {
      query?: {
        /** @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later payment, void, amendment or back-dated entry */
        knownAt?: unknown;
        limit?: unknown;
        page?: unknown;
        /** @description In the contact’s name, company, e-mail, phone, or a document’s reference */
        q?: unknown;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { currency, today, data: [{ contactId, name, company, email, phone, total, overdue, documentCount, overdueCount, nextDueDate, daysOverdue, documents: [{ transactionId, reference, type, date, dueDate, total, paid, balance, daysOverdue }] }], page, limit, total, totalPages } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['OwedPage'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListDebtorsController_debtors: {
    parameters: {
      query?: {
        /** @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later payment, void, amendment or back-dated entry */
        knownAt?: unknown;
        limit?: unknown;
        page?: unknown;
        /** @description In the contact’s name, company, e-mail, phone, or a document’s reference */
        q?: unknown;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { currency, today, data: [{ contactId, name, company, email, phone, total, overdue, documentCount, overdueCount, nextDueDate, daysOverdue, documents: [{ transactionId, reference, type, date, dueDate, total, paid, balance, daysOverdue }] }], page, limit, total, totalPages } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['OwedPage'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetOwedStatsController_stats: {
    parameters: {
      query?: {
        /** @description Accepted and ignored: the business is always the session’s */
        business?: unknown;
        /** @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later payment, void, amendment or back-dated entry */
        knownAt?: unknown;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { currency, today, receivables: { total, overdue, count, overdueCount, contacts, overdueContacts }, payables: { … } } }; a side the member may not see is null */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['OwedStats'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  SetAutoRenewalController_setAutoRenewal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetAutoRenewalDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { card: { brand, last4, expMonth, expYear, bank, reusable, autoRenew }, position } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AutoRenewalSet'];
            /** @enum {string} */
            message: 'Automatic renewal is off' | 'Your plan renews automatically with this card';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description NO_CARD_ON_FILE: there is no card to renew with */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetCardController_card: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CardView'] | null;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ChangeCardController_change: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeCardDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { authorization_url, reference, amount, currency } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StartedCardPayment'];
            /** @enum {string} */
            message: 'Authorize the new card';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  CompleteOrderController_complete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompleteOrderDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { authorization_url, reference, amount, currency, plan: null } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PlanPurchase'];
            /** @enum {string} */
            message: 'Proceed to payment';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description NO_ORDER_TO_COMPLETE: no plan order awaits payment */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GenerateTransactionIdController_generate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              reference: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListPaymentHistoryController_history: {
    parameters: {
      query?: {
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PaymentHistoryRow'][];
            limit: number;
            page: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  GetPlanController_plan: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PlanStatus'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListPlansController_plans: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PlanCatalogueView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  BuyPlanController_buy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BuyPlanDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { authorization_url, reference, amount, currency, plan } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PlanPurchase'];
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Already on the Micro plan, or the reference was used */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The card provider could not be reached */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BuyAdditionalUsersController_buy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BuyAdditionalUsersDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { authorization_url, reference, amount, currency } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StartedCardPayment'];
            /** @enum {string} */
            message: 'Proceed to payment';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description PAID_PLAN_REQUIRED: no paid plan is running */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StartTrialController_startTrial: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StartTrialDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { planStatus, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['StartedTrial'];
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description The trial of this plan was already used, or a paid plan is running */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VerifyPaymentController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyPaymentDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { reference, status, recorded, purpose, plan, card } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['BillingPaymentOutcome'];
            /** @enum {string} */
            message: 'Payment not completed' | 'The users were added to your plan' | 'Your card was changed' | 'Your plan is paid' | 'Your plan was renewed';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description PAYMENT_NOT_FOUND: no such payment of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PAYMENT_AMOUNT_MISMATCH: the amount paid is not what the order costs; nothing recorded */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The card provider could not be reached */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PayInvoiceByCardController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyInvoicePaymentDto'];
      };
    };
    responses: {
      /** @description { success, message: 'Invoice paid successfully' | 'Payment not completed', data: { reference, status, recorded, invoice } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CardPaymentOutcome'];
            /** @enum {string} */
            message: 'Invoice paid successfully' | 'Payment not completed';
            success: boolean;
          };
        };
      };
    };
  };
  PosRegistersController_active: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { id, till, userId, status (open | closed), currency, openingFloat, openedAt, date, closedAt, paymentSummary: [{ glAccount, name, glTotalSale, expected, counted, difference }], cashDifference, salesCount, totalSales } | null } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RegisterView'] | null;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  PosSalesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Made on the device, once per sale: an offline sale resent any number of times is recorded once */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordPosSaleDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, position, registerId, amount, amountCollected, change, amountRemaining } } (parked: { id, status, position }) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                data: components['schemas']['RecordedPosSale'];
                /** @enum {string} */
                message: 'Sale created successfully';
                /** @enum {boolean} */
                success: true;
              }
            | {
                data: components['schemas']['ParkedSale'];
                /** @enum {string} */
                message: 'Sale parked successfully';
                /** @enum {boolean} */
                success: true;
              };
        };
      };
      /** @description Naming the field: items[0].quantity, discount (a percent above 100), amountCollected (not a decimal), customer (credit without one), … */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description REGISTER_NOT_YOURS (another user’s register) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description REGISTER_NOT_OPEN, REGISTER_CLOSED, STOCK_INSUFFICIENT */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PosSalesController_createNew: {
    parameters: {
      query?: never;
      header?: {
        /** @description Made on the device, once per sale: an offline sale resent any number of times is recorded once */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordPosSaleDto'];
      };
    };
    responses: {
      /** @description As POST /pos/create */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                data: components['schemas']['RecordedPosSale'];
                /** @enum {string} */
                message: 'Sale created successfully';
                /** @enum {boolean} */
                success: true;
              }
            | {
                data: components['schemas']['ParkedSale'];
                /** @enum {string} */
                message: 'Sale parked successfully';
                /** @enum {boolean} */
                success: true;
              };
        };
      };
    };
  };
  PosRegistersController_latest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { id, till, userId, status (open | closed), currency, openingFloat, openedAt, date, closedAt, paymentSummary: [{ glAccount, name, glTotalSale, expected, counted, difference }], cashDifference, salesCount, totalSales } | null } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RegisterView'] | null;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  PosRegistersController_close: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CloseRegisterDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, transactionId, reference, paymentSummary, cashDifference, position } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ClosedRegister'];
            /** @enum {string} */
            message: 'Register closed successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description REGISTER_NOT_OPEN (none open), REGISTER_CLOSED (already closed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PosRegistersController_open: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OpenRegisterDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, till, openingFloat, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['OpenedRegister'];
            /** @enum {string} */
            message: 'Register opened successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description REGISTER_ALREADY_OPEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PosSalesController_deleteParked: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, message, data: { id, position } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              position: string;
            };
            /** @enum {string} */
            message: 'Parked sale deleted successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description PARKED_SALE_NOT_FOUND (unknown, already sold or deleted) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PosQueriesController_saleHistory: {
    parameters: {
      query?: {
        /** @description Ignored: the business is the session’s */
        business?: unknown;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              events: {
                data: components['schemas']['AuditEventDetail'][];
                limit: number;
                page: number;
                total: number;
                totalPages: number;
              };
              sale: components['schemas']['PosSaleView'];
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description POS_SALE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PosQueriesController_receiptHtml: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PosQueriesController_receiptPdf: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PosQueriesController_retrieve: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ParkedSaleView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description PARKED_SALE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PosQueriesController_history: {
    parameters: {
      query?: {
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Only the sales of this register */
        registerId?: string;
        /** @description Only the sales this user recorded */
        userId?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PosSaleHistoryRow'][];
            limit: number;
            page: number;
            skip: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  PosQueriesController_parked: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ParkedSaleView'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ProductionController_list: {
    parameters: {
      query?: {
        /** @description ALL (default), wip or batch */
        type?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductionRecordView'][];
            limit: number;
            page: number;
            skip: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  ProductionController_createWip: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MoveToWipDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              amount: string;
              id: string;
              position: string;
              reference: string;
            };
            /** @enum {string} */
            message: 'Raw materials moved to work in progress';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description STOCK_INSUFFICIENT naming the raw material */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ProductionController_produce: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProduceDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, position, total, outputs: [{ id, name, quantity, price, value }] } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProducedBatch'];
            /** @enum {string} */
            message: 'Production batch created successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description STOCK_INSUFFICIENT: 'Only 3 of Flour in stock' (the raw material named, field inputs[i].quantity) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ProductionController_createRawMaterial: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateRawMaterialDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, sku, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              position: string;
              sku: string;
            };
            /** @enum {string} */
            message: 'Raw material created successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ProductionController_search: {
    parameters: {
      query?: {
        query?: unknown;
        type?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: (components['schemas']['ProductView'] | components['schemas']['RawMaterialView'])[];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ProductionController_sku: {
    parameters: {
      query?: {
        type?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              sku: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ProductionController_summary: {
    parameters: {
      query?: {
        /** @description ALL (default), wip or batch */
        type?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              additionalCosts: string;
              inputValue: string;
              outputValue: string;
              rawMaterials: number;
              rawMaterialsValue: string;
              records: number;
              workInProgress: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ProductionController_wip: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              balance: string;
              limit: number;
              moves: components['schemas']['ProductionRecordView'][];
              page: number;
              total: number;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  PosQueriesController_recentProducts: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: [product] } (as GET /products) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductView'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  'GetPurchaseOrderController_get[0]': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              createdAt: string;
              /** @enum {string} */
              currency:
                | 'AUD'
                | 'BRL'
                | 'CAD'
                | 'CFA'
                | 'CHF'
                | 'CNY'
                | 'CZK'
                | 'DKK'
                | 'EGP'
                | 'EUR'
                | 'GBP'
                | 'GHS'
                | 'HKD'
                | 'IDR'
                | 'INR'
                | 'JPY'
                | 'KES'
                | 'KRW'
                | 'MYR'
                | 'NAD'
                | 'NGN'
                | 'PHP'
                | 'THB'
                | 'TWD'
                | 'USD'
                | 'VND'
                | 'ZAR';
              date: string;
              expectedDate: string | null;
              items: {
                name: string;
                outstanding: string;
                price: string;
                product: string;
                quantity: string;
                received: string;
                total: string;
              }[];
              note: string | null;
              number: string;
              receipts: {
                date: string;
                lines: {
                  productId: string;
                  quantity: string;
                }[];
                purchaseId: string;
                reference: string;
                voided?: boolean;
              }[];
              /** @enum {string} */
              status: 'cancelled' | 'draft' | 'partly_received' | 'received' | 'sent';
              supplier: {
                _id: string;
                name: string | null;
              } | null;
              total: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  'UpdatePurchaseOrderController_update[0]': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PurchaseOrderContentsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedPurchaseOrder'];
            /** @enum {string} */
            message: 'Purchase order updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description PURCHASE_ORDER_CLOSED: received, cancelled, or goods already received against it */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  'ChangePurchaseOrderController_change[0]': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePurchaseOrderDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedPurchaseOrder'];
            message: string;
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description PURCHASE_ORDER_OVER_RECEIVED: 'Only 5 of Rice 50kg is outstanding on PO-001'; PURCHASE_ORDER_CLOSED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  'DuplicatePurchaseOrderController_duplicate[0]': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedPurchaseOrder'];
            /** @enum {string} */
            message: 'Purchase order duplicated';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  'ListPurchaseOrdersController_list[0]': {
    parameters: {
      query?: {
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        status?: 'draft' | 'sent' | 'partly_received' | 'received' | 'cancelled';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              data: {
                _id: string;
                createdAt: string;
                /** @enum {string} */
                currency:
                  | 'AUD'
                  | 'BRL'
                  | 'CAD'
                  | 'CFA'
                  | 'CHF'
                  | 'CNY'
                  | 'CZK'
                  | 'DKK'
                  | 'EGP'
                  | 'EUR'
                  | 'GBP'
                  | 'GHS'
                  | 'HKD'
                  | 'IDR'
                  | 'INR'
                  | 'JPY'
                  | 'KES'
                  | 'KRW'
                  | 'MYR'
                  | 'NAD'
                  | 'NGN'
                  | 'PHP'
                  | 'THB'
                  | 'TWD'
                  | 'USD'
                  | 'VND'
                  | 'ZAR';
                date: string;
                expectedDate: string | null;
                items: {
                  name: string;
                  outstanding: string;
                  price: string;
                  product: string;
                  quantity: string;
                  received: string;
                  total: string;
                }[];
                note: string | null;
                number: string;
                receipts: {
                  date: string;
                  lines: {
                    productId: string;
                    quantity: string;
                  }[];
                  purchaseId: string;
                  reference: string;
                  voided?: boolean;
                }[];
                /** @enum {string} */
                status: 'cancelled' | 'draft' | 'partly_received' | 'received' | 'sent';
                supplier: {
                  _id: string;
                  name: string | null;
                } | null;
                total: string;
              }[];
              limit: number;
              page: number;
              skip: number;
              total: number;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  'NextPurchaseOrderNumberController_number[0]': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              number: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  PublicQrMenuController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              business: {
                name: string;
              };
              /** @enum {string} */
              currency:
                | 'AUD'
                | 'BRL'
                | 'CAD'
                | 'CFA'
                | 'CHF'
                | 'CNY'
                | 'CZK'
                | 'DKK'
                | 'EGP'
                | 'EUR'
                | 'GBP'
                | 'GHS'
                | 'HKD'
                | 'IDR'
                | 'INR'
                | 'JPY'
                | 'KES'
                | 'KRW'
                | 'MYR'
                | 'NAD'
                | 'NGN'
                | 'PHP'
                | 'THB'
                | 'TWD'
                | 'USD'
                | 'VND'
                | 'ZAR';
              description: string | null;
              items: {
                name: string;
                price: string;
                type: string;
              }[];
              name: string;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  PublicQrMenuController_qr: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  QuotationsController_list: {
    parameters: {
      query?: {
        endDate?: string;
        /** @description A customer (contact id) */
        entity?: string;
        limit?: number;
        page?: number;
        /** @description Number or customer name */
        q?: string;
        startDate?: string;
        status?: 'draft' | 'approved' | 'paid' | 'void' | 'overdue';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              currency:
                | 'AUD'
                | 'BRL'
                | 'CAD'
                | 'CFA'
                | 'CHF'
                | 'CNY'
                | 'CZK'
                | 'DKK'
                | 'EGP'
                | 'EUR'
                | 'GBP'
                | 'GHS'
                | 'HKD'
                | 'IDR'
                | 'INR'
                | 'JPY'
                | 'KES'
                | 'KRW'
                | 'MYR'
                | 'NAD'
                | 'NGN'
                | 'PHP'
                | 'THB'
                | 'TWD'
                | 'USD'
                | 'VND'
                | 'ZAR';
              customerName: string | null;
              date: string;
              entityId: string;
              expiryDate: string | null;
              id: string;
              invoiceId: string | null;
              publicId: string;
              reference: string;
              status: components['schemas']['QuotationStatus'];
              total: string;
            }[];
            pagination: {
              limit: number;
              page: number;
              total: number;
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  CreateQuotationController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['QuotationFormDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, publicId, reference, status, total } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              position: string;
              publicId: string;
              reference: string;
              status: string;
              total: string;
            };
            /** @enum {string} */
            message: 'Quotation created successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  QuotationsController_byId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DocumentView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No such quotation */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UpdateQuotationController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['QuotationFormDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              position: string;
            };
            /** @enum {string} */
            message: 'Quotation updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description QUOTATION_ALREADY_APPROVED, QUOTATION_VOIDED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VoidQuotationController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, message: 'Quotation has been voided successfully' } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              position: string;
              status: string;
            };
            /** @enum {string} */
            message: 'Quotation has been voided successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description QUOTATION_VOIDED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ApproveQuotationController_approve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, message: 'Quotation approved successfully' } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              position: string;
              status: string;
            };
            /** @enum {string} */
            message: 'Quotation approved successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description QUOTATION_ALREADY_APPROVED, QUOTATION_VOIDED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  QuotationsController_pdf: {
    parameters: {
      query?: {
        /** @description Spec 002 §9: 'letterhead' */
        template?: 'letterhead' | 'standard';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  QuotationsController_publicQuotation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PublicDocumentView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No such quotation */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SendQuotationController_send: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SendDocumentDto'];
      };
    };
    responses: {
      /** @description { success, message: 'Quotation sent successfully' } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email: string;
              id: string;
            };
            /** @enum {string} */
            message: 'Quotation sent successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetBusinessReceiptController_receipt: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: receipt, with logo: the address of the business logo, or null } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PublicReceiptView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No such receipt */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetCurrentAssetsController_currentAssets: {
    parameters: {
      query?: {
        /** @description The balance sheet date (default today) */
        endDate1?: unknown;
        /** @description A second date beside the first */
        endDate2?: unknown;
        /** @description An event position: the report exactly as it was when the history ended there */
        knownAt?: unknown;
        /** @description Where profit to date starts (default the first of January) */
        startDate1?: unknown;
        startDate2?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              balanced: boolean[];
              businessId: string;
              businessName: string;
              columns: {
                date: string;
                profitFrom: string;
              }[];
              currency: string;
              currentAssets: components['schemas']['ReportSection'];
              figures: {
                cashAtBank: components['schemas']['ReportFigure'];
                cashOnHand: components['schemas']['ReportFigure'];
                currentAssets: components['schemas']['ReportFigure'];
                fixedAssets: components['schemas']['ReportFigure'];
                inventories: components['schemas']['ReportFigure'];
                prepayments: components['schemas']['ReportFigure'];
                receivables: components['schemas']['ReportFigure'];
                totalAssets: components['schemas']['ReportFigure'];
                vatReceivable: components['schemas']['ReportFigure'];
              };
              fixedAssets: components['schemas']['ReportSection'];
              knownAt: string | null;
              /** @enum {string} */
              source: 'aggregates' | 'journal';
              totalAssets: components['schemas']['ReportLine'];
              totals: {
                equity: string[];
                liabilities: string[];
                totalAssets: string[];
                totalLiabilitiesAndEquity: string[];
              };
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetEquityController_equity: {
    parameters: {
      query?: {
        /** @description The balance sheet date (default today) */
        endDate1?: unknown;
        /** @description A second date beside the first */
        endDate2?: unknown;
        /** @description An event position: the report exactly as it was when the history ended there */
        knownAt?: unknown;
        /** @description Where profit to date starts (default the first of January) */
        startDate1?: unknown;
        startDate2?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              balanced: boolean[];
              businessId: string;
              businessName: string;
              columns: {
                date: string;
                profitFrom: string;
              }[];
              currency: string;
              equity: components['schemas']['ReportSection'];
              figures: {
                contribution: components['schemas']['ReportFigure'];
                drawings: components['schemas']['ReportFigure'];
                equity: components['schemas']['ReportFigure'];
                profitToDate: components['schemas']['ReportFigure'];
                retainedEarnings: components['schemas']['ReportFigure'];
                totalLiabilitiesAndEquity: components['schemas']['ReportFigure'];
              };
              knownAt: string | null;
              /** @enum {string} */
              source: 'aggregates' | 'journal';
              totalLiabilitiesAndEquity: components['schemas']['ReportLine'];
              totals: {
                equity: string[];
                liabilities: string[];
                totalAssets: string[];
                totalLiabilitiesAndEquity: string[];
              };
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetLiabilitiesController_liabilities: {
    parameters: {
      query?: {
        /** @description The balance sheet date (default today) */
        endDate1?: unknown;
        /** @description A second date beside the first */
        endDate2?: unknown;
        /** @description An event position: the report exactly as it was when the history ended there */
        knownAt?: unknown;
        /** @description Where profit to date starts (default the first of January) */
        startDate1?: unknown;
        startDate2?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              balanced: boolean[];
              businessId: string;
              businessName: string;
              columns: {
                date: string;
                profitFrom: string;
              }[];
              currency: string;
              figures: {
                liabilities: components['schemas']['ReportFigure'];
              };
              knownAt: string | null;
              liabilities: components['schemas']['ReportSection'];
              /** @enum {string} */
              source: 'aggregates' | 'journal';
              totals: {
                equity: string[];
                liabilities: string[];
                totalAssets: string[];
                totalLiabilitiesAndEquity: string[];
              };
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetCashFlowController_get: {
    parameters: {
      query?: {
        /** @description Default today */
        endDate?: unknown;
        /** @description Default the first of this month */
        startDate?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CashFlowReport'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetCashFlowPdfController_pdf: {
    parameters: {
      query?: {
        /** @description Default today */
        endDate?: unknown;
        /** @description Default the first of this month */
        startDate?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetExpenseReportController_expenseReport: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExpenseReportBodyDto'];
      };
    };
    responses: {
      /** @description { success, data: { currency, startDate, endDate, knownAt, total, categories: [{ subtype, name, accountCode, amount, percent }] } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ExpenseReport'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetInventoryReportController_inventoryReport: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DatesDto'];
      };
    };
    responses: {
      /** @description { success, data: { currency, startDate, endDate, products, lowStock, opening, in, out, closing, sold } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InventoryReport'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListInventoryReportController_inventoryList: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InventoryListBodyDto'];
      };
    };
    responses: {
      /** @description { success, data: { currency, startDate, endDate, data: [{ productId, name, sku, measurement, stockLevel, opening, in, out, closing, sold, lowStock }], page, limit, total, totalPages } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InventoryReportPage'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetProfitAndLossController_get: {
    parameters: {
      query?: {
        endDate1?: unknown;
        endDate2?: unknown;
        /** @description An event position: the report exactly as it was when the history ended there */
        knownAt?: unknown;
        startDate1?: unknown;
        /** @description The second column (with endDate2) */
        startDate2?: unknown;
      };
      header?: never;
      path: {
        /** @description custom (startDate1 and endDate1 required), or this-month, last-month, this-quarter, last-quarter, this-year, last-year (the period before it beside it) */
        param: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { currency, periods, revenue, costOfSales, grossProfit, …, netProfit, figures } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProfitAndLossReport'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetProfitAndLossPdfController_pdf: {
    parameters: {
      query?: {
        endDate1?: unknown;
        endDate2?: unknown;
        /** @description An event position: the report exactly as it was when the history ended there */
        knownAt?: unknown;
        startDate1?: unknown;
        /** @description The second column (with endDate2) */
        startDate2?: unknown;
      };
      header?: never;
      path: {
        /** @description custom (startDate1 and endDate1 required), or this-month, last-month, this-quarter, last-quarter, this-year, last-year (the period before it beside it) */
        param: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SendProfitAndLossController_send: {
    parameters: {
      query?: {
        email?: unknown;
        endDate1?: unknown;
        endDate2?: unknown;
        /** @description An event position: the report exactly as it was when the history ended there */
        knownAt?: unknown;
        /** @description Whom to greet */
        name?: unknown;
        startDate1?: unknown;
        /** @description The second column (with endDate2) */
        startDate2?: unknown;
      };
      header?: never;
      path: {
        /** @description custom (startDate1 and endDate1 required), or this-month, last-month, this-quarter, last-quarter, this-year, last-year (the period before it beside it) */
        param: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, message, data: { email, fileName } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SentProfitAndLoss'];
            /** @enum {string} */
            message: 'Report sent successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description MAIL_NOT_SENT */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetSalesReportController_salesReport: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DatesDto'];
      };
    };
    responses: {
      /** @description { success, data: { currency, startDate, endDate, totals, byProduct, byCustomer, byDay } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SalesReport'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetExpenseSummaryController_expenseSummary: {
    parameters: {
      query?: {
        /** @description Accepted for the spec’s client and ignored: the business is always the session’s current business */
        business?: string;
        /** @description Last day, YYYY-MM-DD (default: today) */
        endDate?: string;
        /** @description Series per day or month (default: by day up to 62 days, else by month) */
        groupBy?: 'day' | 'month';
        /** @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry */
        knownAt?: string;
        /** @description First day, YYYY-MM-DD (default: the 1st of this month) */
        startDate?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { currency, startDate, endDate, groupBy, knownAt, total, series: [{ period, total }], categories: [{ subtype, name, accountCode, amount }] } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ExpenseSummary'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetProfitSummaryController_profits: {
    parameters: {
      query?: {
        endDate?: unknown;
        /** @description An event position: the summary as it stood when the history ended there */
        knownAt?: unknown;
        startDate?: unknown;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProfitSummary'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetSalesSummaryController_salesSummary: {
    parameters: {
      query?: {
        /** @description Accepted for the spec’s client and ignored: the business is always the session’s current business */
        business?: string;
        /** @description Last day, YYYY-MM-DD (default: today) */
        endDate?: string;
        /** @description Series per day or month (default: by day up to 62 days, else by month) */
        groupBy?: 'day' | 'month';
        /** @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry */
        knownAt?: string;
        /** @description First day, YYYY-MM-DD (default: the 1st of this month) */
        startDate?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { currency, startDate, endDate, groupBy, count, total, paid, balanceDue, series: [{ period, count, total, paid, balanceDue }] } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SalesSummary'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListPurchaseTransactionsController_purchaseTransactions: {
    parameters: {
      query?: {
        /** @description Accepted for the spec’s client and ignored: the business is always the session’s current business */
        business?: string;
        /** @description Last day, YYYY-MM-DD (default: today) */
        endDate?: string;
        /** @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry */
        knownAt?: string;
        /** @description Page size (default 25, at most 100) */
        limit?: number;
        page?: number;
        /** @description First day, YYYY-MM-DD (default: the 1st of this month) */
        startDate?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { currency, startDate, endDate, totals: { count, total, paid, balanceDue }, data: [transaction], page, limit, total, totalPages } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ReportTransactions'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListSalesTransactionsController_salesTransactions: {
    parameters: {
      query?: {
        /** @description Accepted for the spec’s client and ignored: the business is always the session’s current business */
        business?: string;
        /** @description Last day, YYYY-MM-DD (default: today) */
        endDate?: string;
        /** @description A position (what a command answered): the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry */
        knownAt?: string;
        /** @description Page size (default 25, at most 100) */
        limit?: number;
        page?: number;
        /** @description First day, YYYY-MM-DD (default: the 1st of this month) */
        startDate?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { currency, startDate, endDate, totals: { count, total, paid, balanceDue }, data: [transaction], page, limit, total, totalPages } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ReportTransactions'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetTrialBalanceController_get: {
    parameters: {
      query?: {
        /** @description Default today */
        date?: unknown;
        /** @description An event position: the report exactly as it was when the history ended there */
        knownAt?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TrialBalanceReport'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListServicesController_listServices: {
    parameters: {
      query?: {
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description From 1 */
        page?: number;
        /** @description Name, SKU or barcode contains this */
        q?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductView'][];
            limit: number;
            page: number;
            skip: number;
            /** @enum {boolean} */
            success: true;
            total: number;
          };
        };
      };
    };
  };
  GetServiceController_getService: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductView'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description SERVICE_NOT_FOUND (also for a product’s id) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  'GetStockTransferController_get[0]': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              _id: string;
              amount: string | null;
              createdAt: string;
              date: string;
              destination: {
                _id: string;
                name: string;
              };
              destinationReference: string | null;
              /** @enum {string} */
              direction: 'in' | 'out';
              items: {
                /** @enum {string} */
                measurement:
                  | 'Bottle'
                  | 'Carton'
                  | 'Cup'
                  | 'Day'
                  | 'Dozen'
                  | 'Grammes'
                  | 'Hour'
                  | 'Kg'
                  | 'Litre'
                  | 'Month'
                  | 'Pack'
                  | 'Pairs'
                  | 'Piece'
                  | 'Plate'
                  | 'Portion'
                  | 'Unit'
                  | 'Week'
                  | 'Wrap'
                  | 'Yard';
                name: string;
                product: string;
                quantity: string;
                sku: string;
                value: string | null;
              }[];
              note: string | null;
              reference: string;
              source: {
                _id: string;
                name: string;
              };
              /** @enum {string} */
              status: 'cancelled' | 'draft' | 'received' | 'sent';
            };
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ListTagsController_list: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProductTag'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  TransferFundsController_transfer: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TransferFundsDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedTransaction'];
            /** @enum {string} */
            message: 'Transfer recorded successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description SAME_ACCOUNT (from = to), UNKNOWN_ACCOUNT, amounts */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetTransactionGraphController_graph: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['TransactionGraphDto'];
      };
    };
    responses: {
      /** @description One row per day, oldest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TransactionGraphDay'][];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description VALIDATION_FAILED naming the field: a date that is not a real YYYY-MM-DD between 1900 and 2199, startDate after endDate, more than 366 days, a type other than sales, purchases, expenses, inflows, outflows, an unknown field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListTransactionsController_list: {
    parameters: {
      query?: {
        /** @description customrange: last day (YYYY-MM-DD) */
        endDate?: string;
        /** @description Expense category */
        filterByCategory?: string;
        /** @description "Cash" or a bank account id: what was paid from or into that account, transfers from it and into it included */
        filterByPaymentMethod?: string;
        /** @description The id of the team member who recorded it */
        filterByStaff?: string;
        /** @description Subtype(s), comma-separated */
        filterBySubtype?: string;
        /** @description List type(s), comma-separated: sales, purchases, expenses, inflows, outflows, transfer, others, assets_purchase, assets_sale */
        filterByType?: string;
        /** @description Without it, startDate/endDate apply when given */
        filterType?: 'customrange' | 'fixed' | 'search' | 'adminRange';
        /** @description fixed: how many units back from today (default 30) */
        howLongInNumber?: number;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description Default desc */
        mode?: 'asc' | 'desc';
        /** @description fixed: the unit (default days) */
        oneOfDaysWeeksMonthsYears?: 'days' | 'weeks' | 'months' | 'years';
        /** @description From 1 */
        page?: number;
        /** @description Searched in the reference, the description and the contact */
        q?: string;
        /** @description Default date */
        sort?: 'date' | 'amount';
        /** @description Same as mode */
        sortOrder?: 'asc' | 'desc';
        /** @description customrange: first day (YYYY-MM-DD) */
        startDate?: string;
        status?: 'posted' | 'voided';
        /** @description Same as filterByType (the journals use type=sales / expenses) */
        type?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { data: [transaction], page, limit, total, totalPages } }, newest first unless sort/mode say otherwise */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TransactionPage'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  RecordTransactionController_record: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordTransactionDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedTransaction'];
            /** @enum {string} */
            message: 'Transaction recorded successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description { success: false, message, code, errors: [{ field, message }] } */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VoidTransactionController_voidTransaction: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The transaction’s id or its reference */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @example Recorded twice */
          reason?: string;
        };
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, position } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CorrectedTransaction'];
            /** @enum {string} */
            message: 'Transaction voided successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No such transaction in this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TRANSACTION_ALREADY_VOIDED, or TRANSACTION_HAS_PAYMENTS (void the payments first) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AmendTransactionController_amend: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The transaction’s id or its reference */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, position } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CorrectedTransaction'];
            /** @enum {string} */
            message: 'Transaction updated successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description A field is wrong (as the type’s POST would say), or the type cannot be edited (TRANSACTION_NOT_AMENDABLE) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TRANSACTION_ALREADY_VOIDED, TRANSACTION_HAS_PAYMENTS, STOCK_INSUFFICIENT */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VoidSaleController_voidSale: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The transaction’s id or its reference */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @example Recorded twice */
          reason?: string;
        };
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, position } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CorrectedTransaction'];
            /** @enum {string} */
            message: 'Transaction voided successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  VoidRepaymentController_voidRepayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The transaction’s id or its reference */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @example Recorded twice */
          reason?: string;
        };
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, position } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CorrectedTransaction'];
            /** @enum {string} */
            message: 'Transaction voided successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  GetTransactionController_byReference: {
    parameters: {
      query?: {
        /** @description Only a prepaid expense (with what of it is used and left) */
        prepaid?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TransactionDetail'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ResendReceiptController_resend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reference: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResendReceiptDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { reference, email } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ResentReceipt'];
            /** @enum {string} */
            message: 'Receipt sent successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No e-mail given and the customer has none */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such transaction in this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BulkImportController_import: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The CSV file
           */
          imageFile: string;
        };
      };
    };
    responses: {
      /** @description { success (false when any row was refused), message, data: { total, imported, alreadyImported, refused: [{ line, reasons }] }, errors: [{ field: "line 4", message: "line 4: date must be dd/mm/yyyy" }] } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                data: {
                  jobId: string;
                  total: number;
                };
                message: string;
                /** @enum {boolean} */
                success: true;
              }
            | {
                data: components['schemas']['ImportResult'];
                errors: components['schemas']['FieldError'][];
                message: string;
                success: boolean;
              };
        };
      };
      /** @description { success, message, data: { jobId, total } }: a large file, imported by a job */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Upload a CSV file' (none, or not CSV); a file the import cannot read as a whole (no header, a column missing, no rows, too many rows) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BulkImportController_status: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        jobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { jobId, fileName, state, progress: { processed, total, percent }, result: { total, imported, alreadyImported, refused, errors } | null, error } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ImportJobStatus'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description No such import job of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BulkImportController_template: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/csv, as the attachment {business}-transactions-template.csv */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UploadExpenseReceiptController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description or the field `receipt`
           */
          file: string;
          /** @example K7Q2MX */
          reference: string;
        };
      };
    };
    responses: {
      /** @description { success, message, data: { receiptId, reference, fileName, contentType, size, sha256, uploadedAt } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['UploadedReceipt'];
            /** @enum {string} */
            message: 'Receipt uploaded successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description Not an accepted image or PDF, no file, or no reference */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such transaction in this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetExpenseReceiptController_download: {
    parameters: {
      query: {
        reference: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No receipt for this reference in this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListExpensesController_expenses: {
    parameters: {
      query?: {
        /** @description customrange: last day (YYYY-MM-DD) */
        endDate?: string;
        /** @description Expense category */
        filterByCategory?: string;
        /** @description "Cash" or a bank account id: what was paid from or into that account, transfers from it and into it included */
        filterByPaymentMethod?: string;
        /** @description The id of the team member who recorded it */
        filterByStaff?: string;
        /** @description Subtype(s), comma-separated */
        filterBySubtype?: string;
        /** @description List type(s), comma-separated: sales, purchases, expenses, inflows, outflows, transfer, others, assets_purchase, assets_sale */
        filterByType?: string;
        /** @description Without it, startDate/endDate apply when given */
        filterType?: 'customrange' | 'fixed' | 'search' | 'adminRange';
        /** @description fixed: how many units back from today (default 30) */
        howLongInNumber?: number;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description Default desc */
        mode?: 'asc' | 'desc';
        /** @description fixed: the unit (default days) */
        oneOfDaysWeeksMonthsYears?: 'days' | 'weeks' | 'months' | 'years';
        /** @description From 1 */
        page?: number;
        /** @description Searched in the reference, the description and the contact */
        q?: string;
        /** @description Default date */
        sort?: 'date' | 'amount';
        /** @description Same as mode */
        sortOrder?: 'asc' | 'desc';
        /** @description customrange: first day (YYYY-MM-DD) */
        startDate?: string;
        status?: 'posted' | 'voided';
        /** @description Same as filterByType (the journals use type=sales / expenses) */
        type?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { data: [transaction], page, limit, total, totalPages } }, newest first unless sort/mode say otherwise */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TransactionPage'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  RecordExpenseController_recordExpense: {
    parameters: {
      query?: {
        /** @description true: record a prepayment (as the body’s prepayment) */
        prepayment?: unknown;
      };
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordExpenseDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedTransaction'];
            /** @enum {string} */
            message: 'Expense recorded successfully' | 'Prepayment recorded successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description INVALID_EXPENSE_CATEGORY (interest_income, other_income: record them as money in), ENTITY_REQUIRED, DUE_DATE_REQUIRED, OVERPAYMENT, … */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ExportTransactionsController_exportCsv: {
    parameters: {
      query?: {
        /** @description customrange: last day (YYYY-MM-DD) */
        endDate?: string;
        /** @description Expense category */
        filterByCategory?: string;
        /** @description "Cash" or a bank account id: what was paid from or into that account, transfers from it and into it included */
        filterByPaymentMethod?: string;
        /** @description The id of the team member who recorded it */
        filterByStaff?: string;
        /** @description Subtype(s), comma-separated */
        filterBySubtype?: string;
        /** @description List type(s), comma-separated: sales, purchases, expenses, inflows, outflows, transfer, others, assets_purchase, assets_sale */
        filterByType?: string;
        /** @description Without it, startDate/endDate apply when given */
        filterType?: 'customrange' | 'fixed' | 'search' | 'adminRange';
        /** @description fixed: how many units back from today (default 30) */
        howLongInNumber?: number;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description Default desc */
        mode?: 'asc' | 'desc';
        /** @description fixed: the unit (default days) */
        oneOfDaysWeeksMonthsYears?: 'days' | 'weeks' | 'months' | 'years';
        /** @description From 1 */
        page?: number;
        /** @description Searched in the reference, the description and the contact */
        q?: string;
        /** @description Default date */
        sort?: 'date' | 'amount';
        /** @description Same as mode */
        sortOrder?: 'asc' | 'desc';
        /** @description customrange: first day (YYYY-MM-DD) */
        startDate?: string;
        status?: 'posted' | 'voided';
        /** @description Same as filterByType (the journals use type=sales / expenses) */
        type?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  RecordMoneyInController_recordMoneyIn: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordMoneyInDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedTransaction'];
            /** @enum {string} */
            message: 'Money in recorded successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description { success: false, message, code, errors: [{ field, message }] } */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  RecordMoneyOutController_recordMoneyOut: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordMoneyOutDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedTransaction'];
            /** @enum {string} */
            message: 'Money out recorded successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description { success: false, message, code, errors: [{ field, message }] } */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListOthersController_others: {
    parameters: {
      query?: {
        /** @description customrange: last day (YYYY-MM-DD) */
        endDate?: string;
        /** @description Expense category */
        filterByCategory?: string;
        /** @description "Cash" or a bank account id: what was paid from or into that account, transfers from it and into it included */
        filterByPaymentMethod?: string;
        /** @description The id of the team member who recorded it */
        filterByStaff?: string;
        /** @description Subtype(s), comma-separated */
        filterBySubtype?: string;
        /** @description List type(s), comma-separated: sales, purchases, expenses, inflows, outflows, transfer, others, assets_purchase, assets_sale */
        filterByType?: string;
        /** @description Without it, startDate/endDate apply when given */
        filterType?: 'customrange' | 'fixed' | 'search' | 'adminRange';
        /** @description fixed: how many units back from today (default 30) */
        howLongInNumber?: number;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description Default desc */
        mode?: 'asc' | 'desc';
        /** @description fixed: the unit (default days) */
        oneOfDaysWeeksMonthsYears?: 'days' | 'weeks' | 'months' | 'years';
        /** @description From 1 */
        page?: number;
        /** @description Searched in the reference, the description and the contact */
        q?: string;
        /** @description Default date */
        sort?: 'date' | 'amount';
        /** @description Same as mode */
        sortOrder?: 'asc' | 'desc';
        /** @description customrange: first day (YYYY-MM-DD) */
        startDate?: string;
        status?: 'posted' | 'voided';
        /** @description Same as filterByType (the journals use type=sales / expenses) */
        type?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { data: [transaction], page, limit, total, totalPages } }, newest first unless sort/mode say otherwise */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TransactionPage'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  ApplyPrepaymentController_applyPrepayment: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The prepayment’s id or reference */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApplyPrepaymentDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedTransaction'];
            /** @enum {string} */
            message: 'Prepayment applied successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description PREPAYMENT_EXCEEDED (more than is left), NOT_A_PREPAYMENT */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TRANSACTION_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TRANSACTION_VOIDED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetTransactionProductsController_products: {
    parameters: {
      query?: never;
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path: {
        reference: string;
        type: 'sales' | 'purchases';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TransactionProducts'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description 'Please enter a valid transaction reference number' (fewer than 6 characters) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListPurchasesController_purchases: {
    parameters: {
      query?: {
        /** @description customrange: last day (YYYY-MM-DD) */
        endDate?: string;
        /** @description Expense category */
        filterByCategory?: string;
        /** @description "Cash" or a bank account id: what was paid from or into that account, transfers from it and into it included */
        filterByPaymentMethod?: string;
        /** @description The id of the team member who recorded it */
        filterByStaff?: string;
        /** @description Subtype(s), comma-separated */
        filterBySubtype?: string;
        /** @description List type(s), comma-separated: sales, purchases, expenses, inflows, outflows, transfer, others, assets_purchase, assets_sale */
        filterByType?: string;
        /** @description Without it, startDate/endDate apply when given */
        filterType?: 'customrange' | 'fixed' | 'search' | 'adminRange';
        /** @description fixed: how many units back from today (default 30) */
        howLongInNumber?: number;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description Default desc */
        mode?: 'asc' | 'desc';
        /** @description fixed: the unit (default days) */
        oneOfDaysWeeksMonthsYears?: 'days' | 'weeks' | 'months' | 'years';
        /** @description From 1 */
        page?: number;
        /** @description Searched in the reference, the description and the contact */
        q?: string;
        /** @description Default date */
        sort?: 'date' | 'amount';
        /** @description Same as mode */
        sortOrder?: 'asc' | 'desc';
        /** @description customrange: first day (YYYY-MM-DD) */
        startDate?: string;
        status?: 'posted' | 'voided';
        /** @description Same as filterByType (the journals use type=sales / expenses) */
        type?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { data: [transaction], page, limit, total, totalPages } }, newest first unless sort/mode say otherwise */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TransactionPage'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  RecordPurchaseController_recordPurchase: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordPurchaseDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, position, total } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedPurchase'];
            /** @enum {string} */
            message: 'Purchase recorded successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description { success: false, message, code, errors: [{ field, message }] }: the field named (items[0].quantity, discount, entity, …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PERMISSION_DENIED: a credit purchase without permission 29 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  RecordPaymentController_recordPayment: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordPaymentDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedTransaction'];
            /** @enum {string} */
            message: 'Payment recorded successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description OVERPAYMENT (more than the balance due), NOT_A_CREDIT_DOCUMENT */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TRANSACTION_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TRANSACTION_VOIDED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ListSalesController_sales: {
    parameters: {
      query?: {
        /** @description customrange: last day (YYYY-MM-DD) */
        endDate?: string;
        /** @description Expense category */
        filterByCategory?: string;
        /** @description "Cash" or a bank account id: what was paid from or into that account, transfers from it and into it included */
        filterByPaymentMethod?: string;
        /** @description The id of the team member who recorded it */
        filterByStaff?: string;
        /** @description Subtype(s), comma-separated */
        filterBySubtype?: string;
        /** @description List type(s), comma-separated: sales, purchases, expenses, inflows, outflows, transfer, others, assets_purchase, assets_sale */
        filterByType?: string;
        /** @description Without it, startDate/endDate apply when given */
        filterType?: 'customrange' | 'fixed' | 'search' | 'adminRange';
        /** @description fixed: how many units back from today (default 30) */
        howLongInNumber?: number;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description Default desc */
        mode?: 'asc' | 'desc';
        /** @description fixed: the unit (default days) */
        oneOfDaysWeeksMonthsYears?: 'days' | 'weeks' | 'months' | 'years';
        /** @description From 1 */
        page?: number;
        /** @description Searched in the reference, the description and the contact */
        q?: string;
        /** @description Default date */
        sort?: 'date' | 'amount';
        /** @description Same as mode */
        sortOrder?: 'asc' | 'desc';
        /** @description customrange: first day (YYYY-MM-DD) */
        startDate?: string;
        status?: 'posted' | 'voided';
        /** @description Same as filterByType (the journals use type=sales / expenses) */
        type?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { data: [transaction], page, limit, total, totalPages } }, newest first unless sort/mode say otherwise */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TransactionPage'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  RecordSaleController_recordSale: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordSaleDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, position, total } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedSale'];
            /** @enum {string} */
            message: 'Sale recorded successfully';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description { success: false, message, code, errors: [{ field, message }] }: the field named (items[0].quantity, discount, entity, …) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description PERMISSION_DENIED: a credit sale without permission 28 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description STOCK_INSUFFICIENT: 'Only 3 of Rice 50kg in stock' (unless selling below zero is allowed); REFERENCE_TAKEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdjustStockController_adjustStock: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission; a retry with the same key and body answers as the first */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdjustStockDto'];
      };
    };
    responses: {
      /** @description { success, message, data: { id, reference, position } } */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedTransaction'];
            /** @enum {string} */
            message: 'Stock adjusted';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description { success: false, message, code, errors: [{ field, message }] } */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description STOCK_INSUFFICIENT: taking out more than is in stock */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GetTransactionsSummaryController_summary: {
    parameters: {
      query?: {
        /** @description customrange: last day (YYYY-MM-DD) */
        endDate?: string;
        /** @description Expense category */
        filterByCategory?: string;
        /** @description "Cash" or a bank account id: what was paid from or into that account, transfers from it and into it included */
        filterByPaymentMethod?: string;
        /** @description The id of the team member who recorded it */
        filterByStaff?: string;
        /** @description Subtype(s), comma-separated */
        filterBySubtype?: string;
        /** @description List type(s), comma-separated: sales, purchases, expenses, inflows, outflows, transfer, others, assets_purchase, assets_sale */
        filterByType?: string;
        /** @description Without it, startDate/endDate apply when given */
        filterType?: 'customrange' | 'fixed' | 'search' | 'adminRange';
        /** @description fixed: how many units back from today (default 30) */
        howLongInNumber?: number;
        /** @description Page size; more than 100 reads as 100 */
        limit?: number;
        /** @description Default desc */
        mode?: 'asc' | 'desc';
        /** @description fixed: the unit (default days) */
        oneOfDaysWeeksMonthsYears?: 'days' | 'weeks' | 'months' | 'years';
        /** @description From 1 */
        page?: number;
        /** @description Searched in the reference, the description and the contact */
        q?: string;
        /** @description Default date */
        sort?: 'date' | 'amount';
        /** @description Same as mode */
        sortOrder?: 'asc' | 'desc';
        /** @description customrange: first day (YYYY-MM-DD) */
        startDate?: string;
        status?: 'posted' | 'voided';
        /** @description Same as filterByType (the journals use type=sales / expenses) */
        type?: string;
      };
      header?: {
        /** @description Answer once the read models include this position (a command’s answer) */
        'X-Consistent-After'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description { success, data: { currency, from, to, sales, purchases, expenses, inflows, outflows, transfers, others, count } } */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['TransactionsSummary'];
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  'DuplicateStockTransferController_duplicate[0]': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RecordedStockTransfer'];
            /** @enum {string} */
            message: 'Stock transfer duplicated';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
  HealthController_health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            eventStore: {
              error?: string;
              /** @enum {string} */
              kind: 'esdb' | 'postgres';
              ok: boolean;
            };
            failedJobs?: {
              [key: string]: number;
            };
            /** @enum {string} */
            jobs: 'off' | 'on';
            /** @enum {string} */
            mail: 'outbox' | 'smtp';
            mailOutbox?: {
              failed: number;
              pending: number;
            };
            postgres: {
              embedded: boolean;
              error?: string;
              ok: boolean;
              /** @enum {string} */
              source: 'configured' | 'embedded' | 'local';
            };
            /** @enum {string} */
            projections: 'catch-up' | 'inline';
            redis:
              | {
                  note: string;
                  ok: boolean;
                  status: string;
                }
              | {
                  ok: boolean;
                  status: string;
                };
            /** @enum {string} */
            status: 'degraded' | 'ok';
          };
        };
      };
    };
  };
  SignOutController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            message: 'Signed out';
            /** @enum {boolean} */
            success: true;
          };
        };
      };
    };
  };
}
