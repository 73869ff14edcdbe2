import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** POST /admin/businesses/{id}/change-plan: the plan (id or key), its period and extra users; the ledger reads and names a bad one. */
export class AdminChangePlanDto {
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'number' }], example: 'store', description: 'Plan id (1–7) or key (free, basic, store, …)' })
  @Allow()
  plan?: unknown;

  @ApiPropertyOptional({ type: String, enum: ['monthly', 'yearly'], example: 'monthly', description: 'Required for a paid plan' })
  @Allow()
  period?: unknown;

  @ApiPropertyOptional({ type: Number, example: 0, description: 'Users beyond those the plan includes' })
  @Allow()
  extraUsers?: unknown;
}
