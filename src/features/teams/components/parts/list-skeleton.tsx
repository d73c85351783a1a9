import { SkeletonGroup, SkeletonListItem } from '@/components/ui/skeleton/skeleton';
import styles from '../teams.module.css';

/** A list still loading: its first rows' placeholders, in a card where the list has one. */
export function ListSkeleton({ rows = 2, inCard = false }: { rows?: number; inCard?: boolean }) {
  const items = Array.from({ length: rows }, (_, index) => <SkeletonListItem key={index} />);
  return (
    <SkeletonGroup>{inCard ? <div className={styles.card}>{items}</div> : items}</SkeletonGroup>
  );
}
