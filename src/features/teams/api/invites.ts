import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import {
  addInvite,
  listPushedInvites,
  listReceivedInvites,
  sendAdminInvite,
  sendMemberInvite,
  updateInvite,
} from '@/api/generated/invite/invite';
import type { Invite } from '@/api/generated/model/invite';
import type { InviteList } from '@/api/generated/model/inviteList';
import type { Role } from '@/api/generated/model/role';
import { INVITES_PAGE_SIZE, pagedListOptions } from '@/api/paged-list';
import { useJoinTeam } from '@/api/team-invites';
import { teamQueryPrefix } from './teams';

/*
 * Invites: those a team sent (by phone, or as links to share) and those the person received.
 * An answer replaces the invite in its list (spec section 4).
 */

type InvitePages = InfiniteData<InviteList, number>;

const sentKey = (teamUuid: string) => [...teamQueryPrefix(teamUuid), 'invites'] as const;
const RECEIVED_KEY = ['invites', 'received'] as const;

const invitePages = (queryKey: QueryKey, fetchPage: typeof listPushedInvites, teamUuid?: string) =>
  pagedListOptions({
    queryKey,
    pageSize: INVITES_PAGE_SIZE,
    fetchPage: (nextPage, signal) =>
      fetchPage({ nextPage, ...(teamUuid ? { teamUuid } : {}) }, { signal }),
    itemsOf: (page: InviteList) => page.list,
  });

/** invite/list/push of one team: every invite it sent, newest first, 30 a page. */
export function sentInvitesQueryOptions(teamUuid: string) {
  return invitePages(sentKey(teamUuid), listPushedInvites, teamUuid);
}

export function useSentInvites(teamUuid: string) {
  return useInfiniteQuery(sentInvitesQueryOptions(teamUuid));
}

/** invite/list/received: the invites the person received, 30 a page. */
export function receivedInvitesQueryOptions() {
  return invitePages(RECEIVED_KEY, listReceivedInvites);
}

export function useReceivedInvites() {
  return useInfiniteQuery(receivedInvitesQueryOptions());
}

/** Puts the answer where the invite was, in every loaded page. */
function replaceInvite(data: InvitePages | undefined, invite: Invite): InvitePages | undefined {
  return (
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        list: page.list.map((old) => (old.uuid === invite.uuid ? invite : old)),
      })),
    }
  );
}

/** invite/send/member or invite/send/admin to a phone. */
export function useSendInviteMutation(teamUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phone, role }: { phone: string; role: Role }) =>
      (role === 'ADMIN' ? sendAdminInvite : sendMemberInvite)({ teamUuid, phone }),
    meta: { errorShownInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sentKey(teamUuid) }),
  });
}

/** invite/add: a link to share, with the role it gives. */
export function useCreateInviteLinkMutation(teamUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => addInvite({ teamUuid, role }),
    meta: { errorShownInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sentKey(teamUuid) }),
  });
}

/** invite/update to CANCELLED: the team takes an open invite back. */
export function useCancelInviteMutation(teamUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: Invite) => updateInvite({ uuid: invite.uuid, state: 'CANCELLED' }),
    onSuccess: (answer) =>
      queryClient.setQueryData(sentKey(teamUuid), (data: InvitePages | undefined) =>
        replaceInvite(data, answer),
      ),
  });
}

/**
 * Accepting (the shared join: team/admin/join for an administrator invite) or declining a
 * received invite; the answer replaces it in the list.
 */
export function useAnswerInviteMutations() {
  const queryClient = useQueryClient();
  const putBack = (answer: Invite) =>
    queryClient.setQueryData(RECEIVED_KEY, (data: InvitePages | undefined) =>
      replaceInvite(data, answer),
    );
  const accept = useJoinTeam(putBack);
  const decline = useMutation({
    mutationFn: (invite: Invite) => updateInvite({ uuid: invite.uuid, state: 'DECLINED' }),
    meta: { errorShownInline: true },
    onSuccess: putBack,
  });
  return { accept, decline };
}
