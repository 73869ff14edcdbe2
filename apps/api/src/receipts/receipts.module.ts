import { Module } from '@nestjs/common';
import { GetExpenseReceiptHandler } from './expense-receipt/get-expense-receipt.handler.js';
import { UploadExpenseReceiptHandler } from './expense-receipt/upload-expense-receipt.handler.js';
import { GetReceiptHandler } from './get-receipt/get-receipt.handler.js';
import { PublicReceiptThrottle } from './public-receipt/public-receipt-throttle.js';
import { PublicReceiptsController } from './public-receipt/public-receipts.controller.js';
import { ReceiptsController } from './receipts.controller.js';
import { ResendReceiptHandler } from './resend-receipt/resend-receipt.handler.js';

/** Receipts: public receipt pages and PDFs, resending by e-mail, expense receipt files (docs/receipts.md). */
@Module({
  controllers: [PublicReceiptsController, ReceiptsController],
  providers: [PublicReceiptThrottle, GetReceiptHandler, ResendReceiptHandler, UploadExpenseReceiptHandler, GetExpenseReceiptHandler],
})
export class ReceiptsModule {}
