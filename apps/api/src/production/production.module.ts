import { Module } from '@nestjs/common';
import { CreateRawMaterialHandler } from './commands/create-raw-material/create-raw-material.handler.js';
import { MoveToWipHandler } from './commands/move-to-wip/move-to-wip.handler.js';
import { ProduceHandler } from './commands/produce/produce.handler.js';
import { ProductionController } from './production.controller.js';

/** Production from raw materials through work in progress (spec 002 §2, §3, §7 Production). */
@Module({
  controllers: [ProductionController],
  providers: [CreateRawMaterialHandler, MoveToWipHandler, ProduceHandler],
})
export class ProductionModule {}
