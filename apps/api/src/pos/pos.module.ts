import { Module } from '@nestjs/common';
import { CloseRegisterHandler } from './commands/close-register/close-register.handler.js';
import { DeleteParkedSaleHandler } from './commands/delete-parked-sale/delete-parked-sale.handler.js';
import { OpenRegisterHandler } from './commands/open-register/open-register.handler.js';
import { ParkSaleHandler } from './commands/park-sale/park-sale.handler.js';
import { RecordPosSaleHandler } from './commands/record-pos-sale/record-pos-sale.handler.js';
import { PosQueriesController } from './pos-queries.controller.js';
import { PosRegistersController } from './pos-registers.controller.js';
import { PosSalesController } from './pos-sales.controller.js';

/** Point of sale: registers, counter sales, parked carts, receipts (spec 002 §2, §3, §7 POS). */
@Module({
  controllers: [PosRegistersController, PosSalesController, PosQueriesController],
  providers: [OpenRegisterHandler, CloseRegisterHandler, RecordPosSaleHandler, ParkSaleHandler, DeleteParkedSaleHandler],
})
export class PosModule {}
