import { zodResolver } from '@hookform/resolvers/zod';
import { CloseButton, Dialog, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import { ChoiceSelect } from '@/components/forms/choice-select';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { useSubmitLock } from '@/components/forms/use-submit-lock';
import { ConfirmDialogFooter } from '@/components/overlays/confirm-dialog';
import { DialogLayer } from '@/components/overlays/dialog-layer';
import { failureText } from '@/lib/api/screen-failure';
import { useCreateGroup, useGroupCandidates } from '../hooks/use-group-chat';
import {
  GROUP_NAME_MAX,
  type GroupCreateInput,
  type GroupCreateValues,
  groupCreateSchema,
} from '../utils/group-schema';
import { GroupMemberPicker } from './group-member-picker';

interface GroupCreateDialogProps {
  open: boolean;
  onClose: () => void;
  me: string;
  /** The listing chosen beforehand (the dashboard's 'Grup oluştur' of one listing). */
  announcementId?: number | null;
  /** The new group's room: the screen opens it. */
  onCreated: (chatRoomId: number) => void;
}

/**
 * 'Grup oluştur': the teacher picks one of their listings, names the group and ticks its approved students.
 * Only listings with approved students are offered (the server refuses anyone else). One submit, one call.
 */
export function GroupCreateDialog({ open, onClose, me, announcementId, onCreated }: GroupCreateDialogProps) {
  const { t } = useTranslation('chat');
  const create = useCreateGroup(me);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next && !create.isPending) onClose();
      }}
      lazyMount
      unmountOnExit
      placement="center"
      scrollBehavior="inside"
    >
      <DialogLayer>
        <Dialog.Header>
          <Dialog.Title>{t('group.createTitle')}</Dialog.Title>
        </Dialog.Header>
        <GroupCreateForm
          announcementId={announcementId ?? null}
          create={create}
          onCreated={(chatRoomId) => {
            onClose();
            onCreated(chatRoomId);
          }}
        />
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label={t('group.close')} disabled={create.isPending} />
        </Dialog.CloseTrigger>
      </DialogLayer>
    </Dialog.Root>
  );
}

interface GroupCreateFormProps {
  announcementId: number | null;
  create: ReturnType<typeof useCreateGroup>;
  onCreated: (chatRoomId: number) => void;
}

function GroupCreateForm({ announcementId, create, onCreated }: GroupCreateFormProps) {
  const { t } = useTranslation('chat');
  const candidates = useGroupCandidates(true);
  const locked = useSubmitLock(create.isPending, create.isSuccess);
  const listings = candidates.data ?? [];
  const preset = listings.some((listing) => listing.announcementId === announcementId)
    ? String(announcementId)
    : listings.length === 1
      ? String(listings[0]!.announcementId)
      : '';
  const form = useForm<GroupCreateInput, unknown, GroupCreateValues>({
    resolver: zodResolver(groupCreateSchema),
    values: { announcementId: preset, name: '', memberIds: [] },
    resetOptions: { keepDirtyValues: true },
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'announcementId' });
  const students = listings.find((listing) => String(listing.announcementId) === chosen)?.students ?? [];

  if (candidates.isPending) {
    return (
      <Dialog.Body>
        <Stack align="center" py="6">
          <Spinner size="lg" aria-label={t('loading')} />
        </Stack>
      </Dialog.Body>
    );
  }
  if (candidates.isError || listings.length === 0) {
    return (
      <Dialog.Body pb="6">
        <Text>{candidates.isError ? t('group.candidatesFailed') : t('group.noCandidates')}</Text>
      </Dialog.Body>
    );
  }

  const failure = create.isError ? failureText(create.error, { failed: t('group.createFailed') }) : null;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync({
        data: {
          announcementId: Number(values.announcementId),
          name: values.name,
          memberIds: values.memberIds,
        },
      });
      toaster.create({ type: 'success', title: t('group.created', { name: answer.data.name }) });
      onCreated(answer.data.chatRoomId);
    } catch {
      // The refusal is shown above the fields (create.error).
    }
  });

  return (
    <form noValidate onSubmit={(event) => void locked(onSubmit)(event)}>
      <Dialog.Body>
        <Stack gap="4">
          {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
          <FormField label={t('group.listing')} error={errors.announcementId?.message} required>
            {(describedBy) => (
              <ChoiceSelect
                {...describedBy}
                {...form.register('announcementId', {
                  onChange: () => form.setValue('memberIds', []),
                })}
                placeholder={t('group.listingPlaceholder')}
                options={listings.map((listing) => ({
                  id: listing.announcementId,
                  name: listing.announcementTitle,
                }))}
              />
            )}
          </FormField>
          <FormField
            label={t('group.name')}
            error={errors.name?.message}
            helper={t('group.nameHelper', { max: GROUP_NAME_MAX })}
            required
          >
            {(describedBy) => (
              <Input {...describedBy} {...form.register('name')} maxLength={GROUP_NAME_MAX + 20} />
            )}
          </FormField>
          {students.length > 0 ? (
            <Controller
              control={form.control}
              name="memberIds"
              render={({ field, fieldState }) => (
                <GroupMemberPicker
                  legend={t('group.members')}
                  students={students}
                  value={field.value}
                  onChange={field.onChange}
                  inputRef={field.ref}
                  error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                />
              )}
            />
          ) : null}
        </Stack>
      </Dialog.Body>
      <ConfirmDialogFooter
        cancelLabel={t('group.cancel')}
        confirmLabel={t('group.create')}
        tone="brand"
        busy={create.isPending}
        busyLabel={t('group.creating')}
      />
    </form>
  );
}
