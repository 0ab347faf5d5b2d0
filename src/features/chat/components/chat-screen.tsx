import { Alert, Box, Button, Container, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/display/page-meta';
import { SideDrawer } from '@/components/overlays/side-drawer';
import type { ChatRoomSummary } from '@/generated/api/model';
import { useRealtimeStatus } from '@/lib/realtime';
import { type ChatScreenInput, useChatScreen } from '../hooks/use-chat-screen';
import { useContactGuard } from '../hooks/use-contact-guard';
import { ChatConversation } from './chat-conversation';
import { ChatRoomList } from './chat-room-list';
import { ChatUnavailable } from './chat-unavailable';
import { GroupCreateButton, GroupMembersButton } from './group-actions';

/**
 * /chat: the rooms ('Mesajlaşmalar', 350 px wide; under 768 px a drawer opened by a button) beside the open
 * conversation. A room opens from navigation state, a prop, or a person's username (a new private
 * conversation until the first message creates the room).
 */
export function ChatScreen(input: ChatScreenInput) {
  const { t } = useTranslation('chat');
  const screen = useChatScreen(input);
  const { conversation } = screen;
  // The other person of a private conversation (a new one, or an open room), whose approval frees contacts.
  const refuse = useContactGuard(
    conversation.kind === 'new'
      ? conversation.username
      : screen.openRoom?.chatRoomType === 'PRIVATE'
        ? (screen.openRoom.displayUsername ?? null)
        : null,
  );
  const status = useRealtimeStatus();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const choose = (room: ChatRoomSummary) => {
    setDrawerOpen(false);
    screen.openRoomById(room.chatRoomId);
  };

  const list = (showTitle: boolean) => (
    <ChatRoomList
      rooms={screen.rooms}
      selectedId={screen.openRoomId}
      onChoose={choose}
      isLoading={screen.roomsQuery.isPending}
      failure={
        screen.roomsQuery.isError
          ? { error: screen.roomsQuery.error, onRetry: () => void screen.roomsQuery.refetch() }
          : null
      }
      showTitle={showTitle}
    />
  );

  return (
    <Container maxW="7xl" px={{ base: '2', md: '6' }} py={{ base: '3', md: '6' }}>
      <PageMeta page={t('title')} noIndex />
      {/* The title keeps its width on a phone: a teacher's 'Grup oluştur' and 'Sohbetleri aç' wrap under it. */}
      <Flex align="center" gap="3" mb="3" wrap="wrap">
        <Heading
          as="h1"
          size={{ base: 'xl', md: '2xl' }}
          tabIndex={-1}
          outline="none"
          flex="1"
          minW="max-content"
        >
          {t('title')}
        </Heading>
        <GroupCreateButton me={screen.me} onCreated={screen.openRoomById} />
        <Box hideFrom="md">
          <SideDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            placement="start"
            size="xs"
            title={t('roomsTitle')}
            closeLabel={t('closeRooms')}
            trigger={
              <Button variant="outline" size="sm">
                <MessagesSquare aria-hidden="true" />
                {t('openRooms')}
              </Button>
            }
          >
            <Box h="full" mx="-4">
              {list(false)}
            </Box>
          </SideDrawer>
        </Box>
      </Flex>
      {status === 'disconnected' ? (
        <Alert.Root status="warning" mb="3" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('disconnected')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Flex
        h={{ base: 'calc(100dvh - 11rem)', md: 'calc(100dvh - 13rem)' }}
        minH="26rem"
        borderWidth="1px"
        rounded="lg"
        overflow="hidden"
        bg="bg.panel"
      >
        <Box
          as="aside"
          w="350px"
          flexShrink={0}
          borderEndWidth="1px"
          hideBelow="md"
          aria-label={t('roomsTitle')}
        >
          {list(true)}
        </Box>
        <Box as="section" flex="1" minW="0" aria-label={t('title')}>
          {conversation.kind === 'none' ? (
            <Flex h="full" align="center" justify="center" px="6" textAlign="center">
              <Text color="fg.muted">{t('noRoomSelected')}</Text>
            </Flex>
          ) : conversation.kind === 'unavailable' ? (
            <ChatUnavailable reason={conversation.reason} />
          ) : conversation.kind === 'new' && conversation.isLoading ? (
            <Flex h="full" align="center" justify="center">
              <Spinner size="lg" aria-label={t('loading')} />
            </Flex>
          ) : (
            <ChatConversation
              key={
                conversation.kind === 'room'
                  ? `room:${conversation.chatRoomId}`
                  : `new:${conversation.username}`
              }
              name={screen.header?.name ?? ''}
              imageUrl={screen.header?.imageUrl}
              type={screen.header?.type ?? 'PRIVATE'}
              rows={screen.rows}
              isLoading={screen.isLoadingMessages}
              me={screen.me}
              viewerId={screen.viewerId}
              onSend={screen.send}
              draftKey={
                conversation.kind === 'room'
                  ? `chat-room:${conversation.chatRoomId}`
                  : `chat-person:${conversation.username}`
              }
              onRetry={screen.retry}
              onNearTop={screen.loadOlder}
              loadingOlder={screen.loadingOlder}
              memberCount={screen.openGroup?.memberCount}
              groupActions={
                screen.openGroup ? (
                  <GroupMembersButton
                    chatRoomId={screen.openGroup.chatRoomId}
                    name={screen.openGroup.displayName}
                    me={screen.me}
                    viewerId={screen.viewerId}
                    onLeft={screen.closeRoom}
                  />
                ) : null
              }
              counterpartId={screen.openRoom?.counterpartId}
              refuse={refuse}
              blocked={
                screen.openRoom
                  ? { byMe: !!screen.openRoom.blockedByMe, byThem: !!screen.openRoom.blockedByThem }
                  : undefined
              }
            />
          )}
        </Box>
      </Flex>
    </Container>
  );
}
