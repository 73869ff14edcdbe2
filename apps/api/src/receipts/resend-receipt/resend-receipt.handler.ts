import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { publicLogoUrl, type Runtime } from '@ledgerline/platform';
import { AppError } from '../../common/errors/app-error.js';
import { RUNTIME } from '../../runtime.token.js';
import { receiptFileName } from '../file-names.js';
import { findReceipt } from '../find-receipt.js';
import { buildReceiptMail } from '../receipt-mail.js';
import { receiptPdf } from '../receipt-pdf.js';
import { ResendReceiptCommand, type ResentReceipt } from './resend-receipt.command.js';

@CommandHandler(ResendReceiptCommand)
export class ResendReceiptHandler implements ICommandHandler<ResendReceiptCommand, ResentReceipt> {
  private readonly logger = new Logger(ResendReceiptHandler.name);

  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(command: ResendReceiptCommand): Promise<ResentReceipt> {
    const found = await findReceipt(this.runtime.pool, command.businessId, command.reference);
    if (!found) throw new AppError(404, 'TRANSACTION_NOT_FOUND', `There is no transaction with reference ${command.reference}`);
    const to = command.email?.trim() || found.customerEmail;
    if (!to) {
      throw AppError.validation([{ field: 'email', message: 'email is required: the transaction has no customer with an e-mail address' }]);
    }
    const { view } = found;
    // The public receipt page of the web client (spec 002 §2: /receipt/{orgId}/{id}).
    const link = `${this.runtime.config.appUrl}/receipt/${command.businessId}/${encodeURIComponent(view.reference)}`;
    const logoUrl = await publicLogoUrl(this.runtime.pool, this.runtime.config.appUrl, command.businessId, found.companyImage);
    const mail = buildReceiptMail(view, { name: command.name, link, logoUrl });
    const pdf = await receiptPdf(this.runtime.pool, command.businessId, found);
    try {
      await this.runtime.mailer.send({
        to,
        ...mail,
        attachments: [{ filename: receiptFileName(view.reference, 'pdf'), content: pdf, contentType: 'application/pdf' }],
      });
    } catch (error) {
      this.logger.error(`Receipt ${view.reference} could not be mailed: ${(error as Error).message}`);
      throw new AppError(503, 'MAIL_NOT_SENT', 'The receipt could not be sent just now; please try again');
    }
    return { reference: view.reference, email: to };
  }
}
