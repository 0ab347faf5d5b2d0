import { createIcon } from '@chakra-ui/react';

// Line icons drawn inline: the project has no icon library, and a handful of paths costs less than one.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const icon = (displayName: string, d: string) =>
  createIcon({ displayName, path: <path {...stroke} d={d} /> });

export const MathIcon = icon('MathIcon', 'M5 6h6M8 3v6M14 6h5M5 16l5 5M10 16l-5 5M14 16h5M14 20h5');
export const PhysicsIcon = createIcon({
  displayName: 'PhysicsIcon',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="1.5" />
      <ellipse cx="12" cy="12" rx="10" ry="4" />
      <ellipse cx="12" cy="12" rx="10" ry="4" transform="rotate(60 12 12)" />
      <ellipse cx="12" cy="12" rx="10" ry="4" transform="rotate(120 12 12)" />
    </g>
  ),
});
export const ChemistryIcon = icon(
  'ChemistryIcon',
  'M9 3h6M10 3v6L4.5 19a1.5 1.5 0 0 0 1.3 2h12.4a1.5 1.5 0 0 0 1.3-2L14 9V3M7 15h10',
);
export const BiologyIcon = icon(
  'BiologyIcon',
  'M7 3c0 6 10 6 10 12s-10 6-10 6M17 3c0 6-10 6-10 12M8 7h8M8 17h8',
);
export const CodeIcon = icon('CodeIcon', 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16');
export const ArtIcon = createIcon({
  displayName: 'ArtIcon',
  path: (
    <g {...stroke}>
      <path d="M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-1.5-1-2.5 1-1.5 2-1.5h2a4 4 0 0 0 4-4c0-4.5-4-8-9-8Z" />
      <circle cx="7.5" cy="11" r="1" />
      <circle cx="10" cy="7" r="1" />
      <circle cx="15" cy="7.5" r="1" />
    </g>
  ),
});
export const BookIcon = icon('BookIcon', 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5ZM4 19a2 2 0 0 1 2-2h13');
export const ChevronLeftIcon = icon('ChevronLeftIcon', 'M15 5l-7 7 7 7');
export const ChevronRightIcon = icon('ChevronRightIcon', 'M9 5l7 7-7 7');
export const CloseIcon = icon('CloseIcon', 'M6 6l12 12M18 6L6 18');
export const UserIcon = icon('UserIcon', 'M20 21a8 8 0 0 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z');
export const PinIcon = icon(
  'PinIcon',
  'M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0ZM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
);
export const ClockIcon = icon('ClockIcon', 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2');
export const ChatIcon = icon('ChatIcon', 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z');
export const HandshakeIcon = icon(
  'HandshakeIcon',
  'M3 12l4-4 5 2 5-2 4 4M7 8l-4 8h3l4 3 4-3h1M11 13l2 2M9 15l2 2',
);
export const MonitorIcon = icon('MonitorIcon', 'M3 5h18v11H3zM8 20h8M12 16v4');
