import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { decideCreateQrMenu, requireBusiness } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { businessStream, findProducts, loadBusinessState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { RUNTIME } from '../../../runtime.token.js';
import { qrMenuUrl } from '../../qr-menus/qr-menu-print.js';
import { CreateQrMenuCommand } from './create-qr-menu.command.js';

/** A menu of the business's products and services; its random id is the public address the QR code holds. */
@CommandHandler(CreateQrMenuCommand)
export class CreateQrMenuHandler implements ICommandHandler<CreateQrMenuCommand, { id: string; url: string; position: string }> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
  ) {}

  async execute(command: CreateQrMenuCommand) {
    const { businessId, menu } = command;
    const menuId = randomUUID();
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      idempotencyKey: command.idempotency.key,
      fingerprint: command.idempotency.fingerprint,
      metadata: {
        businessId,
        userId: command.metadata.userId,
        correlationId: command.metadata.correlationId,
        ip: command.metadata.ip,
        commandId: menuId,
        occurredAt: new Date().toISOString(),
      },
      decide: async (db) => {
        const business = requireBusiness(await loadBusinessState(db, businessId));
        const products = await findProducts(
          db,
          businessId,
          menu.items.map((item) => item.product),
        );
        return toNewEvents(decideCreateQrMenu({ menuId, ...menu }, business.currency, products));
      },
    });
    const id = (outcome.events[0].data as { menuId: string }).menuId;
    return { id, url: qrMenuUrl(this.runtime.config.appUrl, id), position: outcome.position.toString() };
  }
}
