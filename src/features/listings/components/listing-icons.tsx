import { Icon, type IconProps } from '@chakra-ui/react';
import { BookOpen, type LucideIcon, MapPin, Monitor, User } from 'lucide-react';

// The lucide glyphs wrapped so they take Chakra's size and colour props and stay aria-hidden.
function chakraIcon(Glyph: LucideIcon, displayName: string) {
  const Wrapped = (props: IconProps) => (
    <Icon asChild {...props}>
      <Glyph />
    </Icon>
  );
  Wrapped.displayName = displayName;
  return Wrapped;
}

export const UserIcon = chakraIcon(User, 'UserIcon');
export const PinIcon = chakraIcon(MapPin, 'PinIcon');
export const MonitorIcon = chakraIcon(Monitor, 'MonitorIcon');
export const BookIcon = chakraIcon(BookOpen, 'BookIcon');
