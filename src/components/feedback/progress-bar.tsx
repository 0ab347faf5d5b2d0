import { Box } from '@chakra-ui/react';

export interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  label: string;
}

/** The thin bar at the very top of the viewport; timing lives in useProgressBar. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const rounded = Math.round(value);
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      position="fixed"
      top="0"
      insetInline="0"
      height="3px"
      zIndex="banner"
      pointerEvents="none"
    >
      <Box
        height="full"
        width={`${rounded}%`}
        bg="brand.solid"
        boxShadow="0 0 6px {colors.brand.solid}"
        transition="width 200ms ease-out"
        _motionReduce={{ transition: 'none' }}
      />
    </Box>
  );
}
