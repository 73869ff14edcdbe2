import { ApiProperty } from '@nestjs/swagger';

// Documentation of the production commands' lists (the ledger reads them; nothing validates these classes).

const decimal = [{ type: 'string' }, { type: 'number' }];

/** A raw material (or product) and a quantity of it. */
export class StockLineDoc {
  @ApiProperty({ description: 'A raw material or product id' })
  id: string;

  @ApiProperty({ example: '2', oneOf: decimal })
  quantity: string | number;
}

/** A product made: its quantity, and the price that weighs it in the value spread. */
export class OutputLineDoc extends StockLineDoc {
  @ApiProperty({ example: '500.00', oneOf: decimal })
  price: string | number;
}

/** A cost of the batch besides its raw materials. */
export class AdditionalCostDoc {
  @ApiProperty({ example: 'Gas' })
  description: string;

  @ApiProperty({ example: '1500.00', oneOf: decimal })
  amount: string | number;
}
