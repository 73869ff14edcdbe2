import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { ApproveQuotationController } from './commands/approve-quotation/approve-quotation.controller.js';
import { ApproveQuotationHandler } from './commands/approve-quotation/approve-quotation.handler.js';
import { CreateInvoiceController } from './commands/create-invoice/create-invoice.controller.js';
import { CreateInvoiceHandler } from './commands/create-invoice/create-invoice.handler.js';
import { CreateQuotationController } from './commands/create-quotation/create-quotation.controller.js';
import { CreateQuotationHandler } from './commands/create-quotation/create-quotation.handler.js';
import { DeleteInvoiceController } from './commands/delete-invoice/delete-invoice.controller.js';
import { DeleteInvoiceHandler } from './commands/delete-invoice/delete-invoice.handler.js';
import { MarkInvoicePaidController } from './commands/mark-invoice-paid/mark-invoice-paid.controller.js';
import { MarkInvoicePaidHandler } from './commands/mark-invoice-paid/mark-invoice-paid.handler.js';
import { PayInvoiceByCardController } from './commands/pay-invoice-by-card/pay-invoice-by-card.controller.js';
import { PayInvoiceByCardHandler } from './commands/pay-invoice-by-card/pay-invoice-by-card.handler.js';
import { RecordInvoicePaymentController } from './commands/record-invoice-payment/record-invoice-payment.controller.js';
import { RecordInvoicePaymentHandler } from './commands/record-invoice-payment/record-invoice-payment.handler.js';
import { SendInvoiceController } from './commands/send-invoice/send-invoice.controller.js';
import { SendInvoiceHandler } from './commands/send-invoice/send-invoice.handler.js';
import { SendQuotationController } from './commands/send-quotation/send-quotation.controller.js';
import { SendQuotationHandler } from './commands/send-quotation/send-quotation.handler.js';
import { UpdateInvoiceController } from './commands/update-invoice/update-invoice.controller.js';
import { UpdateInvoiceHandler } from './commands/update-invoice/update-invoice.handler.js';
import { UpdateQuotationController } from './commands/update-quotation/update-quotation.controller.js';
import { UpdateQuotationHandler } from './commands/update-quotation/update-quotation.handler.js';
import { VoidQuotationController } from './commands/void-quotation/void-quotation.controller.js';
import { VoidQuotationHandler } from './commands/void-quotation/void-quotation.handler.js';
import { InvoicesController } from './invoices.controller.js';
import { QuotationsController } from './quotations.controller.js';

/** Invoices and quotations (spec 002 §2–§4, §7–§9): numbering, approval, PDF, e-mail, public pages, card payments. */
@Module({
  imports: [PaymentsModule],
  controllers: [
    // The reads come first: their static paths (count, get-count, summary) before the :id ones.
    InvoicesController,
    CreateInvoiceController,
    UpdateInvoiceController,
    DeleteInvoiceController,
    RecordInvoicePaymentController,
    MarkInvoicePaidController,
    SendInvoiceController,
    PayInvoiceByCardController,
    QuotationsController,
    CreateQuotationController,
    UpdateQuotationController,
    ApproveQuotationController,
    VoidQuotationController,
    SendQuotationController,
  ],
  providers: [
    CreateInvoiceHandler,
    UpdateInvoiceHandler,
    DeleteInvoiceHandler,
    RecordInvoicePaymentHandler,
    MarkInvoicePaidHandler,
    SendInvoiceHandler,
    PayInvoiceByCardHandler,
    CreateQuotationHandler,
    UpdateQuotationHandler,
    ApproveQuotationHandler,
    VoidQuotationHandler,
    SendQuotationHandler,
  ],
})
export class InvoicesModule {}
