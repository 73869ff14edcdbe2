import { Module } from '@nestjs/common';
import { GetExpenseReceiptHandler } from './expense-receipt/get-expense-receipt.handler.js';
import { UploadExpenseReceiptHandler } from './expense-receipt/upload-expense-receipt.handler.js';
import { GetReceiptHandler } from './get-receipt/get-receipt.handler.js';
import { PublicReceiptThrottle } from './public-receipt/public-receipt-throttle.js';
import { GetPublicReceiptController } from './public-receipt/get-public-receipt.controller.js';
import { GetPublicReceiptPdfController } from './public-receipt/get-public-receipt-pdf.controller.js';
import { GetBusinessReceiptController } from './public-receipt/get-business-receipt.controller.js';
import { ResendReceiptController } from './resend-receipt/resend-receipt.controller.js';
import { UploadExpenseReceiptController } from './expense-receipt/upload-expense-receipt.controller.js';
import { GetExpenseReceiptController } from './expense-receipt/get-expense-receipt.controller.js';
import { ResendReceiptHandler } from './resend-receipt/resend-receipt.handler.js';

/** Receipts: public receipt pages and PDFs, resending by e-mail, expense receipt files (docs/receipts.md). */
@Module({
  controllers: [
    GetPublicReceiptController,
    GetPublicReceiptPdfController,
    GetBusinessReceiptController,
    ResendReceiptController,
    UploadExpenseReceiptController,
    GetExpenseReceiptController,
  ],
  providers: [PublicReceiptThrottle, GetReceiptHandler, ResendReceiptHandler, UploadExpenseReceiptHandler, GetExpenseReceiptHandler],
})
export class ReceiptsModule {}
