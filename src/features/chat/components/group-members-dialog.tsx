import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  chakra,
  CloseButton,
  Dialog,
  Flex,
  Heading,
  HStack,
  Input,
  Separator,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { useSubmitLock } from '@/components/forms/use-submit-lock';
import { ConfirmDialog } from '@/components/overlays/confirm-dialog';
import { DialogLayer } from '@/components/overlays/dialog-layer';
import type { GroupChat } from '@/generated/api/model';
import { useActionLock } from '@/hooks/use-action-lock';
import { failureText } from '@/lib/api/screen-failure';
import { fullName } from '@/lib/people/full-name';
import {
  useAddGroupMembers,
  useGroupCandidates,
  useGroupChat,
  useLeaveGroup,
  useRemoveGroupMember,
  useRenameGroup,
} from '../hooks/use-group-chat';
import {
  GROUP_NAME_MAX,
  type GroupRenameInput,
  type GroupRenameValues,
  groupRenameSchema,
} from '../utils/group-schema';
import { ChatAvatar } from './chat-avatar';
import { GroupMemberPicker } from './group-member-picker';

interface GroupMembersDialogProps {
  chatRoomId: number;
  me: string;
  viewerId: number | null;
  open: boolean;
  onClose: () => void;
  /** The viewer left the group: the screen closes the room. */
  onLeft: () => void;
}

/**
 * A group's members. Its creator renames it, removes members and adds approved students of its listing; any
 * other member may leave it, after a confirmation. Each button sends one call however often it is pressed
 * (the action lock, keyed per member).
 */
export function GroupMembersDialog(props: GroupMembersDialogProps) {
  const { t } = useTranslation('chat');
  const group = useGroupChat(props.chatRoomId, props.open);
  const data = group.data;
  const isOwner = data !== undefined && data.ownerId === props.viewerId;
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={({ open: next }) => {
        if (!next) props.onClose();
      }}
      lazyMount
      unmountOnExit
      placement="center"
      scrollBehavior="inside"
    >
      <DialogLayer>
        <Dialog.Header>
          <Dialog.Title>{t('group.membersTitle')}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body pb="6">
          {data ? (
            <Stack gap="5">
              {isOwner ? <RenameForm group={data} me={props.me} /> : null}
              <MemberList group={data} me={props.me} isOwner={isOwner} />
              {isOwner ? <AddMembers group={data} me={props.me} /> : null}
              {!isOwner ? <LeaveGroup group={data} me={props.me} onLeft={props.onLeft} /> : null}
            </Stack>
          ) : group.isError ? (
            <Text>{t('group.loadFailed')}</Text>
          ) : (
            <Flex justify="center" py="6">
              <Spinner size="lg" aria-label={t('loading')} />
            </Flex>
          )}
        </Dialog.Body>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label={t('group.close')} />
        </Dialog.CloseTrigger>
      </DialogLayer>
    </Dialog.Root>
  );
}

function RenameForm({ group, me }: { group: GroupChat; me: string }) {
  const { t } = useTranslation('chat');
  const rename = useRenameGroup(me, group.chatRoomId);
  const locked = useSubmitLock(rename.isPending);
  const form = useForm<GroupRenameInput, unknown, GroupRenameValues>({
    resolver: zodResolver(groupRenameSchema),
    defaultValues: { name: group.name },
  });
  const failure = rename.isError ? failureText(rename.error, { failed: t('group.renameFailed') }) : null;
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await rename.mutateAsync({ chatRoomId: group.chatRoomId, data: { name } });
      form.reset({ name });
      toaster.create({ type: 'success', title: t('group.renamed') });
    } catch {
      // Shown above the field.
    }
  });
  return (
    <form noValidate onSubmit={(event) => void locked(onSubmit)(event)}>
      <Stack gap="2">
        {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
        <FormField label={t('group.name')} error={form.formState.errors.name?.message} required>
          {(describedBy) => (
            <Input {...describedBy} {...form.register('name')} maxLength={GROUP_NAME_MAX + 20} />
          )}
        </FormField>
        <Button type="submit" size="sm" alignSelf="flex-start" loading={rename.isPending}>
          {t('group.rename')}
        </Button>
      </Stack>
    </form>
  );
}

function MemberList({ group, me, isOwner }: { group: GroupChat; me: string; isOwner: boolean }) {
  const { t } = useTranslation('chat');
  const remove = useRemoveGroupMember(me, group.chatRoomId);
  const lock = useActionLock();
  const removeMember = (userId: number, name: string) =>
    void lock.run(async () => {
      try {
        await remove.mutateAsync({ chatRoomId: group.chatRoomId, userId });
        toaster.create({ type: 'success', title: t('group.removed', { name }) });
      } catch (error) {
        toaster.create({ type: 'error', title: failureText(error, { failed: t('group.removeFailed') }) });
      }
    }, userId);
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {t('group.memberCount', { count: group.memberCount })}
      </Heading>
      <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2">
        {group.members.map((member) => {
          const name = fullName(member.name, member.surname, member.username);
          return (
            <HStack as="li" key={member.userId} gap="2" minW="0">
              <ChatAvatar name={name} imageUrl={member.profileImageUrl} />
              <Text flex="1" minW="0" wordBreak="break-word">
                {name}
              </Text>
              {member.owner ? (
                <Badge colorPalette="brand" variant="subtle">
                  {t('group.owner')}
                </Badge>
              ) : isOwner ? (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  loading={lock.isLocked(member.userId)}
                  aria-label={t('group.removeLabel', { name })}
                  onClick={() => removeMember(member.userId, name)}
                >
                  {t('group.remove')}
                </Button>
              ) : null}
            </HStack>
          );
        })}
      </chakra.ul>
    </Stack>
  );
}

function AddMembers({ group, me }: { group: GroupChat; me: string }) {
  const { t } = useTranslation('chat');
  const candidates = useGroupCandidates(true);
  const add = useAddGroupMembers(me, group.chatRoomId);
  const lock = useActionLock();
  const [chosen, setChosen] = useState<number[]>([]);
  const inGroup = new Set(group.members.map((member) => member.userId));
  const students =
    candidates.data
      ?.find((listing) => listing.announcementId === group.announcementId)
      ?.students.filter((student) => !inGroup.has(student.userId)) ?? [];
  if (group.announcementId == null || students.length === 0) return null;
  const addChosen = () =>
    void lock.run(async () => {
      if (chosen.length === 0) return;
      try {
        await add.mutateAsync({ chatRoomId: group.chatRoomId, data: { userIds: chosen } });
        setChosen([]);
        toaster.create({ type: 'success', title: t('group.added', { count: chosen.length }) });
      } catch (error) {
        toaster.create({ type: 'error', title: failureText(error, { failed: t('group.addFailed') }) });
      }
    });
  return (
    <Stack gap="3">
      <Separator />
      <GroupMemberPicker
        legend={t('group.addLegend')}
        students={students}
        value={chosen}
        onChange={setChosen}
      />
      <Button
        size="sm"
        alignSelf="flex-start"
        colorPalette="brand"
        disabled={chosen.length === 0}
        loading={lock.isLocked()}
        onClick={addChosen}
      >
        {t('group.add')}
      </Button>
    </Stack>
  );
}

function LeaveGroup({ group, me, onLeft }: { group: GroupChat; me: string; onLeft: () => void }) {
  const { t } = useTranslation('chat');
  const leave = useLeaveGroup(me);
  const lock = useActionLock();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    void lock.run(async () => {
      try {
        await leave.mutateAsync({ chatRoomId: group.chatRoomId });
        setAsking(false);
        toaster.create({ type: 'success', title: t('group.left', { name: group.name }) });
        onLeft();
      } catch (error) {
        toaster.create({ type: 'error', title: failureText(error, { failed: t('group.leaveFailed') }) });
      }
    });
  return (
    <>
      <Separator />
      <Button variant="outline" colorPalette="red" alignSelf="flex-start" onClick={() => setAsking(true)}>
        {t('group.leave')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('group.leaveTitle', { name: group.name })}
        description={t('group.leaveText')}
        cancelLabel={t('group.cancel')}
        confirmLabel={t('group.leaveConfirm')}
        tone="danger"
        busy={lock.isLocked()}
        busyLabel={t('group.leaving')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
