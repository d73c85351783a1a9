import {
  defaultRangeExtractor,
  type Range,
  useWindowVirtualizer,
  type VirtualItem,
} from '@tanstack/react-virtual';
import { type FocusEvent, memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TeamMember } from '@/api/generated/model/teamMember';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { Link } from '@/components/ui/link/link';
import { memberPath } from '@/lib/routes';
import { personPhotoUrl } from '@/api/photos';
import { useDocumentTop } from '@/lib/use-document-top';
import { useNoScrollAnchoring } from '@/lib/use-no-scroll-anchoring';
import { useRowsByFrame } from '@/lib/use-rows-by-frame';
import { labelledJobPosition } from '../../lib/labelled-job-position';
import { teamsMessages, teamsValueMessages } from '../../messages';
import { RoleBadge } from '../parts/role-badge';
import styles from '../teams.module.css';

/** From a team of this many members on, only the rows near the screen are in the page. */
export const VIRTUAL_FROM = 120;
/** How long a long list rests before the rows on screen load their photos. */
const PHOTO_AFTER_MS = 400;
/** A row's height in a long list (styles.virtualRow: 64 px and the line between rows). */
const ROW_HEIGHT = 65;
/** A short list has no virtual rows (it shows every row): one array, so the pacing sees no change. */
const NO_VIRTUAL_ROWS: VirtualItem[] = [];

interface MemberRowsProps {
  teamUuid: string;
  pages: ReadonlyArray<{ list: TeamMember[] }>;
  /** A long list keeps only the rows near the screen in the page. */
  long: boolean;
  /** The whole list's length for assistive technology (-1: not known yet). */
  setSize: number;
  removable: (member: TeamMember) => boolean;
  onRemove: (member: TeamMember) => void;
  busy: boolean;
}

/**
 * The loaded members, as a real list. A long one (a team of 1,000) keeps in the page only the
 * rows near the screen (a window virtualizer), each telling its place in the whole list; the
 * row that has the focus stays, with its neighbours, so Tab and Shift+Tab walk on from it.
 * The rows a scroll brings are rendered in React's deferred (interruptible) work and come into
 * the page a few a render (useRowsByFrame), so scrolling never blocks the page for long, and
 * photos load once the list has rested. A change to the members (a page more, one removed)
 * shows at once.
 */
export function MemberRows({
  teamUuid,
  pages,
  long,
  setSize,
  removable,
  onRemove,
  busy,
}: MemberRowsProps) {
  const members = useMemo(() => pages.flatMap((page) => page.list), [pages]);
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const listTop = useDocumentTop(list);
  // A page coming in at the end must not move the view (nor the focused row) down.
  useNoScrollAnchoring(long);
  // The row that has the focus: state, so that focus moving to a row renders its neighbours
  // before the next key press (a ref changed nothing until the list next scrolled).
  const [focused, setFocused] = useState<number | null>(null);
  // The focused row and its neighbours stay in the page wherever the list scrolls.
  const withFocusedRow = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused === null || focused >= range.count) return indexes;
      const kept = [focused - 1, focused, focused + 1].filter(
        (index) => index >= 0 && index < range.count,
      );
      return [...new Set([...indexes, ...kept])].sort((a, b) => a - b);
    },
    [focused],
  );
  // Rows are one fixed height (styles.virtualRow), so nothing is measured while scrolling.
  const virtualizer = useWindowVirtualizer({
    count: members.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: listTop,
    enabled: long,
    // The first range is right before the window's size has been read.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    rangeExtractor: withFocusedRow,
    // "Scrolling" lasts until the list has rested PHOTO_AFTER_MS (not each wheel's own end).
    useScrollendEvent: false,
    isScrollingResetDelay: PHOTO_AFTER_MS,
    // Rows render in React's own time, not synchronously inside the scroll event.
    useFlushSync: false,
  });
  const items = long ? virtualizer.getVirtualItems() : null;
  // Photos wait while the list is flung: a row passing by shows initials, a row on screen once
  // the list rests shows the photo (a thousand photos painted on the way would block the page).
  const onScreen = long ? virtualizer.range : { startIndex: 0, endIndex: members.length };
  const resting = !long || !virtualizer.isScrolling;
  const deferredItems = useDeferredValue(items);
  const pacedItems = useRowsByFrame(deferredItems ?? NO_VIRTUAL_ROWS, !resting, virtualizer.range);
  // While the keyboard is in the list, its rows render at once: Tab must find the next row.
  const shownItems = !long ? null : focused === null ? pacedItems : items;
  const photosFrom = useDeferredValue(resting && onScreen ? onScreen.startIndex : -1);
  const photosTo = useDeferredValue(resting && onScreen ? onScreen.endIndex : -1);

  const trackFocus = (event: FocusEvent<HTMLUListElement>) => {
    const row = event.target.closest<HTMLElement>('li[data-index]');
    setFocused(row ? Number(row.dataset.index) : null);
  };
  const forgetFocus = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
  };
  return (
    <ul
      ref={setList}
      className={long ? `${styles.list} ${styles.virtualList}` : styles.list}
      aria-busy={busy || undefined}
      style={long ? { height: virtualizer.getTotalSize() } : undefined}
      onFocus={trackFocus}
      onBlur={forgetFocus}
    >
      <Rows
        teamUuid={teamUuid}
        members={members}
        items={shownItems}
        setSize={setSize}
        photosFrom={photosFrom}
        photosTo={photosTo}
        removable={removable}
        onRemove={onRemove}
      />
    </ul>
  );
}

interface RowsProps {
  teamUuid: string;
  members: TeamMember[];
  /** The rows near the screen of a long list; null: every row. */
  items: VirtualItem[] | null;
  setSize: number;
  /** The rows whose photos may load (-1: none, the list is moving). */
  photosFrom: number;
  photosTo: number;
  removable: (member: TeamMember) => boolean;
  onRemove: (member: TeamMember) => void;
}

/** The list's items; memoised, so only a change of what is shown renders them again. */
const Rows = memo(function Rows({
  teamUuid,
  members,
  items,
  setSize,
  photosFrom,
  photosTo,
  removable,
  onRemove,
}: RowsProps) {
  const row = (member: TeamMember, index: number) => (
    <MemberRow
      teamUuid={teamUuid}
      member={member}
      removable={removable(member)}
      onRemove={onRemove}
      showPhoto={index >= photosFrom && index <= photosTo}
    />
  );
  if (!items)
    return members.map((member, index) => <li key={member.qrCodeUuid}>{row(member, index)}</li>);
  return items.map(({ index }) => {
    const member = members[index];
    if (!member) return null;
    return (
      <li
        key={member.qrCodeUuid}
        data-index={index}
        aria-setsize={setSize}
        aria-posinset={index + 1}
        className={styles.virtualRow}
        style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }}
      >
        {row(member, index)}
      </li>
    );
  });
});

interface MemberRowProps {
  teamUuid: string;
  member: TeamMember;
  removable: boolean;
  onRemove: (member: TeamMember) => void;
  /** The photo may load now; once shown, it stays. */
  showPhoto: boolean;
}

/** One member; memoised, so a page added at the end of a long list renders only its own rows. */
const MemberRow = memo(function MemberRow({
  teamUuid,
  member,
  removable,
  onRemove,
  showPhoto,
}: MemberRowProps) {
  const intl = useIntl();
  const [photoShown, setPhotoShown] = useState(showPhoto);
  if (showPhoto && !photoShown) setPhotoShown(true);
  return (
    <div className={styles.row}>
      <Link className={styles.rowLink} to={memberPath(teamUuid, member.qrCodeUuid)}>
        <Avatar
          name={member.fullName}
          src={photoShown ? personPhotoUrl(member.photoUuid) : null}
          size="sm"
        />
        <span className={styles.rowText}>
          <span className={styles.name}>{member.fullName}</span>
          {member.jobPosition ? (
            <span className={styles.meta}>{labelledJobPosition(intl, member.jobPosition)}</span>
          ) : null}
        </span>
      </Link>
      <RoleBadge role={member.role} />
      {removable ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={intl.formatMessage(teamsValueMessages.membersRemoveLabel, {
            name: member.fullName,
          })}
          onClick={() => onRemove(member)}
        >
          {intl.formatMessage(teamsMessages.membersRemove)}
        </Button>
      ) : null}
    </div>
  );
});
