import {
  getGetChatsQueryKey,
  getGetGroupChatCandidatesQueryKey,
  getGetGroupChatQueryKey,
  useAddGroupChatMembers,
  useCreateGroupChat,
  useGetGroupChat,
  useGetGroupChatCandidates,
  useLeaveGroupChat,
  useRemoveGroupChatMember,
  useRenameGroupChat,
} from '@/generated/api/chat/chat';
import type { GroupChat, GroupChatCandidates } from '@/generated/api/model';

/*
 * The group calls with what each makes stale (the room list names a group and counts its members; the group's
 * own read lists them). Live changes of someone else's doing arrive as room events (use-room-events.ts).
 */

const selectCandidates = (response: { data: GroupChatCandidates[] }) => response.data;
const selectGroup = (response: { data: GroupChat }) => response.data;

/** The teacher's listings with approved students (only loaded while a dialog that needs them is open). */
export function useGroupCandidates(enabled: boolean) {
  return useGetGroupChatCandidates({ query: { enabled, select: selectCandidates } });
}

export function useGroupChat(chatRoomId: number, enabled: boolean) {
  return useGetGroupChat(chatRoomId, { query: { enabled, select: selectGroup } });
}

const roomsAndGroup = (me: string, chatRoomId?: number) => ({
  refreshes: [
    getGetChatsQueryKey(me),
    ...(chatRoomId === undefined ? [] : [getGetGroupChatQueryKey(chatRoomId)]),
  ],
});

export function useCreateGroup(me: string) {
  return useCreateGroupChat({ mutation: { meta: roomsAndGroup(me) } });
}

export function useRenameGroup(me: string, chatRoomId: number) {
  return useRenameGroupChat({ mutation: { meta: roomsAndGroup(me, chatRoomId) } });
}

export function useAddGroupMembers(me: string, chatRoomId: number) {
  return useAddGroupChatMembers({
    mutation: {
      meta: { refreshes: [...roomsAndGroup(me, chatRoomId).refreshes, getGetGroupChatCandidatesQueryKey()] },
    },
  });
}

export function useRemoveGroupMember(me: string, chatRoomId: number) {
  return useRemoveGroupChatMember({ mutation: { meta: roomsAndGroup(me, chatRoomId) } });
}

export function useLeaveGroup(me: string) {
  return useLeaveGroupChat({ mutation: { meta: roomsAndGroup(me) } });
}
