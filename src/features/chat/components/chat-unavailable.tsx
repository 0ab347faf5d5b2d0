import { Button, Flex, Text } from '@chakra-ui/react';
import { MessageSquareOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { OpenConversation } from '../hooks/use-chat-screen';

type Reason = Extract<OpenConversation, { kind: 'unavailable' }>['reason'];

const TEXT = {
  'unknown-person': 'unavailable.unknownPerson',
  forbidden: 'unavailable.forbidden',
  missing: 'unavailable.missing',
} as const satisfies Record<Reason, string>;

/**
 * In place of a conversation that cannot be had: a person who does not exist, or a room the server refuses.
 * No composer, since nothing written there could be delivered; the way back is the room list.
 */
export function ChatUnavailable({ reason }: { reason: Reason }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  return (
    <Flex h="full" direction="column" align="center" justify="center" gap="4" px="6" textAlign="center">
      <MessageSquareOff aria-hidden="true" size={32} />
      <Text role="status" fontWeight="medium">
        {t(TEXT[reason])}
      </Text>
      <Button variant="outline" onClick={() => void navigate(paths.chat.getHref(), { replace: true })}>
        {t('unavailable.back')}
      </Button>
    </Flex>
  );
}
