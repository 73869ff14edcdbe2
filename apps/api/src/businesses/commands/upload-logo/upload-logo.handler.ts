import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideUpdateBusinessProfile, uploadedLogoPath } from '@ledgerline/ledger';
import { loadBusinessState } from '@ledgerline/projections';
import { storeProductImage } from '../../../catalogue/images/product-images.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { changeResult, writeToBusiness } from '../business-write.js';
import { UploadLogoCommand, type UploadedLogo } from './upload-logo.command.js';

/**
 * The logo is kept in the image store the product and asset pictures use (by business and sha256),
 * in the same transaction as the profile change that points companyImage at it. The bytes are kept
 * even when the profile already names that path (the profile form takes any logo path, so it may
 * name a picture the business does not hold): no event then, but the transaction still commits.
 */
@CommandHandler(UploadLogoCommand)
export class UploadLogoHandler implements ICommandHandler<UploadLogoCommand, UploadedLogo> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: UploadLogoCommand): Promise<UploadedLogo> {
    const companyImage = uploadedLogoPath(command.logo.sha256);
    const outcome = await writeToBusiness(
      this.executor,
      command,
      async (db) => {
        const events = toNewEvents(decideUpdateBusinessProfile({ changes: { companyImage } }, await loadBusinessState(db, command.businessId)));
        await storeProductImage(db, command.businessId, command.logo);
        return events;
      },
      { commitWithoutEvents: true },
    );
    return { ...changeResult(outcome), companyImage };
  }
}
