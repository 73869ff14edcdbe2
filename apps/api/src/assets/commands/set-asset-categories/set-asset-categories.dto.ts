import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** Documentation of one category (the decider checks the list; nothing validates this class). */
class AssetCategoryLine {
  @ApiProperty({ example: 'Generators' })
  name: string;

  @ApiProperty({ enum: ['Machinery and Equipment', 'Licensed Vehicles'] })
  group: string;

  @ApiProperty({ example: 60, description: 'Months, at least 1' })
  lifespan: number;
}

/** PUT /assets/categories: the business's whole list (spec 001 §3 Asset category: name, group, lifespan). */
export class SetAssetCategoriesDto {
  @ApiProperty({
    type: () => AssetCategoryLine,
    isArray: true,
    example: [
      { name: 'Generators', group: 'Machinery and Equipment', lifespan: 60 },
      { name: 'Delivery vans', group: 'Licensed Vehicles', lifespan: 48 },
    ],
    description: 'Names unique; group Machinery and Equipment or Licensed Vehicles; lifespan in months, at least 1',
  })
  @Allow()
  categories: unknown;
}
