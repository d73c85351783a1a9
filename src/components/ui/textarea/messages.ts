import { defineMessages } from 'react-intl';

/** Messages that take values, typed so a missing value is a compile error. */
export const textareaValueMessages = defineMessages<{
  textareaCounter: { count: number; max: number };
}>({
  textareaCounter: { id: 'ui.textarea.counter' },
});
