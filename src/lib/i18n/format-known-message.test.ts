import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatKnownMessage } from './format-known-message';

const intl = createIntl({
  locale: 'en',
  messages: { 'payment.jobPosition.waiter': 'Waiter' },
  onError: () => {},
});

describe('formatKnownMessage', () => {
  it('formats a message this language has', () => {
    expect(formatKnownMessage(intl, { id: 'payment.jobPosition.waiter' })).toBe('Waiter');
  });

  it('gives nothing, not the code name, for an id it does not have', () => {
    expect(formatKnownMessage(intl, { id: 'payment.jobPosition.chef' })).toBeNull();
    expect(formatKnownMessage(intl, { id: 'toString' })).toBeNull();
  });
});
