import type { ComponentProps } from 'react';
import { SaveTeacherButton } from '@/features/saved-teachers/components/save-teacher-button';
import { SuggestBox } from '@/features/search-suggest/components/suggest-box';
import { TeachersDirectory } from '@/features/teachers/components/teachers-directory';

type DirectoryProps = ComponentProps<typeof TeachersDirectory>;

// Module-level, so they are the same functions on every render of the route: the directory's memoised cards
// and search box skip the render of a filter change that is not theirs.
const cardAction: DirectoryProps['cardAction'] = (teacher) => (
  <SaveTeacherButton teacher={teacher} width="full" />
);
const searchBox: DirectoryProps['searchBox'] = ({ chooseSubject, chooseCity, ...box }) => (
  <SuggestBox
    {...box}
    labelHidden
    loadAtOnce
    onPick={(suggestion) => {
      if (suggestion.kind === 'city') chooseCity(suggestion.id);
      else if (suggestion.rootId === null) chooseSubject(suggestion.id, null);
      else chooseSubject(suggestion.rootId, suggestion.id);
    }}
  />
);

/**
 * /teachers: the teacher directory, each card with the saved-teachers heart (students; guests sign in first),
 * its keyword box the search box that suggests subjects and cities (features never import each other).
 */
export function Component() {
  return <TeachersDirectory cardAction={cardAction} searchBox={searchBox} />;
}
