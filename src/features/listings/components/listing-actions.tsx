import { Button, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SafetySlot } from '@/components/overlays/safety-slot';
import { paths } from '@/config/paths';
import type { Announcement } from '@/generated/api/model';
import { useHasBlocked } from '@/hooks/use-has-blocked';
import { useSession } from '@/lib/api';
import { isStudent as isStudentRole } from '@/lib/people/roles';

/**
 * 'Mesaj Gönder' opens /chat with the teacher; 'Ders Talebi Gönder' opens the request form for this listing.
 * Guests are sent to sign in first and brought to where they were going. Only students may send a request,
 * so another teacher sees the button disabled with the reason; the teacher sees neither on their own listing.
 */
export function ListingActions({ listing }: { listing: Announcement }) {
  const { t } = useTranslation('listings');
  const { t: tr } = useTranslation('lesson-requests');
  const { user, isSignedIn } = useSession();
  const noteId = useId();
  const own = isSignedIn && user?.id != null && user.id === listing.teacherId;
  const hasBlocked = useHasBlocked(own ? null : listing.teacherId);

  if (own) return null;
  const report = (
    <SafetySlot
      target={{ kind: 'LISTING', id: listing.id, label: listing.title, ownerId: listing.teacherId }}
      variant="button"
    />
  );
  // The visitor blocked this Eğitmen: no message or request until they lift it (on her profile or in settings).
  if (hasBlocked)
    return (
      <Stack gap="3" width="full">
        <Text fontSize="sm" color="fg.muted">
          {t('common:blocked.noContact')}
        </Text>
        {report}
      </Stack>
    );

  const username = listing.teacherUsername?.trim();
  const chatHref = username ? paths.chat.getHref(username) : null;
  const requestHref = paths.newLessonRequest.getHref({ listingId: listing.id });
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
      {isStudent ? (
        <Button asChild variant="outline" colorPalette="brand" width="full">
          <RouterLink to={requestHref}>{tr('button.request')}</RouterLink>
        </Button>
      ) : (
        <Stack gap="1">
          {isSignedIn ? (
            <Button variant="outline" colorPalette="brand" width="full" disabled aria-describedby={noteId}>
              {tr('button.request')}
            </Button>
          ) : (
            <Button asChild variant="outline" colorPalette="brand" width="full">
              <RouterLink to={paths.login.getHref(requestHref)} aria-describedby={noteId}>
                {tr('button.request')}
              </RouterLink>
            </Button>
          )}
          <Text id={noteId} fontSize="sm" color="fg.muted">
            {isSignedIn ? tr('button.teacherOnly') : tr('button.signIn')}
          </Text>
        </Stack>
      )}
      {report}
    </Stack>
  );
}
