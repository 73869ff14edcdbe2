import { CommandBus } from '@nestjs/cqrs';
import type { AccountSettingName } from '@ledgerline/ledger';
import { type IdempotencyContext } from '../../common/http/idempotency.js';
import { type RequestMetadata } from '../../common/http/request-metadata.js';
import { ChangeAccountSettingCommand } from '../commands/change-account-setting/change-account-setting.command.js';

export const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: 'One per submission; a retry with the same key and body answers as the first',
};

export const CHANGED_EXAMPLE = { success: true, message: 'Settings updated successfully', data: { changed: true, position: '57' } };

export const PROFILE_EXAMPLE = {
  businessId: '3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c',
  businessName: 'Ada Stores',
  parentBusinessId: null,
  isSubBusiness: false,
  typeOfBusiness: 'Retail',
  address: '12 Broad Street',
  phone: '+234 803 123 4567',
  email: 'hello@adastores.ng',
  companyImage: null,
  city: 'Lagos',
  state: 'Lagos',
  country: 'Nigeria',
  website: 'www.adastores.ng',
};

export const VALIDATION_400 = {
  status: 400,
  description:
    'A field this request does not accept (e.g. role, businessId, rolePermissions) or a bad value: { success: false, message, code, errors: [{ field, message }] }',
};

export async function changeSetting(
  commands: CommandBus,
  businessId: string,
  setting: AccountSettingName,
  value: unknown,
  idempotency: IdempotencyContext,
  meta: RequestMetadata,
) {
  const data = await commands.execute(new ChangeAccountSettingCommand(businessId, setting, value, idempotency, meta));
  return { success: true, message: 'Settings updated successfully', data };
}
