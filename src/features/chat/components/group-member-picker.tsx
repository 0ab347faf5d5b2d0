import { Checkbox, CheckboxGroup, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { ERROR_COLOUR } from '@/components/forms/form-field';
import type { GroupChatMember } from '@/generated/api/model';
import { fullName } from '@/lib/people/full-name';
import { ChatAvatar } from './chat-avatar';

interface GroupMemberPickerProps {
  legend: string;
  students: readonly GroupChatMember[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  /** Already in words. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Students to put in a group, each a checkbox with their picture and name. */
export function GroupMemberPicker({
  legend,
  students,
  value,
  onChange,
  error,
  inputRef,
}: GroupMemberPickerProps) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">{legend}</Fieldset.Legend>
      <CheckboxGroup
        value={value.map(String)}
        onValueChange={(next) => onChange(next.map(Number))}
        colorPalette="brand"
      >
        <Stack gap="2" mt="2">
          {students.map((student, index) => {
            const name = fullName(student.name, student.surname, student.username);
            return (
              <Checkbox.Root key={student.userId} value={String(student.userId)} invalid={Boolean(error)}>
                <Checkbox.HiddenInput ref={index === 0 ? inputRef : undefined} />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="normal">
                  <HStack gap="2">
                    <ChatAvatar name={name} imageUrl={student.profileImageUrl} size="xs" />
                    <Text as="span" wordBreak="break-word">
                      {name}
                    </Text>
                  </HStack>
                </Checkbox.Label>
              </Checkbox.Root>
            );
          })}
        </Stack>
      </CheckboxGroup>
      {error ? <Fieldset.ErrorText color={ERROR_COLOUR}>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
