import { Button } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Teacher } from '@/generated/api/model';
import { useSignInHref } from '@/hooks/use-sign-in-href';
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
  const name = fullName(teacher.name, teacher.surName, teacher.username);

  if (status === 'guest') {
    return (
      <Button asChild variant="outline" colorPalette="brand" size={size} width={width}>
        <SignInLink aria-label={t('saveLabel', { name })}>
          <LabelIcon icon={Heart} />
          {t('save')}
        </SignInLink>
      </Button>
    );
  }
  if (!isStudent(user?.role)) return null;
  return <SaveToggle teacher={teacher} name={name} size={size} width={width} />;
}

/**
 * The student's toggle. A component of its own, so a guest's card (a directory page holds twenty) keeps no
 * saved-teachers query or mutation of its own: each card's would be set up and torn down on every filter change.
 */
function SaveToggle({
  teacher,
  name,
  size,
  width,
}: Required<Pick<SaveTeacherButtonProps, 'teacher' | 'size'>> &
  Pick<SaveTeacherButtonProps, 'width'> & { name: string }) {
  const { t } = useTranslation('saved-teachers');
  const saved = useSavedTeachers();
  const toggle = useToggleSavedTeacher();
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

/**
 * The sign-in link that brings a guest back to this page. Only this link reads the location: a change of the
 * page's query (a filter in the directory) renders it again, not the button around it in every card.
 */
function SignInLink(props: Omit<ComponentProps<typeof RouterLink>, 'to'>) {
  const signInHref = useSignInHref();
  return <RouterLink {...props} to={signInHref} />;
}
