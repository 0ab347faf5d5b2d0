import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_TEACHER, getDb } from '../../mocks/db';
import { renderApp, signIn } from '../render';

/*
 * Every search folds Turkish the same way (src/lib/search/fold-tr.ts): 'ozlem', 'OZLEM' and 'Özlem' find the
 * same person in the chat room search (on the client) and in the teacher directory (the mock server's
 * keyword search). No seeded person is called Özlem: the demo teacher is renamed for each test.
 */
async function renameDemoTeacher(name: string) {
  await (
    await getDb()
  ).users.update((q) => q.where({ id: DEMO_TEACHER.id }), {
    data(draft) {
      draft.name = name;
    },
  });
}

const OZLEM = `Özlem ${DEMO_TEACHER.surname}`;

describe('Turkish-folded search', () => {
  it("finds Özlem's room in the chat room search for 'ozlem' and 'OZLEM CELIK', and nobody else's", async () => {
    await renameDemoTeacher('Özlem');
    signIn('student');
    const user = userEvent.setup();
    renderApp({ route: '/chat' });
    const rooms = await screen.findByRole('list', { name: 'Mesajlaşmalar' });
    await waitFor(() => expect(within(rooms).getAllByRole('button').length).toBeGreaterThan(1));
    const search = screen.getByRole('searchbox', { name: 'Sohbetlerde ara' });

    for (const term of ['ozlem', 'OZLEM CELIK']) {
      await user.clear(search);
      await user.type(search, term);
      await waitFor(() => expect(within(rooms).getAllByRole('button')).toHaveLength(1));
      expect(within(rooms).getByRole('button', { name: new RegExp(OZLEM) })).toBeInTheDocument();
    }
  });

  it("finds the teacher Özlem in the directory for ?q=ozlem and ?q=OZLEM (the mock server's keyword search)", async () => {
    await renameDemoTeacher('Özlem');
    for (const term of ['ozlem', 'OZLEM']) {
      const { unmount } = renderApp({ route: `/teachers?q=${term}` });
      expect(await screen.findByRole('heading', { level: 3, name: OZLEM })).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(1);
      unmount();
    }
  });
});
