import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideUpdateBusinessProfile, uploadedLogoPath } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { loadBusinessState } from '@ledgerline/projections';
import { storeProductImage } from '../../../catalogue/images/product-images.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { RUNTIME } from '../../../runtime.token.js';
import { changeResult, writeToBusiness } from '../business-write.js';
import { UploadLogoCommand, type UploadedLogo } from './upload-logo.command.js';

/**
 * The logo is kept in the image store the product and asset pictures use (by business and sha256),
 * in the same transaction as the profile change that points companyImage at it. When the profile
 * already names that path (the profile form takes any logo path, so it may name a picture the
 * business does not hold) the decision appends nothing and its transaction is rolled back: the
 * bytes are then stored on their own (by business and hash, so storing them again changes nothing).
 */
@CommandHandler(UploadLogoCommand)
export class UploadLogoHandler implements ICommandHandler<UploadLogoCommand, UploadedLogo> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute(command: UploadLogoCommand): Promise<UploadedLogo> {
    const companyImage = uploadedLogoPath(command.logo.sha256);
    const outcome = await writeToBusiness(this.executor, command, async (db) => {
      const events = toNewEvents(decideUpdateBusinessProfile({ changes: { companyImage } }, await loadBusinessState(db, command.businessId)));
      await storeProductImage(db, command.businessId, command.logo);
      return events;
    });
    const result = changeResult(outcome);
    if (!result.changed) await storeProductImage(this.runtime.pool, command.businessId, command.logo);
    return { ...result, companyImage };
  }
}
