import { Controller, Get, Inject } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { listProductTags } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';

/**
 * GET /api/v1/tags (spec 002 §7 "returns a data list", §3 "Tag list: read as a data array"): the
 * labels the business's products carry, their category and brand names, each once; the product
 * list's `filterByTags` takes them.
 */
@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ListTagsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('tags')
  @ApiOperation({
    summary: 'The tags of the business’s products: their category and brand names',
    description:
      'Each name once per kind (compared without case), with how many products and services in the lists carry it; sorted by name. Filter the product list by them with GET /inventories?filterByTags=a,b.',
  })
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        success: true,
        data: [
          { name: 'Grains', kind: 'category', count: 12 },
          { name: 'Mama Gold', kind: 'brand', count: 3 },
        ],
      },
    },
  })
  async list(@BusinessId() businessId: string) {
    return { success: true, data: await listProductTags(this.runtime.pool, businessId) };
  }
}
