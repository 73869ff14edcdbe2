import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { findBusiness, listBusinesses, type BusinessRow } from '@ledgerline/projections';
import { ConsistencyService } from '../common/consistency/consistency.service.js';
import { AppError } from '../common/errors/app-error.js';
import { RUNTIME } from '../runtime.token.js';
import { CreateBusinessCommand } from './commands/create-business/create-business.command.js';

export const DEMO_BUSINESS_NAME = 'Demo Business';

/**
 * Which business a request acts on. STAND-IN until sign-in exists (identity issue): every request
 * acts on the demo business made at start. It never comes from the request body.
 */
@Injectable()
export class BusinessContextService implements OnApplicationBootstrap {
  private readonly logger = new Logger(BusinessContextService.name);
  private demoBusinessId?: string;
  /** Where the demo business was created: with catch-up projections its row may not be there yet. */
  private createdAt?: bigint;

  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly commands: CommandBus,
    private readonly consistency: ConsistencyService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.runtime.config.demoBusiness) return;
    const existing = (await listBusinesses(this.runtime.pool)).find((b) => b.name === DEMO_BUSINESS_NAME);
    if (existing) {
      this.demoBusinessId = existing.businessId;
      return;
    }
    const created = await this.commands.execute(
      new CreateBusinessCommand(DEMO_BUSINESS_NAME, 'NGN', [{ bankName: 'GTBank', accountName: DEMO_BUSINESS_NAME, accountNumber: '0123456789' }]),
    );
    this.demoBusinessId = created.businessId;
    this.createdAt = BigInt(created.position);
    this.logger.log(`Created the demo business ${created.businessId}`);
  }

  async current(): Promise<BusinessRow> {
    if (!this.demoBusinessId) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'No business is set up yet');
    const business = await findBusiness(this.runtime.pool, this.demoBusinessId);
    if (business) return business;
    if (this.createdAt !== undefined && (await this.consistency.waitFor(this.createdAt))) {
      const projected = await findBusiness(this.runtime.pool, this.demoBusinessId);
      if (projected) return projected;
    }
    throw new AppError(503, 'READ_MODEL_BEHIND', 'The business is still being set up. Please try again in a moment.');
  }
}
