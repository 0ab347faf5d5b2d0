import { Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import type { StoredUser } from '@/lib/api/session-storage';
import { PageSection } from '@/components/display/page-section';

export interface PhotoSlotProps {
  user: StoredUser;
  onSaved: () => void;
  /** Names the current photo for screen readers. */
  currentPhotoAlt: string;
}

export interface LocationSlotProps {
  user: StoredUser;
  initial: { city?: string | null; district?: string | null };
  onSaved: () => void;
}

export interface PhotoLocationSlots {
  /** The photo step of profile setup, composed in by the route (a feature never imports another). */
  renderPhoto: (props: PhotoSlotProps) => ReactNode;
  renderLocation: (props: LocationSlotProps) => ReactNode;
}

interface PhotoLocationSectionProps extends PhotoLocationSlots {
  user: StoredUser;
  teacher: boolean;
  /** The saved city and district, or undefined while the profile is still loading. */
  location: LocationSlotProps['initial'] | undefined;
}

/**
 * The photo and location section of /settings: photo for everyone, location for teachers. The steps update the stored user
 * themselves (the header avatar follows) and their calls mark the cached profile stale (`meta.refreshes`); this
 * section says so.
 */
export function PhotoLocationSection(props: PhotoLocationSectionProps) {
  const { user, teacher, location, renderPhoto, renderLocation } = props;
  const { t } = useTranslation('settings');
  const saved = (title: string) => () => {
    toaster.create({ type: 'success', title });
  };

  return (
    <PageSection
      id="photo"
      title={teacher ? t('photo.titleWithLocation') : t('photo.title')}
      description={t('photo.description')}
    >
      <Stack gap="6">
        {renderPhoto({ user, onSaved: saved(t('photo.saved')), currentPhotoAlt: t('photo.currentAlt') })}
        {teacher ? (
          <>
            <Separator />
            <Stack gap="1">
              <Heading as="h3" size="md">
                {t('location.title')}
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                {t('location.description')}
              </Text>
            </Stack>
            {location ? (
              renderLocation({ user, initial: location, onSaved: saved(t('location.saved')) })
            ) : (
              <Skeleton h="24" />
            )}
          </>
        ) : null}
      </Stack>
    </PageSection>
  );
}
