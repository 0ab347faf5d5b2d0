import { Box, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toaster } from '@/components/feedback/toaster';
import { SafetySlot } from '@/components/overlays/safety-slot';
import { paths } from '@/config/paths';
import type { ChatMessage, ChatRoomType } from '@/generated/api/model';
import { profileTargetId } from '../utils/chat-messages';
import type { ChatRow } from '../utils/message-rows';
import { ChatAvatar } from './chat-avatar';
import { ChatBlockedNotice } from './chat-blocked-notice';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { ProfileConfirmDialog } from './profile-confirm-dialog';

interface ChatConversationProps {
  /** The counterpart's name (or username), or the group's name. */
  name: string;
  imageUrl?: string | null;
  type: ChatRoomType;
  rows: ChatRow[];
  isLoading: boolean;
  me: string;
  viewerId: number | null;
  onSend: (content: string) => void;
  /** Where the composer keeps what is typed (see ChatComposer). */
  draftKey: string | null;
  onRetry: (localId: number) => void;
  onNearTop?: () => void;
  loadingOlder?: boolean;
  /** A group's member count, said under its name. */
  memberCount?: number | null;
  /** A group's own actions in the header (its members, leaving it). */
  groupActions?: ReactNode;
  /** The other person of a private room (report and block them from the header), when known. */
  counterpartId?: number | null;
  /** A block between the two people of a private room: the composer says why nothing can be sent. */
  blocked?: { byMe: boolean; byThem: boolean };
  /** Why a text may not be sent yet (contact details before an approved request), or null. */
  refuse?: (content: string) => string | null;
}

/** The conversation panel: header, messages (or the empty text), and the input. */
export function ChatConversation(props: ChatConversationProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const [profileId, setProfileId] = useState<number | null>(null);
  const isGroup = props.type === 'GROUP';
  const { name } = props;
  const nameOf = useMemo(
    () => (message: ChatMessage) =>
      isGroup ? message.senderName || message.senderUsername : name || message.senderUsername,
    [isGroup, name],
  );

  const askProfile = (message: ChatMessage) => {
    const id = profileTargetId(message, props.viewerId);
    if (id === null) {
      toaster.create({ type: 'error', title: t('profileMissing') });
      return;
    }
    setProfileId(id);
  };

  return (
    <Flex direction="column" h="full" minH="0">
      <Flex as="header" align="center" gap="3" px={{ base: '3', md: '6' }} py="3" borderBottomWidth="1px">
        <ChatAvatar name={props.name} imageUrl={props.imageUrl} size="md" />
        <Box minW="0">
          <Heading as="h2" size="md" lineClamp={1}>
            {props.name}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {isGroup ? t('groupChat') : t('privateChat')}
            {isGroup && props.memberCount
              ? ` · ${t('group.memberCount', { count: props.memberCount })}`
              : null}
          </Text>
        </Box>
        {isGroup && props.groupActions ? <Box ms="auto">{props.groupActions}</Box> : null}
        {!isGroup && props.counterpartId ? (
          <Box ms="auto">
            <SafetySlot target={{ kind: 'USER', id: props.counterpartId, label: name }} variant="menu" />
          </Box>
        ) : null}
      </Flex>
      {props.isLoading ? (
        <Flex flex="1" align="center" justify="center">
          <Spinner size="lg" aria-label={t('loading')} />
        </Flex>
      ) : props.rows.length === 0 ? (
        <Flex flex="1" align="center" justify="center" px="4">
          <Text color="fg.muted">{t('noMessages')}</Text>
        </Flex>
      ) : (
        <ChatMessageList
          rows={props.rows}
          label={t('messagesLabel', { name: props.name })}
          me={props.me}
          nameOf={nameOf}
          showSender={isGroup}
          onAvatar={askProfile}
          onRetry={props.onRetry}
          onNearTop={props.onNearTop}
          loadingOlder={props.loadingOlder}
        />
      )}
      <Box px={{ base: '3', md: '6' }} py="3" borderTopWidth="1px">
        {props.blocked && (props.blocked.byMe || props.blocked.byThem) ? (
          <ChatBlockedNotice byMe={props.blocked.byMe} counterpartId={props.counterpartId ?? null} />
        ) : (
          <ChatComposer onSend={props.onSend} draftKey={props.draftKey} refuse={props.refuse} />
        )}
      </Box>
      <ProfileConfirmDialog
        open={profileId !== null}
        onCancel={() => setProfileId(null)}
        onConfirm={() => {
          if (profileId !== null) void navigate(paths.profileById.getHref(profileId));
          setProfileId(null);
        }}
      />
    </Flex>
  );
}
