import { groupDigits, priceText } from './event-format';

it('groups digits the Indian way, as toLocaleString("en-IN") does', () => {
  for (const value of [0, 1, 7, 99, 400, 999, 1000, 12_345, 100_000, 1_234_567, 98_765_432_1, -4_500]) {
    expect(groupDigits(value)).toBe(value.toLocaleString('en-IN'));
  }
  expect(priceText(100_000)).toBe('₹1,00,000');
  expect(priceText(0)).toBe('Free');
});
