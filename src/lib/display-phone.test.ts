import { describe, expect, it } from 'vitest';
import { displayPhone } from './display-phone';

describe('displayPhone', () => {
  it.each([
    ['+77000010001', '+7 700 001 0001'],
    ['+79161234567', '+7 916 123 45 67'],
    ['+14155550123', '+1 415 555 0123'],
  ])('groups %s for reading as %s', (phone, shown) => {
    expect(displayPhone(phone)).toBe(shown);
  });

  it('leaves what is not a phone number as it came', () => {
    expect(displayPhone('not a phone')).toBe('not a phone');
  });
});
