import { TradeDocumentDto } from '../../trade-document.dto.js';

/** A sale (LEDGER.md §4 SaleRecorded): products and services sold, paid now or on credit. */
export class RecordSaleDto extends TradeDocumentDto {}
