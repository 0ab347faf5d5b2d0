import { chakra, Input, InputGroup, Stack } from '@chakra-ui/react';
import { type ComponentType, useCallback, useEffect, useId, useRef, useState } from 'react';
import { importOnce } from '@/lib/lazy/import-once';
import { loadLaterRecipes } from '@/theme/recipe-loading';
import type { SuggestBoxProps, SuggestComboboxProps } from './suggest-box-props';
import { ClearButton, SearchIcon } from './suggest-box-parts';

/*
 * The combobox (Ark's machine, its positioning and the suggestion lists) is not part of the home page's first
 * load (the bundle budget): a plain input of the same size paints first, and the combobox replaces it as soon
 * as someone shows intent (the pointer over it, a touch, focus). The typed text belongs to the page, so
 * nothing typed meanwhile is lost, and the focus moves over with the caret at the end.
 */
const loadCombobox = importOnce(() =>
  Promise.all([import('./suggest-combobox'), loadLaterRecipes()]).then(([module]) => module.SuggestCombobox),
);

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

  if (combobox) return <combobox.Component {...props} inputId={inputId} takeFocus={combobox.focus} />;
  return (
    <Stack gap="1.5" width="full" onPointerEnter={load} onTouchStart={load}>
      <chakra.label htmlFor={inputId} fontWeight="medium" textStyle="sm" srOnly={props.labelHidden}>
        {props.label}
      </chakra.label>
      <InputGroup startElement={<SearchIcon />} endElement={<ClearButton {...props} />}>
        <Input
          ref={shellInput}
          id={inputId}
          size="xl"
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
      </InputGroup>
    </Stack>
  );
}
