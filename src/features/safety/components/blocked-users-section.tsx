import { Avatar, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '@/components/display/page-section';
import { toaster } from '@/components/feedback/toaster';
import { ListEmpty, ListLoadFailed, ListLoading } from '@/components/feedback/list-states';
import { useGetBlockedUsers } from '@/generated/api/safety/safety';
import { useActionLock } from '@/hooks/use-action-lock';
import { useBlockActions } from '@/hooks/use-block-actions';
import { formatDate } from '@/i18n/formatters';
import { failureText } from '@/lib/api/screen-failure';
import { fullName } from '@/lib/people/full-name';
import { initials } from '@/lib/people/initials';

/**
 * 'Engellenen kullanıcılar' on /settings: everyone the person blocked, last first, each with 'Engeli kaldır'
 * (one call per press, locked per person).
 */
export function BlockedUsersSection() {
  const { t } = useTranslation('safety');
  const blocked = useGetBlockedUsers();
  const { unblock } = useBlockActions();
  const lock = useActionLock();
  const people = blocked.data?.data;

  const lift = (userId: number, name: string) =>
    lock.run(async () => {
      try {
        await unblock.mutateAsync({ userId });
        toaster.create({ type: 'success', title: t('block.unblocked', { name }) });
      } catch (error) {
        toaster.create({ type: 'error', title: failureText(error, { failed: t('block.failed') }) });
      }
    }, userId);

  return (
    <PageSection id="blocked-users" title={t('blocked.title')} description={t('blocked.description')}>
      {blocked.isPending ? (
        <ListLoading label={t('blocked.loading')} rows={1} rowHeight="12" />
      ) : blocked.isError ? (
        <ListLoadFailed
          size="sm"
          titleAs="h3"
          body={t('blocked.loadFailed')}
          error={blocked.error}
          retryLabel={t('blocked.retry')}
          onRetry={() => void blocked.refetch()}
        />
      ) : !people || people.length === 0 ? (
        <ListEmpty size="sm" text={t('blocked.empty')} />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {people.map((person) => {
            const name = fullName(person.name, person.surname, person.username);
            return (
              <Flex
                as="li"
                key={person.userId}
                align="center"
                gap="3"
                wrap={{ base: 'wrap', sm: 'nowrap' }}
                borderWidth="1px"
                rounded="md"
                p="3"
              >
                <Avatar.Root size="sm" colorPalette="brand" flexShrink={0}>
                  <Avatar.Fallback>{initials(person.name, person.surname)}</Avatar.Fallback>
                  {person.profileImageUrl ? <Avatar.Image src={person.profileImageUrl} alt="" /> : null}
                </Avatar.Root>
                <Stack gap="0" flex="1" minW="0">
                  <Text fontWeight="medium" overflowWrap="anywhere">
                    {name}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    {t('blocked.since', { date: formatDate(person.blockedAt) })}
                  </Text>
                </Stack>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('blocked.unblockFor', { name })}
                  loading={lock.isLocked(person.userId)}
                  onClick={() => void lift(person.userId, name)}
                >
                  {t('blocked.unblock')}
                </Button>
              </Flex>
            );
          })}
        </Stack>
      )}
    </PageSection>
  );
}
