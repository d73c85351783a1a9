import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppSettings } from '@/api/app-settings';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { LoadMore } from '@/components/ui/load-more/load-more';
import { Notice } from '@/components/ui/notice/notice';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { dayHeading, groupByDay } from '@/lib/day-groups';
import { useFormatMoney } from '@/lib/money';
import {
  useAcceptAllNotificationsMutation,
  useAcceptNotificationsMutation,
  useNotifications,
} from '../api/notifications';
import { notificationEntries, type NotificationEntry } from '../lib/tip-entries';
import { notificationsMessages } from '../messages';
import { amountFormatter, NotificationItem } from './notification-item';
import styles from './notifications.module.css';

/**
 * The notifications (spec sections 3 and 4): newest first, 15 a page, more as the list
 * scrolls (or on "Show earlier ones"), grouped by the reader's day with "Today" and "Yesterday".
 * Unprocessed ones are marked; one can be accepted, or all at once, and the header's bell
 * follows without a reload.
 */
export function NotificationsPage() {
  const intl = useIntl();
  const list = useNotifications();
  const acceptAll = useAcceptAllNotificationsMutation();
  const acceptOne = useAcceptNotificationsMutation();
  const writeError =
    acceptAll.isPending || acceptOne.isPending ? null : (acceptAll.error ?? acceptOne.error);
  const listRef = useRef<HTMLDivElement>(null);
  const [allRead, setAllRead] = useState(false);
  const items = useMemo(
    () => list.data?.pages.flatMap((page) => page.notificationList) ?? [],
    [list.data],
  );
  const entries = useMemo(() => notificationEntries(items), [items]);
  // New ones among those shown, or (the server's flag) among pages not loaded yet.
  const hasNew =
    items.some((item) => !item.processed) ||
    (list.hasNextPage && Boolean(list.data?.pages[0]?.hasNewNotifications));

  const markAllRead = () => {
    if (acceptAll.isPending) return;
    acceptAll.mutate(undefined, {
      onSuccess: () => {
        setAllRead(true);
        // The button is gone: focus goes to the list it changed.
        listRef.current?.focus();
      },
    });
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={intl.formatMessage(notificationsMessages.title)}
        actions={
          hasNew ? (
            <Button variant="secondary" loading={acceptAll.isPending} onClick={markAllRead}>
              {intl.formatMessage(notificationsMessages.markAllRead)}
            </Button>
          ) : null
        }
      />
      {allRead && !hasNew ? (
        <Notice>{intl.formatMessage(notificationsMessages.allRead)}</Notice>
      ) : null}
      {writeError ? <FormAlert error={writeError} takeFocus /> : null}
      <AsyncContent
        query={list}
        isEmpty={() => items.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(notificationsMessages.emptyTitle)}
            description={intl.formatMessage(notificationsMessages.emptyText)}
          />
        }
        loading={
          <SkeletonGroup>
            <Skeleton width="30%" />
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} shape="rect" height={72} />
            ))}
          </SkeletonGroup>
        }
      >
        {() => (
          <div
            ref={listRef}
            className={styles.list}
            tabIndex={-1}
            aria-label={intl.formatMessage(notificationsMessages.listLabel)}
            role="region"
          >
            <DayGroups entries={entries} accept={acceptOne} />
            <LoadMore label={intl.formatMessage(notificationsMessages.more)} list={list} />
          </div>
        )}
      </AsyncContent>
    </div>
  );
}

function DayGroups({
  entries,
  accept,
}: {
  entries: NotificationEntry[];
  accept: ReturnType<typeof useAcceptNotificationsMutation>;
}) {
  const intl = useIntl();
  const settings = useAppSettings();
  const formatAmount = amountFormatter(useFormatMoney(settings.data?.currencyCode));
  const accepting = (entry: NotificationEntry) =>
    accept.isPending && entry.unprocessed.some((uuid) => accept.variables?.includes(uuid));
  const acceptOne = (entry: NotificationEntry, done: () => void) => {
    // A second click on the same one while it is being accepted sends nothing more.
    if (!accepting(entry)) accept.mutate(entry.unprocessed, { onSuccess: done });
  };
  // "Today" as of when the list opened (Date.now, which stories freeze).
  const [today] = useState(() => new Date(Date.now()));
  return groupByDay(entries, (entry) => entry.notification.createdDate).map((group) => (
    <DayGroup key={group.day} heading={dayHeading(intl, group.day, today)}>
      {group.items.map((entry) => (
        <NotificationItem
          key={entry.notification.uuid}
          notification={entry.notification}
          formatAmount={formatAmount}
          onAccept={(done) => acceptOne(entry, done)}
          accepting={accepting(entry)}
        />
      ))}
    </DayGroup>
  ));
}

function DayGroup({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.day}>
        {heading}
      </h2>
      <ul className={styles.items}>{children}</ul>
    </section>
  );
}
