import { fireEvent } from '@testing-library/react';

/**
 * Two presses before the page has answered the first: the second lands while the form is
 * still being checked and nothing has re-rendered (a quick double click or a double tap on a
 * slow phone). user-event's dblClick waits between its clicks, long enough for a busy button
 * to be disabled, so it would not catch a second write.
 */
export function pressTwice(button: HTMLElement): void {
  fireEvent.click(button);
  fireEvent.click(button);
}
