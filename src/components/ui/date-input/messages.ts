import { defineMessages } from 'react-intl';

/** Words this component renders itself; callers translate their own labels. */
export const dateInputMessages = defineMessages({
  dateFormatHint: { id: 'ui.dateInput.formatHint' },
});

/** One message per date parsing result. */
export const dateErrorMessages = defineMessages({
  INCOMPLETE: { id: 'ui.dateInput.incomplete' },
  DAY_RANGE: { id: 'ui.dateInput.dayRange' },
  MONTH_RANGE: { id: 'ui.dateInput.monthRange' },
  YEAR_RANGE: { id: 'ui.dateInput.yearRange' },
  NO_SUCH_DATE: { id: 'ui.dateInput.noSuchDate' },
});
