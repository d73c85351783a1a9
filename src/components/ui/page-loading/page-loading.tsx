import { useIntl } from 'react-intl';
import { spinnerMessages } from '../spinner/messages';

interface PageLoadingProps {
  /** Renders the page's `<main>` too, where no layout around it gives one yet. */
  landmark?: boolean;
}

/**
 * A page whose code or words are still on their way (a lazy chunk, an area's translations):
 * for the moment that takes, nothing to see, as before, but the page keeps its one `<h1>`
 * (and its `<main>`), so no state of the app is a page without a heading (axe).
 */
export function PageLoading({ landmark = false }: PageLoadingProps) {
  const intl = useIntl();
  const Root = landmark ? 'main' : 'div';
  return (
    <Root aria-busy="true">
      <h1 className="visually-hidden">{intl.formatMessage(spinnerMessages.spinnerLabel)}</h1>
    </Root>
  );
}
