import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ACCOUNT_SETTINGS,
  DEFAULT_ACCOUNT_SETTINGS,
  decideChangeAccountSetting,
  decideCreateProduct,
  decideCreateProductLabel,
  evolveAll,
  requireBusiness,
  type BusinessState,
} from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { businessStream, listProductLabels, listProducts, loadBusinessState, type ProductRow } from '@ledgerline/projections';
import { CreateBusinessCommand } from '../../../businesses/commands/create-business/create-business.command.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { AppError } from '../../../common/errors/app-error.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { derivedId } from '../../../event-sourcing/derived-id.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { RUNTIME } from '../../../runtime.token.js';

export interface ClonedBusiness {
  businessId: string;
  settings: number;
  categories: number;
  brands: number;
  products: number;
  services: number;
  position: string;
}

const PAGE = 500;

/**
 * A copy of a business for its owner (docs/admin.md): the new business through create-business
 * (BusinessCreated, its owner, Micro), then in one append on its stream the source's account
 * settings that differ from the defaults (AccountSettingChanged), its categories and brands, and
 * its products and services as create-product makes them, without stock (no opening quantity: the
 * stock is the source's). Every piece is an event with the admin in its metadata. Ids are derived
 * from the copy's id (and the request's Idempotency-Key, when sent), so a retry copies nothing twice.
 */
@Injectable()
export class CloneBusinessHandler {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly commands: CommandBus,
    private readonly executor: CommandExecutor,
  ) {}

  async clone(sourceId: string, input: { name?: string; idempotencyKey?: string }, meta: RequestMetadata): Promise<ClonedBusiness> {
    const pool = this.runtime.pool;
    const source = requireBusiness(await loadBusinessState(pool, sourceId));
    const { rows } = await pool.query<{ user_id: string; email: string }>(
      `SELECT user_id, email FROM team_members WHERE business_id = $1 AND role = 'owner' ORDER BY joined_at LIMIT 1`,
      [sourceId],
    );
    const owner = rows[0];
    if (!owner) throw new AppError(409, 'BUSINESS_HAS_NO_OWNER', 'The business has no owner to give the copy to');
    const businessId = input.idempotencyKey ? derivedId(`admin-clone:${sourceId}:${input.idempotencyKey}`) : randomUUID();
    const name = input.name?.trim() || `${source.name} (copy)`;

    const created = await this.commands.execute(
      new CreateBusinessCommand(
        { businessId, name, currency: source.currency, typeOfBusiness: source.profile.typeOfBusiness, owner: { userId: owner.user_id, email: owner.email } },
        meta.correlationId,
        { metadata: meta, idempotency: input.idempotencyKey ? { key: `admin-clone:${input.idempotencyKey}`, fingerprint: sourceId } : undefined },
      ),
    );

    const categories = await listProductLabels(pool, sourceId, 'category');
    const brands = await listProductLabels(pool, sourceId, 'brand');
    const catalogue: ProductRow[] = [];
    for (let page = 1; ; page++) {
      const { items } = await listProducts(pool, sourceId, { page, limit: PAGE });
      catalogue.push(...items);
      if (items.length < PAGE) break;
    }
    const changedSettings = ACCOUNT_SETTINGS.filter(
      (setting) => setting !== 'currency' && JSON.stringify(source.settings[setting]) !== JSON.stringify(DEFAULT_ACCOUNT_SETTINGS[setting]),
    );
    const today = businessToday();

    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      idempotencyKey: `admin-clone-catalogue:${businessId}`,
      fingerprint: sourceId,
      metadata: {
        businessId,
        correlationId: meta.correlationId,
        ip: meta.ip,
        adminId: meta.adminId,
        commandId: randomUUID(),
        occurredAt: new Date().toISOString(),
      },
      async decide(db) {
        let state: BusinessState = await loadBusinessState(db, businessId);
        const events: { type: string; data: unknown }[] = [];
        const step = (decided: { type: string; data: unknown }[]) => {
          events.push(...decided);
          state = evolveAll(decided, state);
        };
        for (const setting of changedSettings)
          step(decideChangeAccountSetting({ setting, value: source.settings[setting as keyof typeof source.settings] }, state));
        const labelNames = { category: new Set<string>(), brand: new Set<string>() };
        for (const [kind, labels] of [
          ['category', categories],
          ['brand', brands],
        ] as const) {
          for (const label of labels) {
            step(
              decideCreateProductLabel(
                kind,
                { id: derivedId(`admin-clone:${businessId}:${kind}:${label.id}`), name: label.name, description: label.description ?? undefined },
                labelNames[kind],
              ),
            );
            labelNames[kind].add(label.name.toLowerCase());
          }
        }
        for (const product of catalogue) {
          step(
            decideCreateProduct(
              {
                productId: derivedId(`admin-clone:${businessId}:product:${product.productId}`),
                kind: product.kind,
                name: product.name,
                sku: product.sku,
                barcode: product.barcode,
                description: product.description,
                measurement: product.measurement,
                quantity: '',
                buyingPrice: product.buyingPrice,
                sellingPrice: product.sellingPrice,
                stockLevel: product.stockLevel,
                categoryName: product.categoryName,
                brandName: product.brandName,
                size: product.size,
                color: product.color,
                expiryDate: product.expiryDate,
                expiryReminderDays: product.expiryReminderDays,
                openingStock: { transactionId: derivedId(`admin-clone:${businessId}:stock:${product.productId}`), reference: '', date: today },
              },
              state,
            ),
          );
        }
        return toNewEvents(events);
      },
    });
    return {
      businessId,
      settings: changedSettings.length,
      categories: categories.length,
      brands: brands.length,
      products: catalogue.filter((product) => product.kind === 'product').length,
      services: catalogue.filter((product) => product.kind === 'service').length,
      position: (outcome.position > BigInt(created.position) ? outcome.position : BigInt(created.position)).toString(),
    };
  }
}
