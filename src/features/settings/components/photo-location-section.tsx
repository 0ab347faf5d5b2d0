import { Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import { getGetCurrentUserQueryKey } from '@/generated/api/user/user';
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
 * themselves (the header avatar follows); this section says so and marks the cached profile stale.
 */
export function PhotoLocationSection(props: PhotoLocationSectionProps) {
  const { user, teacher, location, renderPhoto, renderLocation } = props;
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const saved = (title: string) => () => {
    void queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
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
