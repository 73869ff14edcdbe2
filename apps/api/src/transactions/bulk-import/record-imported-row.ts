import { CommandBus } from '@nestjs/cqrs';
import { importRowReason, type ImportedTransaction, type RecordImportedRow, type RowOutcome } from '@ledgerline/ledger';
import type { RequestActor } from '../../common/access/actor.js';
import { toErrorResponse } from '../../common/errors/error-response.js';
import type { RequestMetadata } from '../../common/http/request-metadata.js';
import { RecordExpenseCommand } from '../commands/record-expense/record-expense.command.js';
import { expenseInput, type RecordExpenseDto } from '../commands/record-expense/record-expense.dto.js';
import { RecordPurchaseCommand } from '../commands/record-purchase/record-purchase.command.js';
import { tradeDocumentInput } from '../documents/trade-document-input.js';
import { RecordSaleCommand } from '../commands/record-sale/record-sale.command.js';
import type { TradeDocumentDto } from '../trade-document.dto.js';

export interface ImportSender {
  businessId: string;
  actor: Pick<RequestActor, 'role' | 'access'>;
  meta: RequestMetadata;
}

/** A row as the body its command takes (what POST /transactions/sales, /purchases or /expenses would have been sent). */
export function importedDocument(row: ImportedTransaction): TradeDocumentDto | RecordExpenseDto {
  const common = {
    date: row.date,
    account: row.account,
    ...(row.reference !== undefined ? { reference: row.reference } : {}),
    ...(row.entity !== undefined ? { entity: row.entity } : {}),
    ...(row.description !== undefined ? { description: row.description } : {}),
  };
  if (row.type === 'expenses') return { ...common, category: row.category, amount: row.amount } as RecordExpenseDto;
  return { ...common, items: row.items.map((item) => ({ ...item })) } as TradeDocumentDto;
}

/**
 * Records a row through the CommandBus, as the sale, purchase or expense it is (one command,
 * one append: whole or not at all). What the command refuses (a 4xx answer: stock, a reference
 * in use, …) refuses the row with the command's message; anything else stops the import.
 *
 * A replay (the row's key was recorded by an earlier upload of the same file) answers with the
 * original events' position, which is at or before the stream's head when this import started:
 * that is how a replay is told from a new record without the handlers saying so.
 */
export function commandBusRecorder(commands: CommandBus, sender: ImportSender, headAtStart: bigint): RecordImportedRow {
  return async (row, idempotency): Promise<RowOutcome> => {
    const { businessId, actor, meta } = sender;
    const document = importedDocument(row);
    try {
      const recorded =
        row.type === 'sales'
          ? await commands.execute(
              new RecordSaleCommand(
                businessId,
                tradeDocumentInput(document as TradeDocumentDto),
                (document as TradeDocumentDto).reference,
                actor,
                idempotency,
                meta,
              ),
            )
          : row.type === 'purchases'
            ? await commands.execute(
                new RecordPurchaseCommand(
                  businessId,
                  tradeDocumentInput(document as TradeDocumentDto),
                  (document as TradeDocumentDto).reference,
                  actor,
                  idempotency,
                  meta,
                ),
              )
            : await commands.execute(
                new RecordExpenseCommand(businessId, expenseInput(document as RecordExpenseDto), (document as RecordExpenseDto).reference, idempotency, meta),
              );
      return BigInt(recorded.position) <= headAtStart ? { outcome: 'already-imported' } : { outcome: 'imported' };
    } catch (error) {
      const { status, body, unexpected } = toErrorResponse(error);
      if (unexpected || status >= 500) throw error;
      return { outcome: 'refused', reasons: [importRowReason(body.message)] };
    }
  };
}
