import { Box, Button, chakra, Flex, HStack, Icon, Separator, Spinner, Text } from '@chakra-ui/react';
import { CircleAlert, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafetySlot } from '@/components/overlays/safety-slot';
import type { ChatMessage } from '@/generated/api/model';
import { formatTime } from '@/i18n/formatters';
import { dayLabel } from '../utils/message-days';
import type { ChatRow } from '../utils/message-rows';
import type { PendingStatus } from '../utils/outbox';
import { ChatAvatar } from './chat-avatar';
import { MessageText } from './message-text';

interface ChatMessageRowProps {
  row: ChatRow;
  me: string;
  /** Whose name another person's message carries: the room's name in a private room, the sender in a group. */
  nameOf: (message: ChatMessage) => string;
  /** Group rooms name the sender above each message of another person. */
  showSender: boolean;
  onAvatar: (message: ChatMessage) => void;
  onRetry: (localId: number) => void;
}

export function ChatMessageRow({ row, me, nameOf, showSender, onAvatar, onRetry }: ChatMessageRowProps) {
  const { t } = useTranslation('chat');

  if (row.kind === 'day') {
    const label = dayLabel(row.timestamp);
    return (
      <HStack py="3" gap="3" color="fg.muted" textStyle="xs" fontWeight="medium">
        <Separator flex="1" />
        <Text as="span">{label.kind === 'date' ? label.text : t(label.kind)}</Text>
        <Separator flex="1" />
      </HStack>
    );
  }

  if (row.kind === 'pending') {
    const { pending } = row;
    return (
      <Bubble own time={pending.createdAt}>
        <MessageText content={pending.content} />
        <PendingState status={pending.status} onRetry={() => onRetry(pending.localId)} />
      </Bubble>
    );
  }

  const { message } = row;
  if (message.senderUsername === me) {
    return (
      <Bubble own time={message.timestamp}>
        <MessageText content={message.content} />
      </Bubble>
    );
  }
  const name = nameOf(message);
  return (
    <Flex gap="2" align="flex-end" py="1">
      <chakra.button
        type="button"
        rounded="full"
        cursor="pointer"
        aria-label={t('avatarOf', { name })}
        onClick={() => onAvatar(message)}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        <ChatAvatar name={name} imageUrl={message.profileImageUrl} />
      </chakra.button>
      <Bubble own={false} time={message.timestamp} sender={showSender ? name : undefined}>
        <MessageText content={message.content} />
      </Bubble>
      {message.id ? (
        <SafetySlot
          target={{ kind: 'MESSAGE', id: message.id, label: name, ownerUsername: message.senderUsername }}
        />
      ) : null}
    </Flex>
  );
}

interface BubbleProps {
  own: boolean;
  time: string;
  sender?: string;
  children: ReactNode;
}

function Bubble({ own, time, sender, children }: BubbleProps) {
  return (
    <Flex justify={own ? 'flex-end' : 'flex-start'} py="1" minW="0" flex="1">
      <Box
        maxW="80%"
        minW="0"
        px="3"
        py="2"
        rounded="xl"
        roundedBottomRight={own ? 'sm' : undefined}
        roundedBottomLeft={own ? undefined : 'sm'}
        bg={own ? 'brand.solid' : 'bg.muted'}
        color={own ? 'brand.contrast' : 'fg'}
      >
        {sender ? (
          <Text textStyle="xs" fontWeight="semibold" mb="1">
            {sender}
          </Text>
        ) : null}
        {children}
        <Text textStyle="xs" textAlign="end" mt="1">
          <time dateTime={time}>{formatTime(time)}</time>
        </Text>
      </Box>
    </Flex>
  );
}

function PendingState({ status, onRetry }: { status: PendingStatus; onRetry: () => void }) {
  const { t } = useTranslation('chat');
  if (status === 'failed') {
    return (
      <HStack gap="2" mt="1" justify="flex-end" wrap="wrap">
        <HStack gap="1" textStyle="xs" fontWeight="semibold">
          <Icon asChild boxSize="3.5">
            <CircleAlert aria-hidden="true" />
          </Icon>
          <Text as="span">{t('status.failed')}</Text>
        </HStack>
        <Button size="2xs" variant="surface" colorPalette="gray" onClick={onRetry}>
          {t('retry')}
        </Button>
      </HStack>
    );
  }
  return (
    <HStack gap="1" mt="1" justify="flex-end" textStyle="xs">
      {status === 'sending' ? (
        <Spinner size="xs" aria-hidden="true" />
      ) : (
        <Clock size="12" aria-hidden="true" />
      )}
      <Text as="span">{t(status === 'sending' ? 'status.sending' : 'status.queued')}</Text>
    </HStack>
  );
}
