import { useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { withoutBidiControls } from '../bidi';
import { documentTitleMessages } from './messages';

/**
 * WCAG 2.4.2: the tab names the page, in the page's language: "<title> · <brand>", the brand
 * alone without a title. Called by the component that renders the page's `<h1>` with the same
 * words, so the two never disagree: set while React commits the heading (a layout effect),
 * not after the browser has painted it. A name's bidirectional controls are dropped: an
 * override would otherwise run on into " · <brand>" (the tab title cannot isolate text).
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const brand = useIntl().formatMessage(documentTitleMessages.brand);
  useLayoutEffect(() => {
    document.title = title ? `${withoutBidiControls(title)} · ${brand}` : brand;
  }, [title, brand]);
}
