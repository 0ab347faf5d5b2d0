import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { HTML_PAGE } from '../../mocks/scenarios/responses';
import { setScenario } from '../../mocks/scenarios/testing';
import type { OperationId } from '../../mocks/scenarios/operations';
import { renderApp } from '../render';
import { answerOperation, failOperation, onOperation } from '../support/operations';

/*
 * Answers that break the contract with a 200: `data: null`, `{}` and an HTML page. The client turns each into
 * a malformed ApiError (src/lib/api/answer-shape.ts), and every screen that loads data shows its own empty or
 * error state for it: no crash, no skeleton that never ends.
 */

const UNREADABLE = 'Sunucudan gelen yanıt okunamadı.';

/** The three shapes, each as handlers for the operations that load a screen. */
const shapes: Array<[string, (ops: OperationId[]) => ReturnType<typeof onOperation>[]]> = [
  ['data: null', (ops) => ops.map((id) => answerOperation(id, { success: true, message: null, data: null }))],
  ['{}', (ops) => ops.map((id) => answerOperation(id, {}))],
  ['an HTML page', (ops) => ops.map((id) => onOperation(id, () => HttpResponse.html(HTML_PAGE)))],
];

describe('wrong-shaped answers', { timeout: 20_000 }, () => {
  it.each(['data-null', 'html-200'] as const)(
    'under the %s scenario the home page keeps working: listings and teachers show their empty texts',
    async (scenario) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      await setScenario(scenario, { fail: ['getAnnouncementsPage', 'getAllTeachers'] });
      renderApp({ route: '/' });
      // The first screen of the file loads its route chunks too: a wider wait than the per-query default.
      expect(await screen.findByText('Bu kategoride ilan bulunamadı.')).toBeVisible();
      expect(await screen.findByText('Sistemde eğitmen bulunamadı.')).toBeVisible();
      expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
      logged.mockRestore();
    },
  );

  it.each(shapes)('/teachers answered with %s shows the error state with a retry', async (_shape, answer) => {
    server.use(...answer(['getAllTeachers']));
    renderApp({ route: '/teachers' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(UNREADABLE)).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Tekrar Dene' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Eğitmenler yükleniyor' })).not.toBeInTheDocument();
  });

  it('/teachers with a page that holds no list shows the error state, not six loading cards', async () => {
    server.use(answerOperation('getAllTeachers', { success: true, data: { totalPages: 1 } }));
    renderApp({ route: '/teachers' });
    expect(await screen.findByText(UNREADABLE)).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Eğitmenler yükleniyor' })).not.toBeInTheDocument();
  });

  it('/teachers says when its category list failed and loads it on retry', async () => {
    server.use(failOperation('getRootCategories', { status: 500 }));
    renderApp({ route: '/teachers' });
    const filters = await screen.findByRole('complementary', { name: 'Filtreler' });
    const alert = await within(filters).findByRole('alert');
    expect(within(alert).getByText('Kategoriler yüklenemedi.')).toBeVisible();

    server.resetHandlers();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await within(filters).findByRole('button', { name: 'Matematik' })).toBeVisible();
  });

  it.each(shapes)('/courses answered with %s shows the error state with a retry', async (_shape, answer) => {
    server.use(...answer(['getAnnouncementsPage']));
    renderApp({ route: '/courses' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/İlanlar alınamadı\. Sunucudan gelen yanıt okunamadı\./)).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Tekrar Dene' })).toBeVisible();
  });

  it('/courses under a 500 says the server failed, not to check the connection', async () => {
    server.use(failOperation('getAnnouncementsPage', { status: 500 }));
    renderApp({ route: '/courses' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('İlanlar alınamadı. Sunucu şu anda yanıt veremiyor.');
    expect(alert).not.toHaveTextContent(/bağlantı/i);
  });

  it('/courses with no answer at all asks to check the connection', async () => {
    server.use(failOperation('getAnnouncementsPage', 'network'));
    renderApp({ route: '/courses' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bağlantınızı kontrol edip tekrar deneyin.');
  });

  it.each(shapes)('a listing answered with %s shows the error state', async (_shape, answer) => {
    server.use(...answer(['getAnnouncement']));
    renderApp({ route: '/courses/1' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`İlan alınamadı. ${UNREADABLE}`);
  });

  it.each(shapes)('a profile answered with %s shows the error state', async (_shape, answer) => {
    server.use(...answer(['getProfileById']));
    renderApp({ route: '/profile/id/7' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Tekrar Dene' })).toBeVisible();
  });
});
