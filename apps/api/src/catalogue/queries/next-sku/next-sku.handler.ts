import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { nextSequentialSku } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { SKU_PREFIX } from '../../commands/create-product/create-product.handler.js';
import { NextSkuQuery } from './next-sku.query.js';

@QueryHandler(NextSkuQuery)
export class NextSkuHandler implements IQueryHandler<NextSkuQuery, string> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, kind }: NextSkuQuery): Promise<string> {
    return nextSequentialSku(this.runtime.pool, businessId, SKU_PREFIX[kind]);
  }
}
