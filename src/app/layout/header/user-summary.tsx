import { Avatar, Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toUpperTr } from '@/i18n/formatters';
import type { StoredUser } from '@/lib/api/session-storage';
import { roleLabelKey } from '@/lib/people/roles';

/** Avatar (image or initial), username and role label. */
export function UserSummary({ user }: { user: StoredUser }) {
  const { t } = useTranslation('nav');
  return (
    <HStack gap="2" minW="0">
      {/* The username is written right beside it, so the picture adds nothing for screen readers. */}
      <Avatar.Root size="sm" colorPalette="brand" aria-hidden="true">
        <Avatar.Fallback>{toUpperTr(user.username.charAt(0))}</Avatar.Fallback>
        {user.profileImageUrl ? <Avatar.Image src={user.profileImageUrl} alt="" /> : null}
      </Avatar.Root>
      <Box textAlign="start" minW="0" lineHeight="short">
        <Text fontWeight="semibold" textStyle="sm" truncate>
          {user.username}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {t(roleLabelKey(user.role))}
        </Text>
      </Box>
    </HStack>
  );
}
