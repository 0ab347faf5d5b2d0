import { Button } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Teacher } from '@/generated/api/model';
import { useSession } from '@/lib/api';
import { fullName } from '@/lib/people/full-name';
import { isStudent } from '@/lib/people/roles';
import { useSavedTeachers } from '../hooks/use-saved-teachers';
import { useToggleSavedTeacher } from '../hooks/use-toggle-saved-teacher';
import { LabelIcon } from '@/components/display/label-icon';

interface SaveTeacherButtonProps {
  teacher: Teacher;
  size?: 'sm' | 'md';
  width?: string | Record<string, string>;
}

/**
 * The heart that saves a teacher for later. Only students save teachers: a guest is sent to sign in and
 * brought back to this page, a teacher (or any other role) sees nothing. A toggle button (aria-pressed) whose
 * text says the state, 'Kaydet' or 'Kaydedildi', named with the teacher ('Kaydet: Zeynep Çelik').
 */
export function SaveTeacherButton({ teacher, size = 'sm', width }: SaveTeacherButtonProps) {
  const { t } = useTranslation('saved-teachers');
  const { user, status } = useSession();
  const location = useLocation();
  const saved = useSavedTeachers();
  const toggle = useToggleSavedTeacher();
  const name = fullName(teacher.name, teacher.surName, teacher.username);

  if (status === 'guest') {
    return (
      <Button asChild variant="outline" colorPalette="brand" size={size} width={width}>
        <RouterLink
          to={paths.login.getHref(`${location.pathname}${location.search}`)}
          aria-label={t('saveLabel', { name })}
        >
          <LabelIcon icon={Heart} />
          {t('save')}
        </RouterLink>
      </Button>
    );
  }
  if (!isStudent(user?.role)) return null;

  const isSaved = saved.savedIds.has(teacher.id);
  return (
    <Button
      variant={isSaved ? 'subtle' : 'outline'}
      colorPalette={isSaved ? 'red' : 'brand'}
      size={size}
      width={width}
      aria-pressed={isSaved}
      aria-label={t(isSaved ? 'savedLabel' : 'saveLabel', { name })}
      // Until the list is known the button cannot say which way it would go.
      disabled={saved.isPending || saved.teachers === undefined}
      onClick={() => toggle.mutate({ teacher, saved: !isSaved })}
    >
      <LabelIcon icon={Heart} filled={isSaved} />
      {t(isSaved ? 'saved' : 'save')}
    </Button>
  );
}
