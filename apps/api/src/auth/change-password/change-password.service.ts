import { Inject, Injectable } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { hashPassword, verifyPassword } from '@ledgerline/platform';
import type { RequestActor } from '../../common/access/actor.js';
import { AppError } from '../../common/errors/app-error.js';
import { SessionsService, type StartedSession } from '../../identity/sessions.service.js';
import { UsersRepository } from '../../identity/users.repository.js';
import { RUNTIME } from '../../runtime.token.js';
import { SignInThrottle } from '../sign-in/sign-in-throttle.js';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is incorrect';

/** A signed-in user's new password: other devices are signed out, and this one gets a new session. */
@Injectable()
export class ChangePasswordService {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly throttle: SignInThrottle,
  ) {}

  async change(actor: RequestActor, currentPassword: string, password: string, ip: string): Promise<StartedSession> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw new AppError(401, 'AUTHENTICATION_REQUIRED', 'Please sign in to continue');
    // Guessing the current password from a stolen session counts like guessing at sign-in.
    const attempt = await this.throttle.begin(user.email, ip);
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new AppError(401, 'INVALID_CURRENT_PASSWORD', WRONG_CURRENT_PASSWORD_MESSAGE);
    }
    await this.throttle.succeeded(user.email, attempt);
    await this.users.setPasswordHash(user.userId, await hashPassword(password));
    const { rows } = await this.runtime.pool.query<{ remember: boolean; business_id: string | null }>(
      'SELECT remember, business_id FROM sessions WHERE session_hash = $1',
      [actor.sessionHash],
    );
    // Every session ends, this one included: the browser that changed the password continues on a new token.
    await this.sessions.revokeAllOf(user.userId);
    return this.sessions.start(user.userId, rows[0]?.business_id ?? null, rows[0]?.remember ?? true);
  }
}
