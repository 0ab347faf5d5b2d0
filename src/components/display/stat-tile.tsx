import { chakra } from '@chakra-ui/react';

/** A counter tile: a big number and, next to it, what it counts, centred in a bordered panel. */
export const StatTile = chakra('div', {
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: '1',
    p: { base: '4', md: '6' },
    rounded: 'xl',
    borderWidth: '1px',
    bg: 'bg.panel',
    colorPalette: 'brand',
  },
});

/** The number of a counter tile, in the brand colour. */
export const StatValue = chakra('span', {
  base: {
    display: 'block',
    fontSize: { base: '2xl', md: '4xl' },
    fontWeight: 'bold',
    color: 'colorPalette.fg',
  },
});

/** What a counter tile counts. */
export const StatLabel = chakra('span', { base: { color: 'fg.muted', fontWeight: 'medium' } });
