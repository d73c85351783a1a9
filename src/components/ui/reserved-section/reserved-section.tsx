import { FormattedMessage } from 'react-intl';

/** Marks a route that is reserved in the router and filled by a later feature. */
export function ReservedSection({ name }: { name: string }) {
  return (
    <section aria-label={name} data-reserved={name}>
      <p>
        <FormattedMessage id="app.reserved" />
      </p>
    </section>
  );
}
