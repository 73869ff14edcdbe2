import { Inject, Injectable, Logger } from '@nestjs/common';
import type { MailAttachment, Runtime } from '@ledgerline/platform';
import { loadInvoice } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { buildDocumentMail, documentFileName, documentLogoUrl, publicInvoiceLink } from '../../shared/invoice-mail.js';
import { documentPdf } from '../../shared/invoice-pdf.js';
import { invoiceView } from '../../shared/invoice-view.js';

@Injectable()
export class SendInvoiceHandler {
  private readonly logger = new Logger(SendInvoiceHandler.name);

  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  /**
   * E-mails the invoice: a link to its public page and, attached, the PDF (or the file the user
   * uploaded, for /sendupload). A draft is not sent: the customer would see a bill nobody approved.
   */
  async execute(
    businessId: string,
    input: { id: string; email?: string; name?: string; message?: string; upload?: MailAttachment },
  ): Promise<{ id: string; email: string }> {
    const invoice = await loadInvoice(this.runtime.pool, businessId, input.id);
    if (!invoice || invoice.status === 'deleted') throw new AppError(404, 'INVOICE_NOT_FOUND', `There is no invoice ${input.id}`);
    if (invoice.status === 'draft') throw new AppError(409, 'INVOICE_NOT_APPROVED', `Invoice ${invoice.reference} is a draft: approve it before sending it`);
    const view = await invoiceView(this.runtime.pool, businessId, invoice);
    const to = input.email?.trim() || view.customer.email;
    if (!to) throw AppError.validation([{ field: 'email', message: 'email is required: the customer has no e-mail address' }]);
    const logoUrl = await documentLogoUrl(this.runtime.pool, this.runtime.config.appUrl, businessId, view);
    const mail = buildDocumentMail(view, {
      logoUrl,
      link: publicInvoiceLink(this.runtime.config.appUrl, invoice.publicId),
      message: input.message,
      name: input.name,
    });
    const attachment = input.upload ?? {
      filename: documentFileName(invoice.reference),
      content: await documentPdf(this.runtime.pool, businessId, view),
      contentType: 'application/pdf',
    };
    try {
      await this.runtime.mailer.send({ to, ...mail, attachments: [attachment] });
    } catch (error) {
      this.logger.error(`Invoice ${invoice.reference} could not be mailed: ${(error as Error).message}`);
      throw new AppError(503, 'MAIL_NOT_SENT', 'The invoice could not be sent just now; please try again');
    }
    return { id: input.id, email: to };
  }
}
