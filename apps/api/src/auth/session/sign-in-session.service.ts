import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Runtime } from '@ledgerline/platform';
import { listUserBusinesses } from '@ledgerline/projections';
import { SessionsService } from '../../identity/sessions.service.js';
import type { UserRecord } from '../../identity/users.repository.js';
import { RUNTIME } from '../../runtime.token.js';
import { UserDataService, type UserData } from '../user-data/user-data.service.js';

export interface SignedIn {
  success: true;
  message: string;
  /** No business yet: the client goes to on-boarding. */
  redirect: boolean;
  data: UserData;
}

/** A new session in the user's last business (or their first), shared by every way of signing in. */
@Injectable()
export class SignInSessionService {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly sessions: SessionsService,
    private readonly userData: UserDataService,
  ) {}

  async start(user: UserRecord, remember: boolean, reply: FastifyReply, message: string): Promise<SignedIn> {
    const businesses = await listUserBusinesses(this.runtime.pool, user.userId);
    const business = businesses.find((b) => b.businessId === user.lastBusinessId) ?? businesses[0];
    const session = await this.sessions.start(user.userId, business?.businessId ?? null, remember);
    void reply.header('set-cookie', session.cookie);
    const actor = (await this.sessions.resolve(session.token))!;
    return { success: true, message, redirect: !actor.businessId, data: await this.userData.build(user, actor) };
  }
}
