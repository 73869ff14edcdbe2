import { Decimal } from '@ledgerline/ledger';

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;
const POWERS_OF_TEN = Array.from({ length: 40 }, (_, exponent) => 10n ** BigInt(exponent));
const bigTenTo = (exponent: number) => POWERS_OF_TEN[exponent] ?? 10n ** BigInt(exponent);
const DOUBLE_POWERS_OF_TEN = Array.from({ length: 16 }, (_, exponent) => 10 ** exponent);

/**
 * A sum of decimal strings, exact, with PostgreSQL's numeric rule for the result's scale: the
 * largest scale of its terms (1.5 + 2.25 = 3.75; 1.50 + 1.50 = 3.00). Adding a batch's amounts
 * here and the total in the database therefore writes the same text as adding them one by one
 * there. The sum is an integer count of units of its scale: a double while that is exact (any
 * amount of up to fifteen digits, which is every amount a small business records), a BigInt beyond.
 */
export class NumericSum {
  /** Units of 10^-scale, exact while a safe integer; `big` takes over once it would not be. */
  private units = 0;
  private big: bigint | undefined;
  private scale = 0;

  add(amount: string): void {
    // Plain decimals of up to fifteen digits (every amount a small business records) are read
    // digit by digit into an exact integer of units; anything else goes the BigInt way.
    let units = 0;
    let scale = -1;
    let digits = 0;
    const negative = amount.charCodeAt(0) === 45; // '-'
    for (let i = negative ? 1 : 0; i < amount.length; i++) {
      const code = amount.charCodeAt(i);
      if (code >= 48 && code <= 57) {
        units = units * 10 + (code - 48);
        digits++;
        if (scale >= 0) scale++;
      } else if (code === 46 && scale < 0) {
        scale = 0; // '.'
      } else {
        digits = 16; // not a plain decimal
        break;
      }
    }
    if (this.big === undefined && digits > 0 && digits <= 15) {
      if (scale < 0) scale = 0;
      if (negative) units = -units;
      const target = Math.max(scale, this.scale);
      if (target < DOUBLE_POWERS_OF_TEN.length) {
        const held = this.units * DOUBLE_POWERS_OF_TEN[target - this.scale];
        const added = units * DOUBLE_POWERS_OF_TEN[target - scale];
        const sum = held + added;
        if (Number.isSafeInteger(held) && Number.isSafeInteger(added) && Number.isSafeInteger(sum)) {
          this.units = sum;
          this.scale = target;
          return;
        }
      }
    }
    this.addExactly(amount);
  }

  isZero(): boolean {
    return this.big === undefined ? this.units === 0 : this.big === 0n;
  }

  toString(): string {
    const value = this.big ?? this.units;
    const negative = value < 0;
    const digits = (negative ? -value : value).toString();
    if (this.scale === 0) return negative ? `-${digits}` : digits;
    const padded = digits.padStart(this.scale + 1, '0');
    return `${negative ? '-' : ''}${padded.slice(0, -this.scale)}.${padded.slice(-this.scale)}`;
  }

  /** The BigInt way, for what a double cannot hold exactly (and for exponent forms). */
  private addExactly(amount: string): void {
    const match = PLAIN_DECIMAL.exec(amount);
    // An exponent form (never written by the ledger, but legal numeric input) as plain digits.
    if (!match) return this.addExactly(new Decimal(amount).toFixed());
    const [, sign, whole, fraction = ''] = match;
    let units = BigInt(whole + fraction);
    if (sign) units = -units;
    let total = this.big ?? BigInt(this.units);
    if (fraction.length > this.scale) {
      total *= bigTenTo(fraction.length - this.scale);
      this.scale = fraction.length;
    } else if (fraction.length < this.scale) {
      units *= bigTenTo(this.scale - fraction.length);
    }
    this.big = total + units;
  }
}

/**
 * Figures summed per key, for a batch's upserts: one row per key goes to the database instead of
 * one per journal line. Keys compare as their text, as PostgreSQL compares the key columns (text,
 * dates as YYYY-MM-DD, lower-case uuids).
 */
export class TotalsByKey {
  private readonly totals = new Map<string, { key: readonly string[]; sums: NumericSum[] }>();

  add(key: readonly string[], amounts: readonly string[]): void {
    const id = key.join('\u0000');
    let entry = this.totals.get(id);
    if (!entry) {
      entry = { key, sums: amounts.map(() => new NumericSum()) };
      this.totals.set(id, entry);
    }
    for (let i = 0; i < amounts.length; i++) entry.sums[i].add(amounts[i]);
  }

  /** The same totals under coarser keys (days into months, say), summed again with the same rule. */
  rolledUp(coarser: (key: readonly string[]) => string[]): TotalsByKey {
    const rolled = new TotalsByKey();
    for (const { key, sums } of this.totals.values()) rolled.add(coarser(key), sums.map(String));
    return rolled;
  }

  get size(): number {
    return this.totals.size;
  }

  /** Column by column (the key's, then the sums as text), for `unnest($1::…[], …)`; `width` columns in all. */
  columns(width: number): string[][] {
    const entries = [...this.totals.values()];
    if (entries.length === 0) return Array.from({ length: width }, () => []);
    const keys = entries[0].key.map((_, i) => entries.map((entry) => entry.key[i]));
    const sums = entries[0].sums.map((_, i) => entries.map((entry) => entry.sums[i].toString()));
    return [...keys, ...sums];
  }

  /** Row by row, named: the key's columns, then the sums' (as text). */
  rows(keyColumns: readonly string[], sumColumns: readonly string[]): Record<string, string>[] {
    return [...this.totals.values()].map(({ key, sums }) => {
      const row: Record<string, string> = {};
      keyColumns.forEach((column, i) => (row[column] = key[i]));
      sumColumns.forEach((column, i) => (row[column] = sums[i].toString()));
      return row;
    });
  }
}
