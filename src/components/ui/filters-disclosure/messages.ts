import { defineMessages } from 'react-intl';

/**
 * The filters' toggle on a phone: the `filters-disclosure` namespace (./locales), loaded by the
 * private area only (public pages filter nothing). Typed so a missing value is a compile error.
 */
export const filtersDisclosureMessages = defineMessages<{
  toggle: { count: number };
}>({
  /** The button: the word and how many filters are on ("Filters", "Filters, 2 on"). */
  toggle: { id: 'filters-disclosure.toggle' },
});
