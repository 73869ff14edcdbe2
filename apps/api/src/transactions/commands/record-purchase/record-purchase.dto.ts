import { TradeDocumentDto } from '../../trade-document.dto.js';

/** A purchase of stock (LEDGER.md §4 PurchaseRecorded): products bought, paid now or on credit. Services bought are expenses. */
export class RecordPurchaseDto extends TradeDocumentDto {}
