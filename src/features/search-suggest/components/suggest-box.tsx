import { Box, chakra, Stack, useRecipe } from '@chakra-ui/react';
import { type ComponentType, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { importOnce } from '@/lib/lazy/import-once';
import type { SuggestBoxProps, SuggestComboboxProps } from './suggest-box-props';
import { ClearButton, SearchIcon } from './suggest-box-parts';

/*
 * The combobox (Ark's machine, its positioning and the suggestion lists) is not part of the home page's first
 * load (the bundle budget): a plain input of the same size paints first, and the combobox replaces it as soon
 * as someone shows intent (the pointer over it, a touch, focus). The typed text belongs to the page, so
 * nothing typed meanwhile is lost, and the focus moves over with the caret at the end.
 */
const loadCombobox = importOnce(() => import('./suggest-combobox').then((module) => module.SuggestCombobox));

/** The search box that suggests subjects and cities as one types (docs/decisions/2026-11-26-search-suggestions.md). */
export function SuggestBox(props: SuggestBoxProps) {
  const inputId = useId();
  const shellInput = useRef<HTMLInputElement>(null);
  const [combobox, setCombobox] = useState<{
    Component: ComponentType<SuggestComboboxProps>;
    focus: boolean;
  }>();
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const inputRecipe = useRecipe({ key: 'input' });

  const load = useCallback(() => {
    loadCombobox().then(
      (Component) => {
        if (!mounted.current) return;
        setCombobox(
          (current) => current ?? { Component, focus: document.activeElement === shellInput.current },
        );
      },
      // A failed load keeps the plain input, which still searches; the next intent tries again.
      () => undefined,
    );
  }, []);

  const { loadAtOnce } = props;
  useEffect(() => {
    if (loadAtOnce) load();
  }, [loadAtOnce, load]);

  if (combobox) return <combobox.Component {...props} inputId={inputId} takeFocus={combobox.focus} />;
  return (
    <Stack gap="1.5" width="full" onPointerEnter={load} onTouchStart={load}>
      <chakra.label htmlFor={inputId} fontWeight="medium" textStyle="sm" srOnly={props.labelHidden}>
        {props.label}
      </chakra.label>
      {/* Chakra's Input and InputGroup live in the form fields' chunk; the plain input takes the input recipe
          itself and places the icon and the clear button as InputGroup does, so it looks like the combobox. */}
      <Box position="relative">
        <Slot placement="start">
          <SearchIcon />
        </Slot>
        <chakra.input
          ref={shellInput}
          id={inputId}
          css={inputRecipe({ size: 'xl' })}
          ps="12"
          pe={props.value && props.onClear ? '12' : undefined}
          textStyle="md"
          bg="bg"
          value={props.value}
          placeholder={props.placeholder}
          onChange={(event) => props.onValueChange(event.target.value)}
          onFocus={load}
          maxLength={props.maxLength}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Slot placement="end">
          <ClearButton {...props} />
        </Slot>
      </Box>
    </Stack>
  );
}

/** Where InputGroup puts an element: a square at one end of the input, above it. */
function Slot({ placement, children }: { placement: 'start' | 'end'; children: ReactNode }) {
  return (
    <Box
      position="absolute"
      top="0"
      insetStart={placement === 'start' ? '0' : undefined}
      insetEnd={placement === 'end' ? '0' : undefined}
      zIndex="2"
      height="full"
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="3"
      pointerEvents={placement === 'start' ? 'none' : undefined}
    >
      {children}
    </Box>
  );
}
