import { Module } from '@nestjs/common';
import { BulkImportController } from './bulk-import.controller.js';
import { BulkImportService } from './bulk-import.service.js';

/** Bulk import of transactions from CSV. Rows are recorded by the sale, purchase and expense command handlers (AppModule's). */
@Module({
  controllers: [BulkImportController],
  providers: [BulkImportService],
})
export class BulkImportModule {}
