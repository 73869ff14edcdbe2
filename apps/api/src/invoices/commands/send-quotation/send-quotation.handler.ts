import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { loadQuotation } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { buildDocumentMail, documentFileName, documentLogoUrl, publicQuotationLink } from '../../shared/invoice-mail.js';
import { documentPdf } from '../../shared/invoice-pdf.js';
import { quotationView } from '../../shared/invoice-view.js';

@Injectable()
export class SendQuotationHandler {
  private readonly logger = new Logger(SendQuotationHandler.name);

  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(businessId: string, input: { id: string; email?: string; name?: string; message?: string }) {
    const quotation = await loadQuotation(this.runtime.pool, businessId, input.id);
    if (!quotation) throw new AppError(404, 'QUOTATION_NOT_FOUND', `There is no quotation ${input.id}`);
    if (quotation.status === 'void') throw new AppError(409, 'QUOTATION_VOIDED', `Quotation ${quotation.reference} has been voided`);
    const view = await quotationView(this.runtime.pool, businessId, quotation);
    const to = input.email?.trim() || view.customer.email;
    if (!to) throw AppError.validation([{ field: 'email', message: 'email is required: the customer has no e-mail address' }]);
    const logoUrl = await documentLogoUrl(this.runtime.pool, this.runtime.config.appUrl, businessId, view);
    const mail = buildDocumentMail(view, {
      logoUrl,
      link: publicQuotationLink(this.runtime.config.appUrl, quotation.publicId),
      message: input.message,
      name: input.name,
    });
    try {
      await this.runtime.mailer.send({
        to,
        ...mail,
        attachments: [
          { filename: documentFileName(quotation.reference), content: await documentPdf(this.runtime.pool, businessId, view), contentType: 'application/pdf' },
        ],
      });
    } catch (error) {
      this.logger.error(`Quotation ${quotation.reference} could not be mailed: ${(error as Error).message}`);
      throw new AppError(503, 'MAIL_NOT_SENT', 'The quotation could not be sent just now; please try again');
    }
    return { id: input.id, email: to };
  }
}
