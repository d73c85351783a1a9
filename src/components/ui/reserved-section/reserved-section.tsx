import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageHeader } from '../page-header/page-header';

/** A screen whose route exists and whose content comes with a later issue: its title and "coming soon". */
export function ReservedSection({ title }: { title: ReactNode }) {
  return <PageHeader title={title} description={<FormattedMessage id="app.reserved" />} />;
}
