import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { publicLogoUrl, type Runtime } from '@ledgerline/platform';
import { getBusinessProfile, profitAndLoss } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { profitAndLossFileName } from '../../profit-and-loss-document.js';
import { buildProfitAndLossMail } from '../../profit-and-loss-mail.js';
import { renderProfitAndLossPdf } from '../../profit-and-loss-pdf.js';
import { reportOrNotFound } from '../../report-errors.js';
import { SendProfitAndLossCommand, type SentProfitAndLoss } from './send-profit-and-loss.command.js';

@CommandHandler(SendProfitAndLossCommand)
export class SendProfitAndLossHandler implements ICommandHandler<SendProfitAndLossCommand, SentProfitAndLoss> {
  private readonly logger = new Logger(SendProfitAndLossHandler.name);

  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(command: SendProfitAndLossCommand): Promise<SentProfitAndLoss> {
    await this.assertOwnAddress(command.businessId, command.email);
    const report = await reportOrNotFound(
      profitAndLoss(this.runtime.pool, command.businessId, {
        period1: command.period1,
        ...(command.period2 ? { period2: command.period2 } : {}),
        knownAt: command.knownAt,
      }),
    );
    const pdf = await renderProfitAndLossPdf(report);
    const fileName = profitAndLossFileName(report);
    const companyImage = (await getBusinessProfile(this.runtime.pool, command.businessId))?.companyImage;
    const logoUrl = await publicLogoUrl(this.runtime.pool, this.runtime.config.appUrl, command.businessId, companyImage);
    try {
      await this.runtime.mailer.send({
        to: command.email,
        ...buildProfitAndLossMail(report, { name: command.name, logoUrl }),
        attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
      });
    } catch (error) {
      this.logger.error(`The profit and loss could not be mailed: ${(error as Error).message}`);
      throw new AppError(503, 'MAIL_NOT_SENT', 'The report could not be sent just now; please try again');
    }
    return { email: command.email, fileName };
  }

  /**
   * The books go only to the business's own addresses (its members' and its profile's), so a
   * borrowed session or a forged link cannot mail them to a stranger. To send elsewhere, download the PDF.
   */
  private async assertOwnAddress(businessId: string, email: string): Promise<void> {
    const wanted = email.trim().toLowerCase();
    const { rows } = await this.runtime.pool.query<{ email: string }>('SELECT email FROM team_members WHERE business_id = $1', [businessId]);
    const profileEmail = (await getBusinessProfile(this.runtime.pool, businessId))?.email;
    const own = [...rows.map((row) => row.email), ...(profileEmail ? [profileEmail] : [])].map((address) => address.trim().toLowerCase());
    if (!own.includes(wanted)) {
      throw AppError.validation([{ field: 'email', message: RECIPIENT_NOT_OWN_MESSAGE }], RECIPIENT_NOT_OWN_MESSAGE);
    }
  }
}

export const RECIPIENT_NOT_OWN_MESSAGE = 'Reports can only be sent to your business e-mail or a member of your team';
