import { type RequestActor } from '../../common/access/actor.js';
import { AppError } from '../../common/errors/app-error.js';
import { UsersRepository, type UserRecord } from '../../identity/users.repository.js';

export const VERIFIED_MESSAGE = 'Your e-mail address is verified';

export async function userOf(users: UsersRepository, actor: RequestActor): Promise<UserRecord> {
  const user = await users.findById(actor.userId);
  if (!user) throw new AppError(401, 'AUTHENTICATION_REQUIRED', 'Please sign in to continue');
  return user;
}
