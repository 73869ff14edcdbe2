import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** PUT /assets/categories: the business's whole list (spec 001 §3 Asset category: name, group, lifespan). */
export class SetAssetCategoriesDto {
  @ApiProperty({
    example: [
      { name: 'Generators', group: 'Machinery and Equipment', lifespan: 60 },
      { name: 'Delivery vans', group: 'Licensed Vehicles', lifespan: 48 },
    ],
    description: 'Names unique; group Machinery and Equipment or Licensed Vehicles; lifespan in months, at least 1',
  })
  @Allow()
  categories: unknown;
}
