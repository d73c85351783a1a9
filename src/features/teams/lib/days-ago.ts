import { useIntl } from 'react-intl';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A moment as whole days from now ("5 days ago", "yesterday", "in 2 days"): an invite's age
 * and expiry read this way, and a day's count does not change with the hour it is read.
 */
export function useDaysAgo(): (iso: string | undefined) => string {
  const intl = useIntl();
  return (iso) => {
    if (!iso) return '';
    const difference = Date.parse(iso) - Date.now();
    const days = difference < 0 ? -Math.floor(-difference / DAY) : Math.ceil(difference / DAY);
    return intl.formatRelativeTime(days, 'day', { numeric: 'auto' });
  };
}
