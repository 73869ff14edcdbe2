import { createHash, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { findBusiness } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { CreateBusinessCommand } from '../create-business/create-business.command.js';
import { AddBusinessCommand, type AddedBusiness } from './add-business.command.js';

export const SUB_BUSINESS_CANNOT_ADD_MESSAGE = 'A sub-business cannot add businesses: switch to your main business to add one';

/**
 * The id of the business a request adds. With an Idempotency-Key it is derived from the parent,
 * the user and the key, so a retry lands on the same stream and the store answers it with the
 * first append (a random id would make a second business); without one, random.
 */
export function addedBusinessId(parentBusinessId: string, userId: string, idempotencyKey?: string): string {
  if (idempotencyKey === undefined) return randomUUID();
  const hex = createHash('sha256').update(`add-business\u0000${parentBusinessId}\u0000${userId}\u0000${idempotencyKey}`).digest('hex');
  // A version 8 (custom) UUID with the RFC 9562 variant.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A sub-business of the current business (parentBusinessId): it lives on the parent's plan, which
 * must be paid and have room (checked in the append, see business-allowance.ts). The adding user
 * owns it. The session stays where it is; the client switches when it wants to.
 */
@CommandHandler(AddBusinessCommand)
export class AddBusinessHandler implements ICommandHandler<AddBusinessCommand, AddedBusiness> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly commands: CommandBus,
  ) {}

  async execute(command: AddBusinessCommand): Promise<AddedBusiness> {
    const current = await findBusiness(this.runtime.pool, command.businessId);
    if (!current) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
    // Spec 000 §2.1: Add Business is not offered to a sub-business (one level only).
    if (current.parentBusinessId !== null) throw new AppError(403, 'SUB_BUSINESS_CANNOT_ADD_BUSINESS', SUB_BUSINESS_CANNOT_ADD_MESSAGE);
    const { name, currency, typeOfBusiness } = command.business;
    const created = await this.commands.execute(
      new CreateBusinessCommand(
        {
          businessId: addedBusinessId(command.businessId, command.actor.userId, command.idempotency.key),
          name: name.trim(),
          currency,
          typeOfBusiness,
          owner: { userId: command.actor.userId, email: command.actor.email },
          parentBusinessId: command.businessId,
        },
        command.requestMetadata.correlationId,
        { idempotency: command.idempotency, metadata: command.requestMetadata },
      ),
    );
    return { businessId: created.businessId, position: created.position };
  }
}
