import { Button } from '@chakra-ui/react';
import { Users, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LabelIcon } from '@/components/display/label-icon';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/api/use-session';
import { isTeacher } from '@/lib/people/roles';
import { GroupCreateDialog } from './group-create-dialog';
import { GroupMembersDialog } from './group-members-dialog';

/** The query parameter that opens 'Grup oluştur' for one listing (the teacher dashboard's link). */
const NEW_GROUP_PARAM = paths.newGroupChat.param;

/**
 * 'Grup oluştur' beside the title of /chat, for a teacher only (a student is refused by the server too). A
 * link to /chat?newGroup=<listing id> opens it at once with that listing chosen.
 */
export function GroupCreateButton({
  me,
  onCreated,
}: {
  me: string;
  onCreated: (chatRoomId: number) => void;
}) {
  const { t } = useTranslation('chat');
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = Number(searchParams.get(NEW_GROUP_PARAM));
  const [open, setOpen] = useState(searchParams.has(NEW_GROUP_PARAM));
  if (!isTeacher(user?.role)) return null;
  const close = () => {
    setOpen(false);
    if (searchParams.has(NEW_GROUP_PARAM)) {
      const next = new URLSearchParams(searchParams);
      next.delete(NEW_GROUP_PARAM);
      setSearchParams(next, { replace: true });
    }
  };
  return (
    <>
      <Button size="sm" colorPalette="brand" onClick={() => setOpen(true)}>
        <LabelIcon icon={UsersRound} />
        {t('group.open')}
      </Button>
      <GroupCreateDialog
        open={open}
        onClose={close}
        me={me}
        announcementId={Number.isSafeInteger(requested) && requested > 0 ? requested : null}
        onCreated={onCreated}
      />
    </>
  );
}

interface GroupMembersButtonProps {
  chatRoomId: number;
  name: string;
  me: string;
  viewerId: number | null;
  onLeft: () => void;
}

/** 'Üyeler' in an open group's header: its members, and what the viewer may do with the group. */
export function GroupMembersButton(props: GroupMembersButtonProps) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-label={t('group.manageLabel', { name: props.name })}
        onClick={() => setOpen(true)}
      >
        <LabelIcon icon={Users} />
        {t('group.manage')}
      </Button>
      <GroupMembersDialog
        chatRoomId={props.chatRoomId}
        me={props.me}
        viewerId={props.viewerId}
        open={open}
        onClose={() => setOpen(false)}
        onLeft={() => {
          setOpen(false);
          props.onLeft();
        }}
      />
    </>
  );
}
