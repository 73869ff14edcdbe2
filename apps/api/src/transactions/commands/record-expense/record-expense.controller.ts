import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { RecordExpenseCommand } from './record-expense.command.js';
import { expenseInput, RecordExpenseDto } from './record-expense.dto.js';
import { IDEMPOTENCY_HEADER, CREATED, BANK, SUPPLIER } from '../../http/money-docs.js';

@ApiTags('transactions')
@Controller('api/v1')
export class RecordExpenseController {
  constructor(private readonly commands: CommandBus) {}

  @Post('transactions/expenses')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Record an expense or a prepayment',
    description:
      'Debits the category’s account subtotal − discount + delivery and VAT receivable the tax; credits the account what is paid and the supplier’s payable the rest (on credit). ' +
      'A prepayment (prepayment: true or ?prepayment=true) is held in prepayments until applied.',
  })
  @ApiQuery({ name: 'prepayment', required: false, description: 'true: record a prepayment (as the body’s prepayment)' })
  @ApiBody({
    type: RecordExpenseDto,
    examples: {
      cash: { summary: 'Rent paid from the bank', value: { date: '2026-11-22', category: 'rent', amount: '120000.00', account: BANK } },
      credit: {
        summary: 'Supplies on credit with VAT',
        value: {
          date: '2026-11-22',
          category: 'office_supplies',
          items: [{ description: 'A4 paper', quantity: '3', price: '4500.00' }],
          tax: '7.5',
          account: 'Cash',
          credit: true,
          initial_deposit: '5000.00',
          due_date: '2026-12-22',
          entity: SUPPLIER,
        },
      },
      prepayment: {
        summary: 'A year’s rent in advance',
        value: { date: '2026-01-01', category: 'rent', amount: '1200000.00', account: BANK, prepayment: true },
      },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse(CREATED)
  @ApiResponse({
    status: 400,
    description: 'INVALID_EXPENSE_CATEGORY (interest_income, other_income: record them as money in), ENTITY_REQUIRED, DUE_DATE_REQUIRED, OVERPAYMENT, …',
  })
  async recordExpense(
    @BusinessId() businessId: string,
    @Body() body: RecordExpenseDto,
    @Query('prepayment') prepayment: string | undefined,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const document = expenseInput(body.prepayment === undefined && prepayment === 'true' ? { ...body, prepayment: true } : body);
    const data = await this.commands.execute(new RecordExpenseCommand(businessId, document, body.reference, idempotency, meta));
    return { success: true, message: document.prepayment ? 'Prepayment recorded successfully' : 'Expense recorded successfully', data };
  }
}
