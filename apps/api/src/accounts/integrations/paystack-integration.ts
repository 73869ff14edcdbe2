import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  decideConnectPaymentIntegration,
  decideDisconnectPaymentIntegration,
  parseSettlementAccountNumber,
  parseSubaccountCode,
  requireNoPaymentIntegration,
  type PaymentIntegrationConnectedData,
} from '@ledgerline/ledger';
import type { ProviderBank, ResolvedAccount, Runtime } from '@ledgerline/platform';
import { loadBusinessState, loadPaymentIntegration, type Queryable, type StoredPaymentIntegration } from '@ledgerline/projections';
import { AppError } from '../../common/errors/app-error.js';
import { ConsistencyService } from '../../common/consistency/consistency.service.js';
import { exclusively } from '../../common/consistency/exclusive.js';
import type { IdempotencyContext } from '../../common/http/idempotency.js';
import type { RequestMetadata } from '../../common/http/request-metadata.js';
import { CommandExecutor } from '../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../event-sourcing/domain-events.js';
import { writeToBusiness } from '../../businesses/commands/business-write.js';
import { CardPayments } from '../../payments/card-payments.js';
import { providerFailure } from '../../payments/provider-failure.js';
import { RUNTIME } from '../../runtime.token.js';

/** Paystack's country name for Nigeria's banks. */
const BANK_COUNTRY = 'nigeria';
/** Our share of each card payment that settles into the business's subaccount, in percent. */
const PLATFORM_PERCENTAGE_CHARGE = '0';

/** What `GET /accounts/settings/integrations` answers. */
export interface IntegrationsView {
  paystack: PaystackIntegrationView;
}

export interface PaystackIntegrationView {
  connected: boolean;
  subaccountCode: string | null;
  bankName: string | null;
  /** Masked to the last 4 digits: `******1234`. */
  accountNumber: string | null;
  accountName: string | null;
  connectedAt: string | null;
}

/** The request's business and audit context for a change. */
export interface IntegrationChange {
  businessId: string;
  idempotency: IdempotencyContext;
  requestMetadata: RequestMetadata;
}

/**
 * The reference a business's subaccounts carry at the provider (in their metadata): `LLS-` and the
 * first 24 hex of sha256(`paystack-subaccount:${businessId}`). Derived, never random, so a create
 * that ended before we recorded it is found again by the next one.
 */
export function subaccountReference(businessId: string): string {
  return `LLS-${createHash('sha256').update(`paystack-subaccount:${businessId}`).digest('hex').slice(0, 24)}`;
}

/** The key under which a business's subaccount changes run one at a time (`exclusively`). */
const subaccountLock = (businessId: string) => `paystack-subaccount:${businessId}`;

export function maskAccountNumber(accountNumber: string | null): string | null {
  return accountNumber ? `${'*'.repeat(Math.max(accountNumber.length - 4, 0))}${accountNumber.slice(-4)}` : null;
}

export function integrationsView(stored: StoredPaymentIntegration | undefined): IntegrationsView {
  return {
    paystack: {
      connected: stored !== undefined,
      subaccountCode: stored?.subaccountCode ?? null,
      bankName: stored?.bankName ?? null,
      accountNumber: maskAccountNumber(stored?.accountNumber ?? null),
      accountName: stored?.accountName ?? null,
      connectedAt: stored?.connectedAt ?? null,
    },
  };
}

/**
 * The business's card-payment-provider integration (docs/payment-integrations.md): every call
 * that needs the provider's secret (banks, account names, subaccounts) is made here, never from
 * the browser (spec 002 §7). Connecting and disconnecting are events on the business's stream.
 */
@Injectable()
export class PaystackIntegration {
  private readonly logger = new Logger(PaystackIntegration.name);

  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
    private readonly consistency: ConsistencyService,
    private readonly cards: CardPayments,
  ) {}

  async view(businessId: string, db: Queryable = this.runtime.pool): Promise<IntegrationsView> {
    return integrationsView(await loadPaymentIntegration(db, businessId));
  }

  async banks(): Promise<ProviderBank[]> {
    try {
      return await this.cards.provider.listBanks(BANK_COUNTRY);
    } catch (error) {
      throw providerFailure(error, this.logger, { userInput: true });
    }
  }

  /** The name the bank holds for the account: a wrong number or bank is a 400 in the project's shape. */
  async resolve(input: { accountNumber?: unknown; bankCode?: unknown }): Promise<ResolvedAccount & { bankCode: string; bankName: string }> {
    const accountNumber = parseSettlementAccountNumber(input.accountNumber);
    const bank = await this.bankOf(input.bankCode);
    try {
      const resolved = await this.cards.provider.resolveAccount(accountNumber, bank.code);
      return { ...resolved, bankCode: bank.code, bankName: bank.name };
    } catch (error) {
      throw providerFailure(error, this.logger, { userInput: true, field: 'accountNumber' });
    }
  }

  /**
   * Resolves the account, has the provider create a subaccount settling into it, and records it:
   * exactly once per business. Requests of one business run one at a time (`exclusively`), so a
   * second one waits and then finds the business connected (409, the provider not asked). A
   * subaccount the provider created for a request that ended before recording the connection is
   * noted by its code the moment the provider answers, and reused rather than created again.
   */
  async createSubaccount(change: IntegrationChange, input: { accountNumber?: unknown; bankCode?: unknown }): Promise<IntegrationsView> {
    return exclusively(this.runtime, subaccountLock(change.businessId), async () => {
      // Refused before the provider is asked: a connected business would get a second subaccount for nothing.
      await this.refuseWhenConnected(change.businessId);
      const account = await this.resolve(input);
      const subaccountCode = await this.subaccountFor(change.businessId, account);
      return this.connectSubaccount(change, {
        subaccountCode,
        bankCode: account.bankCode,
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
      });
    });
  }

  /** Connects a subaccount the business already has at the provider, by its code. */
  async connectExisting(change: IntegrationChange, input: { subaccountCode?: unknown }): Promise<IntegrationsView> {
    const subaccountCode = parseSubaccountCode(input.subaccountCode);
    // In turn with a create of the same business, so that create finds it connected before asking the provider.
    return exclusively(this.runtime, subaccountLock(change.businessId), () =>
      this.connectSubaccount(change, { subaccountCode, bankCode: null, bankName: null, accountNumber: null, accountName: null }),
    );
  }

  async disconnect(change: IntegrationChange): Promise<IntegrationsView> {
    await this.append(change, async (db) =>
      decideDisconnectPaymentIntegration({ now: new Date().toISOString() }, await integrationState(db, change.businessId)),
    );
    return this.view(change.businessId);
  }

  /**
   * The business's subaccount settling into `account`: one we created earlier (noted in
   * paystack_subaccounts; a create whose connection was not recorded, or one disconnected since)
   * that the provider still has, asked by its code in one request; else a new one, noted at once.
   */
  private async subaccountFor(businessId: string, account: ResolvedAccount & { bankCode: string; bankName: string }): Promise<string> {
    const reference = subaccountReference(businessId);
    const noted = await notedSubaccount(this.runtime.pool, businessId, account);
    if (noted) {
      let existing: { subaccountCode: string } | undefined;
      try {
        existing = await this.cards.provider.fetchSubaccount(noted, {
          reference,
          bankCode: account.bankCode,
          bankName: account.bankName,
          accountNumber: account.accountNumber,
        });
      } catch (error) {
        throw providerFailure(error, this.logger);
      }
      if (existing) {
        this.logger.log(`Subaccount ${existing.subaccountCode} of business ${businessId} found at the provider: reused`);
        return existing.subaccountCode;
      }
    }
    const business = await loadBusinessState(this.runtime.pool, businessId);
    let subaccountCode: string;
    try {
      ({ subaccountCode } = await this.cards.provider.createSubaccount({
        businessName: (business.exists ? business.name : '') || account.accountName,
        bankCode: account.bankCode,
        accountNumber: account.accountNumber,
        percentageCharge: PLATFORM_PERCENTAGE_CHARGE,
        reference,
      }));
    } catch (error) {
      throw providerFailure(error, this.logger, { userInput: true, field: 'accountNumber' });
    }
    // Noted before anything else can fail, so a retry finds it by its code.
    await noteSubaccount(this.runtime.pool, { subaccountCode, businessId, bankCode: account.bankCode, accountNumber: account.accountNumber });
    this.logger.log(`Subaccount ${subaccountCode} created for business ${businessId}`);
    return subaccountCode;
  }

  private async connectSubaccount(
    change: IntegrationChange,
    input: Omit<PaymentIntegrationConnectedData, 'provider' | 'connectedAt'>,
  ): Promise<IntegrationsView> {
    await this.append(change, async (db) =>
      decideConnectPaymentIntegration({ ...input, connectedAt: new Date().toISOString() }, await integrationState(db, change.businessId)),
    );
    return this.view(change.businessId);
  }

  private async refuseWhenConnected(businessId: string): Promise<void> {
    requireNoPaymentIntegration(await integrationState(this.runtime.pool, businessId));
  }

  /** The decision is made under the stream lock, on the read model as of the stream's last event. */
  private async append(change: IntegrationChange, decide: (db: Queryable) => Promise<{ type: string; data: unknown }[]>): Promise<void> {
    const outcome = await writeToBusiness(this.executor, change, async (db) => toNewEvents(await decide(db)));
    await this.consistency.waitFor(outcome.position);
  }

  private async bankOf(input: unknown): Promise<ProviderBank> {
    const code = typeof input === 'string' ? input.trim() : '';
    if (!code) throw AppError.validation([{ field: 'bankCode', message: 'bankCode is required' }]);
    const bank = (await this.banks()).find((candidate) => candidate.code === code);
    if (!bank) throw AppError.validation([{ field: 'bankCode', message: `bankCode ${code} is not a bank the payment provider knows` }]);
    return bank;
  }
}

async function integrationState(db: Queryable, businessId: string): Promise<{ subaccountCode: string | null }> {
  return { subaccountCode: (await loadPaymentIntegration(db, businessId))?.subaccountCode ?? null };
}

/** A subaccount the provider created for a business, as noted when it answered (migration 096). */
export interface NotedSubaccount {
  subaccountCode: string;
  businessId: string;
  bankCode: string;
  accountNumber: string;
}

export async function noteSubaccount(db: Queryable, noted: NotedSubaccount): Promise<void> {
  await db.query(`INSERT INTO paystack_subaccounts (subaccount_code, business_id, bank_code, account_number) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
    noted.subaccountCode,
    noted.businessId,
    noted.bankCode,
    noted.accountNumber,
  ]);
}

/** The code of the newest subaccount created for the business that settles into this account, if any. */
async function notedSubaccount(db: Queryable, businessId: string, account: { bankCode: string; accountNumber: string }): Promise<string | undefined> {
  const { rows } = await db.query(
    `SELECT subaccount_code FROM paystack_subaccounts WHERE business_id = $1 AND bank_code = $2 AND account_number = $3 ORDER BY created_at DESC LIMIT 1`,
    [businessId, account.bankCode, account.accountNumber],
  );
  return (rows[0] as { subaccount_code: string } | undefined)?.subaccount_code;
}
