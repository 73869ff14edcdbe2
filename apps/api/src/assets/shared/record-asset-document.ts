import { randomUUID } from 'node:crypto';
import { requireBusiness, type AssetDocumentContext } from '@ledgerline/ledger';
import { loadAssetsState, loadBusinessState } from '@ledgerline/projections';
import { appendBusinessEvents, type BusinessCommandBase } from '../../event-sourcing/append-business-events.js';
import type { CommandExecutor } from '../../event-sourcing/command-executor.js';
import { contactCheck } from '../../transactions/money-write.js';
import { assignReference } from '../../transactions/references.js';

/** A purchase or sale of assets as the route sent it, before the append gives it its id and reference. */
interface AssetDocumentForm {
  date: unknown;
  entity?: unknown;
  reference?: string;
}

/** What a purchase and a sale of assets answer. */
interface RecordedAssets {
  id: string;
  reference: string;
  total: string;
  position: string;
}

/**
 * Records a purchase or a sale of assets on the business's stream: a fresh id, a reference (the
 * form's, unless taken), and the decision read inside the append (the business, the contact the
 * form names, the assets), so two documents never sell the same last unit.
 */
export async function recordAssetDocument<Form extends AssetDocumentForm>(
  executor: CommandExecutor,
  command: BusinessCommandBase & { form: Form },
  decide: (
    document: Form & { transactionId: string; reference: string },
    context: AssetDocumentContext,
  ) => { type: string; data: { transactionId: string; reference: string; total: string } }[],
): Promise<RecordedAssets> {
  const { businessId, form } = command;
  const transactionId = randomUUID();
  const { events, position } = await appendBusinessEvents(
    executor,
    command,
    async (db) => {
      const business = requireBusiness(await loadBusinessState(db, businessId));
      const contactExists = await contactCheck(db, businessId, form.entity);
      const reference = await assignReference(db, businessId, form.reference);
      return decide({ ...form, transactionId, reference }, { business, assets: await loadAssetsState(db, businessId), contactExists });
    },
    form.date,
  );
  const data = events[0].data as { transactionId: string; reference: string; total: string };
  return { id: data.transactionId, reference: data.reference, total: data.total, position };
}
