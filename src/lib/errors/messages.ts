import { defineMessages } from 'react-intl';

/**
 * Fallback texts of the error catalogue (spec section 8). Each catalogue key's own texts are
 * `errors.<key>` (and `.title`, `.subtitle`), see error-catalogue.ts.
 */
export const errorDefaults = defineMessages({
  title: { id: 'errors.default.title' },
  subtitle: { id: 'errors.default.subtitle' },
  message: { id: 'errors.default.message' },
});
