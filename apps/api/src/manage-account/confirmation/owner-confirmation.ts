import { Inject, Injectable } from '@nestjs/common';
import { verifyPassword, type Runtime } from '@ledgerline/platform';
import { findBusiness } from '@ledgerline/projections';
import type { RequestActor } from '../../common/access/actor.js';
import { AppError } from '../../common/errors/app-error.js';
import { UsersRepository } from '../../identity/users.repository.js';
import { RUNTIME } from '../../runtime.token.js';
import { SignInThrottle } from '../../auth/sign-in/sign-in-throttle.js';

export const OWNER_ONLY_MESSAGE = 'Only the business owner can do this';
export const WRONG_PASSWORD_MESSAGE = 'Your password is incorrect';

/** What the three danger-zone calls are asked with. */
export interface OwnerConfirmation {
  password?: string;
  confirm?: string;
}

/**
 * The gate of the danger zone: the business's owner (the route table lets admins through to here),
 * confirming with their current password, checked as sign-in checks it (argon2id, and guesses count
 * towards the sign-in throttle). An owner who has no password (Google sign-in only) types the
 * business's name instead. Refused before anything is read for the change, so nothing changes.
 */
@Injectable()
export class OwnerConfirmationService {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly users: UsersRepository,
    private readonly throttle: SignInThrottle,
  ) {}

  async confirm(actor: RequestActor, body: OwnerConfirmation, ip: string): Promise<void> {
    if (actor.role !== 'owner' || !actor.businessId) throw new AppError(403, 'PERMISSION_DENIED', OWNER_ONLY_MESSAGE);
    const user = await this.users.findById(actor.userId);
    if (!user) throw new AppError(401, 'AUTHENTICATION_REQUIRED', 'Please sign in to continue');
    if (!user.passwordHash) {
      const business = await findBusiness(this.runtime.pool, actor.businessId);
      const typed = body.confirm?.trim() ?? '';
      if (typed === '') {
        throw AppError.validation([{ field: 'confirm', message: 'Type the business name to confirm' }]);
      }
      if (!business || typed !== business.name.trim()) {
        throw new AppError(400, 'CONFIRMATION_MISMATCH', 'The name typed is not this business’s name', [
          { field: 'confirm', message: 'confirm must be the business name' },
        ]);
      }
      return;
    }
    if (!body.password) {
      throw AppError.validation([{ field: 'password', message: 'Enter your password to confirm' }]);
    }
    const attempt = await this.throttle.begin(user.email, ip);
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      throw new AppError(401, 'INVALID_CURRENT_PASSWORD', WRONG_PASSWORD_MESSAGE);
    }
    await this.throttle.succeeded(user.email, attempt);
  }
}
