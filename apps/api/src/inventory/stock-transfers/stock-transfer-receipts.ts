import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { sha256Hex } from '@ledgerline/event-store';
import { decideReceiveStockTransfer, type CurrencyCode, type StockTransferLine } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import {
  businessStream,
  findBusiness,
  findProductBySku,
  findStockTransfer,
  loadBusinessState,
  productsByName,
  sentStockTransfers,
  type Queryable,
} from '@ledgerline/projections';
import { CommandExecutor } from '../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../event-sourcing/domain-events.js';
import { RUNTIME } from '../../runtime.token.js';
import { assignReference } from '../../transactions/references.js';

/** How often sent transfers whose receipt did not happen (the process died between the two) are looked for. */
const SWEEP_INTERVAL_MS = 30_000;

/** The destination's receipt is keyed by the transfer: a second append of it answers the first. */
export const receiptKey = (transferId: string) => `stock-transfer-receipt:${transferId}`;

/**
 * Books the destination's side of a sent transfer, exactly once (docs/stock-transfers.md). Right
 * after the sending, and again at start and every 30 s for any transfer still `sent`: the
 * receipt's Idempotency-Key is derived from the transfer id, so the event store appends it once
 * however many callers race to.
 */
@Injectable()
export class StockTransferReceipts implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('StockTransferReceipts');
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;

  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
    void this.sweep();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** Completes every transfer left sent; one sweep at a time in this process. */
  sweep(): Promise<void> {
    this.sweeping ??= (async () => {
      try {
        for (const pending of await sentStockTransfers(this.runtime.pool)) {
          await this.receive(pending.sourceBusinessId, pending.transferId).catch((error: unknown) =>
            this.logger.error(`Stock transfer ${pending.transferId} could not be received yet: ${String(error)}`),
          );
        }
      } catch (error) {
        this.logger.error(`Looking for sent stock transfers failed: ${String(error)}`);
      } finally {
        this.sweeping = undefined;
      }
    })();
    return this.sweeping;
  }

  /** The destination's receipt of a sent transfer; nothing when it is received already (or not sent). Answers the position written. */
  async receive(sourceBusinessId: string, transferId: string): Promise<bigint | undefined> {
    const db = this.runtime.pool;
    const transfer = await findStockTransfer(db, sourceBusinessId, transferId);
    if (!transfer || transfer.status !== 'sent') return undefined;
    const source = await findBusiness(db, sourceBusinessId);
    if (!source) return undefined;
    const destinationId = transfer.destinationBusinessId;
    const key = receiptKey(transferId);
    const outcome = await this.executor.execute({
      stream: businessStream(destinationId),
      idempotencyKey: key,
      fingerprint: sha256Hex(key),
      metadata: {
        businessId: destinationId,
        commandId: transferId,
        correlationId: transferId,
        occurredAt: new Date().toISOString(),
        effectiveDate: transfer.date,
      },
      decide: async (tx) => {
        const byName = await productsByName(
          tx,
          destinationId,
          transfer.items.map((item) => item.name),
        );
        const newProducts = await this.newProductIds(
          tx,
          destinationId,
          transfer.items.filter((item) => !byName.has(item.name.toLowerCase())),
        );
        return toNewEvents(
          decideReceiveStockTransfer(
            {
              sourceBusinessId,
              sourceName: source.name,
              sent: {
                transferId,
                reference: transfer.reference,
                date: transfer.date,
                currency: source.currency as CurrencyCode,
                destinationName: transfer.destinationName,
                items: transfer.items,
                amount: transfer.amount ?? '0',
              },
              reference: await assignReference(tx, destinationId),
              productsByName: byName,
              newProduct: (line) => newProducts.get(line.productId)!,
            },
            await loadBusinessState(tx, destinationId),
          ),
        );
      },
    });
    return outcome.position;
  }

  /** Ids and free SKUs for the products the destination lacks: the source's SKU when it is free there. */
  private async newProductIds(
    db: Queryable,
    businessId: string,
    lines: readonly StockTransferLine[],
  ): Promise<Map<string, { productId: string; sku: string }>> {
    const made = new Map<string, { productId: string; sku: string }>();
    const taken = new Set<string>();
    for (const line of lines) {
      let sku = line.sku;
      for (let n = 2; taken.has(sku.toLowerCase()) || (await findProductBySku(db, businessId, sku)); n++) sku = `${line.sku}-${n}`;
      taken.add(sku.toLowerCase());
      made.set(line.productId, { productId: randomUUID(), sku });
    }
    return made;
  }
}
