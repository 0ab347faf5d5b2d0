import { Box, chakra, Input, Text } from '@chakra-ui/react';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_ACCEPT } from '../utils/photo-rules';

interface PhotoFileInputProps {
  fileName: string | null;
  disabled: boolean;
  describedBy: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The browser's own file input speaks the browser's language ("Choose File") and ignores dark mode. The real
 * input stays for keyboards, screen readers and tests, visually hidden; a box drawn as a button opens it on a
 * click and shows the chosen file's name. The box is aria-hidden: the input keeps the name Field.Label gives it.
 */
export function PhotoFileInput({ fileName, disabled, describedBy, onChange }: PhotoFileInputProps) {
  const { t } = useTranslation('profile-setup');
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box position="relative" width="full">
      <Input
        ref={input}
        type="file"
        className="peer"
        srOnly
        accept={PHOTO_ACCEPT}
        onChange={onChange}
        disabled={disabled}
        aria-describedby={describedBy}
      />
      <chakra.span
        aria-hidden="true"
        onClick={() => {
          if (!disabled) input.current?.click();
        }}
        display="flex"
        alignItems="center"
        gap="3"
        width="full"
        p="1.5"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        opacity={disabled ? 0.6 : 1}
        _peerFocusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
      >
        <Box as="span" flexShrink={0} px="3" py="1" borderRadius="l1" bg="bg.emphasized" fontSize="sm">
          {t('photo.choose')}
        </Box>
        <Text as="span" fontSize="sm" color="fg.muted" truncate>
          {fileName ?? t('photo.noFile')}
        </Text>
      </chakra.span>
    </Box>
  );
}
