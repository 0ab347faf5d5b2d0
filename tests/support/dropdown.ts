import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from './deferred';

/** Opens a header dropdown by its button (named `name`, with an unread count after it) and returns its panel. */
export async function openDropdown(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  return { user, panel: await screen.findByRole('dialog', { name }) };
}

/**
 * A mark-read that fails after the dropdown already showed the item read. The list answers `firstList` once;
 * later fetches wait until `releaseLists`, so a count that comes back after `failMarkRead` can only come from
 * the rolled-back cache, not from a refetch.
 */
export function failingMarkRead<List>(firstList: List) {
  const readFails = deferred();
  const laterLists = deferred();
  let fetches = 0;
  return {
    list: async (): Promise<List> => {
      fetches += 1;
      if (fetches > 1) await laterLists.promise;
      return firstList;
    },
    markRead: async (): Promise<never> => {
      await readFails.promise;
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- MSW's documented way to answer with an error
      throw new Response(null, { status: 500 });
    },
    failMarkRead: () => readFails.resolve(),
    releaseLists: () => laterLists.resolve(),
  };
}
