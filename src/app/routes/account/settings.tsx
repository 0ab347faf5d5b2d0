import { Suspense } from 'react';
import { LocationStep } from '@/features/profile-setup/components/location-step';
import { PhotoStep } from '@/features/profile-setup/components/photo-step';
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { loadNamespaces } from '@/i18n';
import { lazyComponent } from '@/lib/lazy/lazy-component';

// Report and block's list of blocked people, with its texts, loads beside the settings it sits among.
const BlockedUsersSection = lazyComponent(async () => {
  const [module] = await Promise.all([
    import('@/features/safety/components/blocked-users-section'),
    loadNamespaces(['safety']),
  ]);
  return module.BlockedUsersSection;
});

/**
 * /settings: the settings screen, with profile setup's photo and location steps in their settings form and the
 * blocked people's list ('Engellenen kullanıcılar') from report and block.
 */
export function Component() {
  return (
    <SettingsScreen
      renderPhoto={({ user, onSaved, currentPhotoAlt }) => (
        <PhotoStep user={user} variant="settings" currentPhotoAlt={currentPhotoAlt} onDone={onSaved} />
      )}
      renderLocation={({ user, initial, onSaved }) => (
        <LocationStep user={user} initial={initial} onSaved={onSaved} />
      )}
      blockedUsers={
        <Suspense fallback={null}>
          <BlockedUsersSection />
        </Suspense>
      }
    />
  );
}
