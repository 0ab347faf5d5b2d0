import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_STUDENT, DEMO_TEACHER, getDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp, signIn } from '../render';
import { deferred } from '../support/deferred';
import { failOperation, onOperation } from '../support/operations';
import { expectAt } from '../support/router-location';

/*
 * The saved-teachers heart on a teacher's profile and on the directory cards, against the seeded mock db (the
 * demo student has not saved the demo teacher).
 */

const ZEYNEP = 'Zeynep Çelik';

const savedByStudent = async () =>
  (await getDb()).savedTeachers
    .findMany((q) => q.where({ studentId: DEMO_STUDENT.id }))
    .map((record) => record.teacherId);

async function openZeynep() {
  signIn('student');
  renderApp({ realtime: false, route: `/profile/id/${DEMO_TEACHER.id}` });
  const heart = await screen.findByRole('button', { name: `Kaydet: ${ZEYNEP}` });
  await waitFor(() => expect(heart).toBeEnabled());
  return { heart, user: userEvent.setup() };
}

describe('the saved-teachers heart', () => {
  it('fills at once for a student, before the server answers, and stays saved', async () => {
    const { heart, user } = await openZeynep();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    const held = deferred();
    server.use(
      onOperation(
        'saveTeacher',
        async () => {
          await held.promise;
        },
        { once: true },
      ),
    );

    await user.click(heart);
    expect(await screen.findByRole('button', { name: `Kaydedildi: ${ZEYNEP}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await savedByStudent()).not.toContain(DEMO_TEACHER.id);

    held.resolve();
    await waitFor(async () => expect(await savedByStudent()).toContain(DEMO_TEACHER.id));
    expect(screen.getByRole('button', { name: `Kaydedildi: ${ZEYNEP}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: `Kaydedildi: ${ZEYNEP}` }));
    expect(await screen.findByRole('button', { name: `Kaydet: ${ZEYNEP}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(async () => expect(await savedByStudent()).not.toContain(DEMO_TEACHER.id));
  });

  it("empties again with a toast in the server's words when saving fails", async () => {
    const { heart, user } = await openZeynep();
    server.use(failOperation('saveTeacher', { envelope: 'Eğitmen şu an kaydedilemiyor.', status: 403 }));

    await user.click(heart);
    expect(await screen.findByText('Eğitmen şu an kaydedilemiyor.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Kaydet: ${ZEYNEP}` })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(await savedByStudent()).not.toContain(DEMO_TEACHER.id);
  });

  it('sends a guest to sign in and back to the directory', async () => {
    const { router } = renderApp({ realtime: false, route: '/teachers' });
    const [first] = await screen.findAllByRole('article');
    await userEvent.setup().click(within(first!).getByRole('link', { name: /^Kaydet: / }));
    await expectAt(router, '/login?redirectTo=%2Fteachers');
  });

  it('is on every directory card for a student, and on none for a teacher', async () => {
    signIn('student');
    const student = renderApp({ realtime: false, route: '/teachers' });
    const cards = await screen.findAllByRole('article');
    for (const card of cards) {
      expect(await within(card).findByRole('button', { name: /^(Kaydet|Kaydedildi): / })).toBeInTheDocument();
    }
    student.unmount();

    signIn('teacher');
    renderApp({ realtime: false, route: '/teachers' });
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Kaydet/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Kaydet/ })).not.toBeInTheDocument();
  });
});
