import { Button, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Announcement } from '@/generated/api/model';
import { useSession } from '@/lib/api';
import { isStudent as isStudentRole } from '@/lib/people/roles';

/**
 * 'Mesaj Gönder' opens /chat with the teacher; 'Ders Talebi Gönder' is for students. Guests are sent to sign in
 * first and brought back. The request form is not built yet, so a signed-in student sees the button
 * disabled with a note rather than a form that sends nothing. The teacher sees neither on their own listing.
 */
export function ListingActions({ listing }: { listing: Announcement }) {
  const { t } = useTranslation('listings');
  const { user, isSignedIn } = useSession();
  const location = useLocation();
  const noteId = useId();
  const here = `${location.pathname}${location.search}`;

  if (isSignedIn && user?.id != null && user.id === listing.teacherId) return null;

  const username = listing.teacherUsername?.trim();
  const chatHref = username ? paths.chat.getHref(username) : null;
  const isStudent = isSignedIn && isStudentRole(user?.role);

  return (
    <Stack gap="3" width="full">
      {chatHref ? (
        <Button asChild colorPalette="brand" width="full">
          <RouterLink to={isSignedIn ? chatHref : paths.login.getHref(chatHref)}>
            {t('detail.message')}
          </RouterLink>
        </Button>
      ) : null}
      {!isSignedIn ? (
        <Stack gap="1">
          <Button asChild variant="outline" colorPalette="brand" width="full">
            <RouterLink to={paths.login.getHref(here)} aria-describedby={noteId}>
              {t('detail.request')}
            </RouterLink>
          </Button>
          <Text id={noteId} fontSize="sm" color="fg.muted">
            {t('detail.signInToRequest')}
          </Text>
        </Stack>
      ) : null}
      {isStudent ? (
        <Stack gap="1">
          <Button variant="outline" colorPalette="brand" width="full" disabled aria-describedby={noteId}>
            {t('detail.request')}
          </Button>
          <Text id={noteId} fontSize="sm" color="fg.muted">
            {t('detail.requestSoon')}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
