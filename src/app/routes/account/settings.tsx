import { LocationStep } from '@/features/profile-setup/components/location-step';
import { PhotoStep } from '@/features/profile-setup/components/photo-step';
import { SettingsScreen } from '@/features/settings/components/settings-screen';

/** /settings: the settings screen, with profile setup's photo and location steps in their settings form. */
export function Component() {
  return (
    <SettingsScreen
      renderPhoto={({ user, onSaved, currentPhotoAlt }) => (
        <PhotoStep user={user} variant="settings" currentPhotoAlt={currentPhotoAlt} onDone={onSaved} />
      )}
      renderLocation={({ user, initial, onSaved }) => (
        <LocationStep user={user} initial={initial} onSaved={onSaved} />
      )}
    />
  );
}
