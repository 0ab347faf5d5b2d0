import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormPage } from '@/components/forms/form-page';
import { paths } from '@/config/paths';
import { useRedirectAfter } from '@/hooks/use-redirect-after';
import { isTeacher } from '@/lib/people/roles';
import { readSetupUser } from '../utils/setup-user';
import { LocationStep } from './location-step';
import { PhotoStep } from './photo-step';
import { SetupAlert } from './setup-alert';

type Step = 'photo' | 'location';

/** /upload-profile-image: the photo step for everyone, then the location step for teachers. */
export function ProfileSetupScreen() {
  const { t } = useTranslation('profile-setup');
  const navigate = useNavigate();
  const [redirectTo, redirect] = useState<string | null>(null);
  useRedirectAfter(redirectTo);
  // Read once: this page itself rewrites the stored user, which must not reset the step.
  const [user] = useState(readSetupUser);
  const [step, setStep] = useState<Step>('photo');
  const [finished, setFinished] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const teacher = isTeacher(user?.role);

  // The new step replaces the form the user was in; put keyboard and screen reader focus on its title.
  useEffect(() => {
    if (step === 'location') stepHeading.current?.focus();
  }, [step]);

  const photoDone = (how: 'uploaded' | 'skipped') => {
    if (teacher) return setStep('location');
    if (how === 'skipped') return void navigate(paths.home.getHref(), { replace: true });
    setFinished(true);
    return redirect(paths.home.getHref());
  };

  const locationSaved = () => {
    setFinished(true);
    redirect(paths.teacherDashboard.getHref());
  };

  const title = step === 'photo' ? t('photo.title') : t('location.title');
  return (
    <FormPage
      title={t('title')}
      intro={user && teacher ? t('stepOf', { step: step === 'photo' ? 1 : 2, total: 2 }) : undefined}
    >
      {user ? (
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h2" size="lg" ref={stepHeading} tabIndex={-1} outline="none">
              {title}
            </Heading>
            <Text color="fg.muted">{step === 'photo' ? t('photo.intro') : t('location.intro')}</Text>
          </Stack>
          {step === 'photo' ? (
            <PhotoStep user={user} onDone={photoDone} done={finished} />
          ) : (
            <LocationStep user={user} onSaved={locationSaved} saved={finished} />
          )}
        </Stack>
      ) : (
        <Stack gap="4">
          <SetupAlert status="error">{t('guest.noUser')}</SetupAlert>
          <Text>{t('guest.message')}</Text>
          <Link asChild colorPalette="brand" variant="underline">
            <RouterLink to={paths.login.getHref()}>{t('guest.login')}</RouterLink>
          </Link>
        </Stack>
      )}
    </FormPage>
  );
}
