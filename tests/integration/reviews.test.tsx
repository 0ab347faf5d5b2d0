import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_STUDENT, DEMO_TEACHER, getDb } from '../../mocks/db';
import { renderApp, signIn } from '../render';

import { findOpenDialog } from '../support/dialogs';

/*
 * The review form through the whole app: the demo student's dashboard lists her approved request that has no
 * review yet (seeded), 'Değerlendir' opens the dialog, and the mock backend takes or refuses the review.
 */

/** The seeded approved request of the demo student that has no review yet. */
async function unreviewedRequest() {
  const db = await getDb();
  const reviewed = new Set(
    db.reviews
      .findMany((q) => q.where({ studentId: DEMO_STUDENT.id }))
      .map((review) => review.lessonRequestId),
  );
  const request = db.lessonRequests
    .findMany((q) => q.where({ studentId: DEMO_STUDENT.id, status: 'COMPLETED' }))
    .find((candidate) => !reviewed.has(candidate.id));
  if (!request) throw new Error('the seed has no held, unreviewed lesson of the demo student');
  return request;
}

async function openDialog() {
  signIn('student');
  const result = renderApp({ realtime: false, route: '/student-dashboard' });
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'Değerlendirme bekleyen dersler' });
  const open = await within(section).findByRole('button', { name: /^Değerlendir: / });
  await user.click(open);
  const dialog = await findOpenDialog('dialog', 'Dersi değerlendir');
  return { ...result, user, dialog, section };
}

const send = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Değerlendirmeyi gönder' });

describe('the review form', () => {
  it('names every rule it breaks, in Turkish, and counts the characters as they are typed', async () => {
    const { user, dialog } = await openDialog();
    const stars = within(dialog).getByRole('radiogroup', { name: /Puan/ });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    for (const name of [
      '1 yıldız: Çok kötü',
      '2 yıldız: Kötü',
      '3 yıldız: Orta',
      '4 yıldız: İyi',
      '5 yıldız: Mükemmel',
    ]) {
      expect(within(stars).getByRole('radio', { name })).not.toBeChecked();
    }

    await user.click(send(dialog));
    expect(await within(dialog).findByText('Lütfen 1 ile 5 arasında bir puan seçin.')).toBeInTheDocument();
    expect(within(dialog).getByText('Lütfen bir yorum yazın.')).toBeInTheDocument();
    expect(stars).toHaveAttribute('aria-invalid', 'true');

    const comment = within(dialog).getByRole('textbox', { name: /Yorumunuz/ });
    await user.type(comment, '   kısa   ');
    await user.click(within(stars).getByRole('radio', { name: '4 yıldız: İyi' }));
    await user.click(send(dialog));
    expect(await within(dialog).findByText('Yorum en az 10 karakter olmalıdır.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Lütfen 1 ile 5 arasında bir puan seçin.')).not.toBeInTheDocument();
    expect(within(dialog).getByText('10 / 500 karakter')).toBeInTheDocument();

    await user.clear(comment);
    await user.click(comment);
    await user.paste('a'.repeat(501));
    expect(within(dialog).getByText('501 / 500 karakter')).toBeInTheDocument();
    await user.click(send(dialog));
    expect(await within(dialog).findByText('Yorum en fazla 500 karakter olabilir.')).toBeInTheDocument();
    expect(comment).toHaveAccessibleDescription(/Yorum en fazla 500 karakter olabilir\./);
  });

  it('sends the review: a thank-you, the dialog closes and the lesson leaves the waiting list', async () => {
    const request = await unreviewedRequest();
    const { user, dialog, section } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: '5 yıldız: Mükemmel' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Yorumunuz/ }),
      'Konuları çok sabırla anlattı.',
    );
    await user.click(send(dialog));

    expect(await screen.findByText('Teşekkürler!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: /^Değerlendir: / })).not.toBeInTheDocument(),
    );
    expect(within(section).getByText('Değerlendirme bekleyen dersiniz yok.')).toBeInTheDocument();
    const stored = (await getDb()).reviews.findFirst((q) => q.where({ lessonRequestId: request.id }));
    expect(stored).toMatchObject({ rating: 5, comment: 'Konuları çok sabırla anlattı.' });
  });

  it("shows the server's refusal when the lesson is no longer marked held", async () => {
    const request = await unreviewedRequest();
    const { user, dialog } = await openDialog();
    // The lesson's state changed behind the open dialog (not held after all): the server refuses the review.
    await (
      await getDb()
    ).lessonRequests.update((q) => q.where({ id: request.id }), {
      data(draft) {
        draft.status = 'APPROVED';
      },
    });
    await user.click(within(dialog).getByRole('radio', { name: '3 yıldız: Orta' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Yorumunuz/ }), 'Ders ortalama geçti bence.');
    await user.click(send(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Değerlendirmeyi yalnızca yapılmış bir dersin ardından yazabilirsiniz.',
    );
    expect(screen.getByRole('dialog', { name: 'Dersi değerlendir' })).toBeInTheDocument();
    expect((await getDb()).reviews.findFirst((q) => q.where({ lessonRequestId: request.id }))).toBeFalsy();
  });
});

describe('the review part of a lesson request page', () => {
  const part = () => screen.queryByRole('region', { name: 'Bu dersi değerlendir' });

  it('offers its student the review of a held lesson and thanks her once it is written', async () => {
    const request = await unreviewedRequest();
    signIn('student');
    renderApp({ realtime: false, route: `/lesson-requests/${request.id}` });
    const user = userEvent.setup();
    const region = await screen.findByRole('region', { name: 'Bu dersi değerlendir' });
    await user.click(within(region).getByRole('button', { name: /^Değerlendir: / }));
    const dialog = await findOpenDialog('dialog', 'Dersi değerlendir');
    await user.click(within(dialog).getByRole('radio', { name: '2 yıldız: Kötü' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Yorumunuz/ }),
      'Derse geç başladık, yine de faydalıydı.',
    );
    await user.click(send(dialog));

    expect(
      await within(region).findByText('Bu ders için değerlendirme yaptınız. Teşekkürler!'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /^Değerlendir: / })).not.toBeInTheDocument();
  });

  it('offers nothing on a pending request, on an approved one before its lesson was held, nor to the teacher', async () => {
    const db = await getDb();
    // Request 44 (mocks/README.md) is still pending; 39 is stored pending too but expires when first read.
    const pending = { id: 44 };
    signIn('student');
    const student = renderApp({ realtime: false, route: `/lesson-requests/${pending.id}` });
    expect(await screen.findByRole('button', { name: 'Talebi geri çek' })).toBeInTheDocument();
    expect(part()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Değerlendir/ })).not.toBeInTheDocument();
    student.unmount();

    // Approved, its lesson not held yet: no review, and the timeline says when it comes.
    const notHeld = await unreviewedRequest();
    await db.lessonRequests.update((q) => q.where({ id: notHeld.id }), {
      data(draft) {
        draft.status = 'APPROVED';
        draft.firstLessonAt = new Date(Date.now() + 86_400_000).toISOString();
      },
    });
    const approvedPage = renderApp({ realtime: false, route: `/lesson-requests/${notHeld.id}` });
    expect(await screen.findByText('Değerlendirme: ders yapıldıktan sonra')).toBeInTheDocument();
    expect(part()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Değerlendir/ })).not.toBeInTheDocument();
    approvedPage.unmount();

    const approved = db.lessonRequests.findFirst((q) =>
      q.where({ teacherId: DEMO_TEACHER.id, status: 'APPROVED' }),
    );
    signIn('teacher');
    renderApp({ realtime: false, route: `/lesson-requests/${approved!.id}` });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect((await screen.findAllByText('Onaylandı')).length).toBeGreaterThan(0);
    expect(part()).not.toBeInTheDocument();
  });
});
