export interface ExpenseCategoryView {
  /** The expense category (spec 002 §3); cost_of_goods_sold for 5000. */
  subtype: string;
  name: string;
  accountCode: string;
  amount: string;
}

/** A quantity (no trailing zeros) and its value at cost (currency scale). */
export interface StockFigure {
  quantity: string;
  value: string;
}
