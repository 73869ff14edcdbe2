import { Injectable } from '@nestjs/common';
import { hashPassword } from '@ledgerline/platform';
import { AppError } from '../../../common/errors/app-error.js';
import type { AdminRole } from '../admin-identity.js';
import { AdminUsersRepository, type AdminUserRecord } from '../admin-users.repository.js';

/** The shortest admin password (as the users' sign-up's). */
export const ADMIN_PASSWORD_MIN_LENGTH = 8;

export interface CreateAdminInput {
  email: string;
  name: string;
  password: string;
  role: AdminRole;
  partnerId?: string | null;
}

/** A new admin with a hashed password: the operator CLI's `admin:create` (the first staff admin) and tests. */
@Injectable()
export class CreateAdminService {
  constructor(private readonly admins: AdminUsersRepository) {}

  async create(input: CreateAdminInput): Promise<AdminUserRecord> {
    if (input.password.length < ADMIN_PASSWORD_MIN_LENGTH)
      throw AppError.validation([{ field: 'password', message: `password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters` }]);
    return this.admins.create({
      email: input.email,
      name: input.name,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      partnerId: input.role === 'staff' ? null : (input.partnerId ?? null),
    });
  }
}
