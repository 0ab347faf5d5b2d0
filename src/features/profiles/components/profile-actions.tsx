import { Button, Stack, Text } from '@chakra-ui/react';
import { CalendarPlus, MessageCircle, UserPen } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SafetySlot } from '@/components/overlays/safety-slot';
import { paths } from '@/config/paths';
import type { UserProfile } from '@/generated/api/model';
import { useHasBlocked } from '@/hooks/use-has-blocked';
import { useSession } from '@/lib/api';
import { fullName } from '@/lib/people/full-name';
import { isStudent, isTeacher } from '@/lib/people/roles';
import { LabelIcon } from '@/components/display/label-icon';

/**
 * The owner edits their profile in the settings; anyone else may write to a teacher (unless they blocked her), in the chat with that
 * teacher, or ask for a lesson on one of their listings (a guest signs in first and is brought there
 * afterwards, as on a listing). Only students may send a request: another teacher sees why not. A signed-in
 * visitor may also report or block the person (a menu from report and block, through the safety slot).
 */
export function ProfileActions({ profile, own }: { profile: UserProfile; own: boolean }) {
  const { t } = useTranslation('profile');
  const { t: tr } = useTranslation('lesson-requests');
  const { isSignedIn, user } = useSession();
  const noteId = useId();
  const hasBlocked = useHasBlocked(own ? null : profile.id);
  const width = { base: 'full', md: 'auto' };

  if (own) {
    return (
      <Button asChild variant="outline" colorPalette="brand" width={width}>
        <RouterLink to={paths.settings.getHref()}>
          <LabelIcon icon={UserPen} />
          {t('actions.edit')}
        </RouterLink>
      </Button>
    );
  }
  const person = (
    <SafetySlot
      target={{
        kind: 'USER',
        id: profile.id,
        label: fullName(profile.name, profile.surname, profile.username),
      }}
      variant="menu"
    />
  );
  if (!isTeacher(profile.role)) return person;
  // Blocked by the visitor: no way to write or ask until they lift it (from the person's menu beside this).
  if (hasBlocked)
    return (
      <>
        <Text fontSize="sm" color="fg.muted" maxW={{ md: '72' }}>
          {t('common:blocked.noContact')}
        </Text>
        {person}
      </>
    );

  const chatHref = paths.chat.getHref(profile.username);
  const requestHref = paths.newLessonRequest.getHref({ teacherId: profile.id });
  const requestLabel = (
    <>
      <LabelIcon icon={CalendarPlus} />
      {tr('button.request')}
    </>
  );
  const canRequest = !isSignedIn || isStudent(user?.role);

  return (
    <>
      <Button asChild colorPalette="brand" width={width}>
        <RouterLink to={isSignedIn ? chatHref : paths.login.getHref(chatHref)}>
          <LabelIcon icon={MessageCircle} />
          {t('actions.message')}
        </RouterLink>
      </Button>
      {canRequest ? (
        <Button asChild variant="outline" colorPalette="brand" width={width}>
          <RouterLink to={isSignedIn ? requestHref : paths.login.getHref(requestHref)}>
            {requestLabel}
          </RouterLink>
        </Button>
      ) : (
        <Stack gap="1" width={width} maxW={{ md: '60' }}>
          <Button variant="outline" colorPalette="brand" width={width} disabled aria-describedby={noteId}>
            {requestLabel}
          </Button>
          <Text id={noteId} fontSize="sm" color="fg.muted">
            {tr('button.teacherOnly')}
          </Text>
        </Stack>
      )}
      {person}
    </>
  );
}
