import { createIcon } from '@chakra-ui/react';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const SunIcon = createIcon({
  displayName: 'SunIcon',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </g>
  ),
});

export const MoonIcon = createIcon({
  displayName: 'MoonIcon',
  path: (
    <g {...stroke}>
      <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
    </g>
  ),
});

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  path: (
    <g {...stroke}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </g>
  ),
});

export const ChevronDownIcon = createIcon({
  displayName: 'ChevronDownIcon',
  path: (
    <g {...stroke}>
      <path d="m6 9 6 6 6-6" />
    </g>
  ),
});
