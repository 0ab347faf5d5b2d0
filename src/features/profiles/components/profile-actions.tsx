import { Button, Icon } from '@chakra-ui/react';
import { MessageCircle, UserPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { UserProfile } from '@/generated/api/model';
import { useSession } from '@/lib/api';
import { isTeacher } from '@/lib/people/roles';

/**
 * The owner edits their profile in the settings; anyone else may write to a teacher, in the chat with that
 * teacher (a guest signs in first and is brought there afterwards, as on a listing).
 */
export function ProfileActions({ profile, own }: { profile: UserProfile; own: boolean }) {
  const { t } = useTranslation('profile');
  const { isSignedIn } = useSession();
  const width = { base: 'full', md: 'auto' };

  if (own) {
    return (
      <Button asChild variant="outline" colorPalette="brand" width={width}>
        <RouterLink to={paths.settings.getHref()}>
          <Icon asChild boxSize="4" aria-hidden>
            <UserPen />
          </Icon>
          {t('actions.edit')}
        </RouterLink>
      </Button>
    );
  }
  if (!isTeacher(profile.role)) return null;

  const chatHref = paths.chat.getHref(profile.username);
  return (
    <Button asChild colorPalette="brand" width={width}>
      <RouterLink to={isSignedIn ? chatHref : paths.login.getHref(chatHref)}>
        <Icon asChild boxSize="4" aria-hidden>
          <MessageCircle />
        </Icon>
        {t('actions.message')}
      </RouterLink>
    </Button>
  );
}
