import { amountDraws, drawAdjustments, drawMoneyContact } from './document-draws.js';
import { randomDraws, seededRandom } from './seeded-random.js';

/** Draws from `numbers` in turn, counting how many were taken. */
function scripted(numbers: number[]) {
  let taken = 0;
  const draws = randomDraws(() => numbers[taken++ % numbers.length]);
  return { draws, taken: () => taken };
}

describe('the pieces of generated documents', () => {
  it('writes amounts at the currency’s scale', () => {
    const { draws } = scripted([0.5]);
    const naira = amountDraws(draws, 2);
    expect(naira.money(123_456)).toBe('1234.56');
    expect(naira.money(7)).toBe('0.07');
    expect(naira.major(10, 20)).toBe('15.00');
    expect(naira.majorAndMinor(10, 20)).toBe('15.50');
    expect(amountDraws(draws, 0).money(1500)).toBe('1500');
  });

  it('draws each adjustment in a fixed order, and takes no number for one it is not asked for', () => {
    const always = scripted([0]);
    expect(
      drawAdjustments(always.draws, {
        discount: { odds: 0.5, percents: [5, 10], fixed: () => 'never' },
        delivery: { odds: 0.5, amount: () => '25.00' },
        tax: 0.5,
      }),
    ).toEqual({ discount: '5', discountType: 'percent', delivery: '25.00', tax: '7.5', taxType: 'percent' });
    // discount?, percent?, which percent, delivery?, tax?
    expect(always.taken()).toBe(5);

    const taxOnly = scripted([0.99]);
    expect(drawAdjustments(taxOnly.draws, { tax: 0.1 })).toEqual({});
    expect(taxOnly.taken()).toBe(1);

    const fixed = scripted([0.1, 0.9]);
    expect(drawAdjustments(fixed.draws, { discount: { odds: 0.5, percents: [5], fixed: () => '12.00' } })).toEqual({ discount: '12.00' });
  });

  it('names a contact only for the kinds of money in and out that carry one', () => {
    const contacts = { customers: ['ada'], suppliers: ['okafor'] };
    const { draws, taken } = scripted([0.3]);
    expect(drawMoneyContact(draws, contacts, { in: 'customer_deposit' })).toBe('ada');
    expect(drawMoneyContact(draws, contacts, { in: 'debt_repayment' })).toBe('ada');
    expect(drawMoneyContact(draws, contacts, { out: 'supplier_payment' })).toBe('okafor');
    expect(drawMoneyContact(draws, contacts, { out: 'refund' })).toBe('ada');
    expect(taken()).toBe(4);
    expect(drawMoneyContact(draws, contacts, { in: 'capital' })).toBeUndefined();
    expect(drawMoneyContact(draws, contacts, { out: 'drawings' })).toBeUndefined();
    expect(taken()).toBe(4);
  });

  it('makes the same amounts from the same seed', () => {
    const amounts = (seed: number) => {
      const { major, majorAndMinor } = amountDraws(randomDraws(seededRandom(seed)), 2);
      return [major(1, 1000), majorAndMinor(1, 1000), major(1, 1000)];
    };
    expect(amounts(7)).toEqual(amounts(7));
    expect(amounts(7)).not.toEqual(amounts(8));
  });
});
