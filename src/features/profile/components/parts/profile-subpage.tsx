import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentUser } from '@/api/current-user';
import type { UserInfo } from '@/api/generated/model/userInfo';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Link } from '@/components/ui/link/link';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { PROFILE_PATH } from '@/lib/routes';
import { profileMessages } from '../../messages';
import styles from './profile-parts.module.css';

interface ProfileSubpageProps {
  title: string;
  description?: ReactNode;
  /** The screen's content, once user info is in (the session guard has usually loaded it). */
  children: (client: UserInfo) => ReactNode;
}

/** A profile change or deletion screen: its heading, the way back, and its card. */
export function ProfileSubpage({ title, description, children }: ProfileSubpageProps) {
  const intl = useIntl();
  const user = useCurrentUser();
  return (
    <div className={styles.page}>
      <Link className={styles.back} to={PROFILE_PATH}>
        <span aria-hidden="true">←</span>
        {intl.formatMessage(profileMessages.back)}
      </Link>
      <PageHeader title={title} description={description} />
      <AsyncContent
        query={user}
        loading={
          <SkeletonGroup>
            <Skeleton shape="rect" height={220} />
          </SkeletonGroup>
        }
      >
        {({ client }) => <div className={styles.card}>{children(client)}</div>}
      </AsyncContent>
    </div>
  );
}
