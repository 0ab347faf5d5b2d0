import { z } from 'zod';
import { GroupChatNameMax, GroupChatNameMin } from '@/generated/zod/components/index.zod';
import { userTextField } from '@/lib/validation/user-text-field';

/** The contract's limits of a group's name: 2 to 60 characters, counted after trimming (the mock counts so too). */
export const GROUP_NAME_MIN = GroupChatNameMin;
export const GROUP_NAME_MAX = GroupChatNameMax;

const groupName = userTextField({
  min: GROUP_NAME_MIN,
  max: GROUP_NAME_MAX,
  messages: { required: 'chat:group.nameRequired', min: 'chat:group.nameMin', max: 'chat:group.nameMax' },
  stopWhenEmpty: true,
});

/** 'Grup oluştur': one of the teacher's listings, a name, and at least one of its approved students. */
export const groupCreateSchema = z.object({
  announcementId: z.string().min(1, { error: 'chat:group.listingRequired' }),
  name: groupName,
  memberIds: z.array(z.number()).min(1, { error: 'chat:group.membersRequired' }),
});

export const groupRenameSchema = z.object({ name: groupName });

export type GroupCreateInput = z.input<typeof groupCreateSchema>;
export type GroupCreateValues = z.output<typeof groupCreateSchema>;
export type GroupRenameInput = z.input<typeof groupRenameSchema>;
export type GroupRenameValues = z.output<typeof groupRenameSchema>;
