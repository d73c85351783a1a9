import { defineMessages } from 'react-intl';

/**
 * The filters' toggle on a phone: the `filters-disclosure` namespace (./locales), loaded by the
 * private area only (public pages filter nothing).
 */
export const filtersDisclosureMessages = defineMessages({
  /** What the button shows beside its count. */
  toggle: { id: 'filters-disclosure.toggle' },
});

/** Messages that take values, typed so a missing value is a compile error. */
export const filtersDisclosureValueMessages = defineMessages<{
  toggleName: { count: number };
}>({
  /** The button's accessible name: the word and how many filters are on. */
  toggleName: { id: 'filters-disclosure.toggleName' },
});
