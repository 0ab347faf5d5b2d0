import { Alert, Button, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import { useActionLock } from '@/hooks/use-action-lock';
import { useBlockActions } from '@/hooks/use-block-actions';
import { failureText } from '@/lib/api/screen-failure';

interface ChatBlockedNoticeProps {
  /** The viewer blocked the other person (they may lift it here); otherwise the other person blocked them. */
  byMe: boolean;
  counterpartId: number | null;
}

/**
 * In place of the composer while a block stands between the two people of a private room: why nothing can be
 * sent. A block of one's own comes with 'Engeli kaldır'; a block by the other person is said neutrally. The
 * messages above stay readable.
 */
export function ChatBlockedNotice({ byMe, counterpartId }: ChatBlockedNoticeProps) {
  const { t } = useTranslation('chat');
  const { unblock } = useBlockActions();
  const lock = useActionLock();

  const lift = () =>
    lock.run(async () => {
      if (counterpartId === null) return;
      try {
        await unblock.mutateAsync({ userId: counterpartId });
      } catch (error) {
        toaster.create({ type: 'error', title: failureText(error, { failed: t('blocked.unblockFailed') }) });
      }
    });

  return (
    <Alert.Root status="info" role="status" maxW="42rem" mx="auto">
      <Alert.Indicator />
      <Flex flex="1" gap="3" align="center" justify="space-between" wrap="wrap">
        <Alert.Title fontWeight="normal">{t(byMe ? 'blocked.byMe' : 'blocked.byThem')}</Alert.Title>
        {byMe && counterpartId !== null ? (
          <Button size="sm" variant="outline" loading={lock.isLocked()} onClick={() => void lift()}>
            {t('blocked.unblock')}
          </Button>
        ) : null}
      </Flex>
    </Alert.Root>
  );
}
