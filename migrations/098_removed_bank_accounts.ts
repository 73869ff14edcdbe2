import type { Knex } from 'knex';

/**
 * A bank account the business removed stays in `bank_accounts`, marked `removed` (the `businesses`
 * projector, version 4, from BankAccountRemoved): its past lines and transfers still name it on
 * account pages, in the transactions list and in the reports, where they showed its id. Everything
 * that offers or counts the business's accounts reads those not removed. The projector's new
 * version rebuilds the table at start, which brings back the accounts removed before this.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE bank_accounts ADD COLUMN removed boolean NOT NULL DEFAULT false;');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DELETE FROM bank_accounts WHERE removed; ALTER TABLE bank_accounts DROP COLUMN removed;');
}
