import { Body, Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../common/http/request-metadata.js';
import { AdjustStockCommand } from './commands/adjust-stock/adjust-stock.command.js';
import { AdjustStockDto } from './commands/adjust-stock/adjust-stock.dto.js';
import { ApplyPrepaymentCommand } from './commands/apply-prepayment/apply-prepayment.command.js';
import { RecordExpenseCommand } from './commands/record-expense/record-expense.command.js';
import { ApplyPrepaymentDto, RecordExpenseDto } from './commands/record-expense/record-expense.dto.js';
import { RecordMoneyOutCommand } from './commands/record-money-out/record-money-out.command.js';
import { RecordMoneyOutDto } from './commands/record-money-out/record-money-out.dto.js';
import { RecordPaymentCommand } from './commands/record-payment/record-payment.command.js';
import { RecordPaymentDto } from './commands/record-payment/record-payment.dto.js';
import { RecordTransactionCommand } from './commands/record-transaction/record-transaction.command.js';
import { RecordTransactionDto } from './commands/record-transaction/record-transaction.dto.js';
import { TransferFundsCommand } from './commands/transfer-funds/transfer-funds.command.js';
import { TransferFundsDto } from './commands/transfer-funds/transfer-funds.dto.js';

const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: 'One per submission; a retry with the same key and body answers as the first',
};
const CREATED = { status: 201, description: '{ success, message, data: { id, reference, position } }' };
const BAD_INPUT = { status: 400, description: '{ success: false, message, code, errors: [{ field, message }] }' };
const BANK = '0b6c2b8e-4f7e-4a55-9d7e-3c2f9a1d5e20';
const SUPPLIER = '5f0c6a52-8f0e-4c1a-9b43-2a6d0f3f9c11';

/** Money out, transfers, payments on credit documents, expenses and prepayments, and the generic POST /transactions. */
@ApiTags('transactions')
@Controller('api/v1')
export class MoneyController {
  constructor(private readonly commands: CommandBus) {}

  @Post('transactions')
  @HttpCode(201)
  @ApiOperation({ summary: 'Record any transaction, picked by type and subtype (spec 002 §7)' })
  @ApiBody({
    type: RecordTransactionDto,
    examples: {
      moneyIn: { summary: 'Money in', value: { type: 'inflows', subtype: 'capital', date: '2026-11-22', amount: '50000.00', account: 'Cash' } },
      stock: {
        summary: 'Stock introduced',
        value: {
          type: 'inflows',
          subtype: 'stock_introduced',
          date: '2026-11-22',
          items: [{ product: '9b2f1c7e-5d4a-4f3b-8e21-7a6c5b4d3e2f', quantity: '10', price: '4500.00' }],
        },
      },
      moneyOut: { summary: 'Money out', value: { type: 'outflows', subtype: 'drawings', date: '2026-11-22', amount: '10000.00', account: 'Cash' } },
      expense: { summary: 'Expense', value: { type: 'expenses', subtype: 'rent', date: '2026-11-22', amount: '120000.00', account: BANK } },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse(CREATED)
  @ApiResponse(BAD_INPUT)
  async record(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Body() body: Record<string, unknown>,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new RecordTransactionCommand(businessId, body ?? {}, actor, idempotency, meta));
    return { success: true, message: 'Transaction recorded successfully', data };
  }

  @Post('transactions/money-out')
  @HttpCode(201)
  @ApiOperation({ summary: 'Record money out (loan repayment, drawings, supplier payment, refund, interest)' })
  @ApiBody({
    type: RecordMoneyOutDto,
    examples: {
      drawings: { summary: 'Owner’s drawings', value: { date: '2026-11-22', amount: '10000.00', subtype: 'drawings', account: 'Cash' } },
      supplier: {
        summary: 'Paying a supplier',
        value: { date: '2026-11-22', amount: '25000.00', subtype: 'supplier_payment', account: BANK, entity: SUPPLIER },
      },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse(CREATED)
  @ApiResponse(BAD_INPUT)
  async recordMoneyOut(
    @BusinessId() businessId: string,
    @Body() body: RecordMoneyOutDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new RecordMoneyOutCommand(businessId, body, idempotency, meta));
    return { success: true, message: 'Money out recorded successfully', data };
  }

  @Post('transactions/stock-adjustments')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Adjust a product’s stock to a count: more adds at a unit cost, less takes out at the moving-average cost (inventory adjustments, 6920)',
  })
  @ApiBody({
    type: AdjustStockDto,
    examples: {
      damaged: { summary: 'Two bags damaged', value: { date: '2026-11-22', product: SUPPLIER, quantity: '-2', reason: 'Damaged in transit' } },
      found: { summary: 'Found in a count', value: { date: '2026-11-22', product: SUPPLIER, quantity: '3', unitCost: '4500.00' } },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse(CREATED)
  @ApiResponse(BAD_INPUT)
  @ApiResponse({ status: 409, description: 'STOCK_INSUFFICIENT: taking out more than is in stock' })
  async adjustStock(
    @BusinessId() businessId: string,
    @Body() body: AdjustStockDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new AdjustStockCommand(businessId, body, idempotency, meta));
    return { success: true, message: 'Stock adjusted', data };
  }

  @Post('transaction/account-transfer')
  @HttpCode(201)
  @ApiOperation({ summary: 'Transfer between cash and bank accounts, with an optional fee (bank charges)' })
  @ApiBody({
    type: TransferFundsDto,
    examples: {
      banking: { summary: 'Banking cash', value: { from: 'Cash', to: BANK, amount: '50000.00', date: '2026-11-22' } },
      withFee: {
        summary: 'Bank to cash with a fee',
        value: { from: BANK, to: 'Cash', amount: '20000.00', fee: '52.50', date: '2026-11-22', description: 'ATM' },
      },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse(CREATED)
  @ApiResponse({ status: 400, description: 'SAME_ACCOUNT (from = to), UNKNOWN_ACCOUNT, amounts' })
  async transfer(
    @BusinessId() businessId: string,
    @Body() body: TransferFundsDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new TransferFundsCommand(businessId, body, idempotency, meta));
    return { success: true, message: 'Transfer recorded successfully', data };
  }

  @Post('transactions/record-payment')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Record a payment on a credit sale, purchase or expense',
    description:
      'A sale: the customer pays (debit the account, credit their receivable). A purchase or expense: the supplier is paid (debit payables, credit the account).',
  })
  @ApiBody({
    type: RecordPaymentDto,
    examples: {
      byReference: { summary: 'By the document’s reference', value: { reference: 'K7QX2M', amount: '15000.00', account: 'Cash', date: '2026-11-22' } },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse(CREATED)
  @ApiResponse({ status: 400, description: 'OVERPAYMENT (more than the balance due), NOT_A_CREDIT_DOCUMENT' })
  @ApiResponse({ status: 404, description: 'TRANSACTION_NOT_FOUND' })
  @ApiResponse({ status: 409, description: 'TRANSACTION_VOIDED' })
  async recordPayment(
    @BusinessId() businessId: string,
    @Body() body: RecordPaymentDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new RecordPaymentCommand(businessId, body, idempotency, meta));
    return { success: true, message: 'Payment recorded successfully', data };
  }

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
    const document = body.prepayment === undefined && prepayment === 'true' ? { ...body, prepayment: true } : body;
    const data = await this.commands.execute(new RecordExpenseCommand(businessId, document, idempotency, meta));
    return { success: true, message: document.prepayment ? 'Prepayment recorded successfully' : 'Expense recorded successfully', data };
  }

  @Post('transactions/prepayments/:id/apply')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Expense part of a prepayment',
    description: 'Moves the amount from prepayments to the category’s account (the prepayment’s own by default).',
  })
  @ApiParam({ name: 'id', description: 'The prepayment’s id or reference' })
  @ApiBody({ type: ApplyPrepaymentDto, examples: { month: { summary: 'One month used up', value: { amount: '100000.00', date: '2026-01-31' } } } })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse(CREATED)
  @ApiResponse({ status: 400, description: 'PREPAYMENT_EXCEEDED (more than is left), NOT_A_PREPAYMENT' })
  @ApiResponse({ status: 404, description: 'TRANSACTION_NOT_FOUND' })
  @ApiResponse({ status: 409, description: 'TRANSACTION_VOIDED' })
  async applyPrepayment(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Body() body: ApplyPrepaymentDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new ApplyPrepaymentCommand(businessId, id, body, idempotency, meta));
    return { success: true, message: 'Prepayment applied successfully', data };
  }
}
