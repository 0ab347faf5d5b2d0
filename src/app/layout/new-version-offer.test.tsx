import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../tests/render';
import { NewVersionOffer } from './new-version-offer';

const READY = 'Yeni sürüm hazır. Sayfayı yenileyerek geçebilirsiniz.';

/** A deploy happened: /version.json names another release; `asked` counts the reads. */
function deployAnotherRelease() {
  const asked = { count: 0 };
  server.use(
    http.get('*/version.json', () => {
      asked.count += 1;
      return HttpResponse.json({ release: 'ffffffffffff', builtAt: '2026-11-26T12:00:00.000Z' });
    }),
  );
  return asked;
}

const tabReturns = () => document.dispatchEvent(new Event('visibilitychange'));

describe('NewVersionOffer', () => {
  it('waits while a field has the focus, then offers the reload; Daha sonra puts it away', async () => {
    const user = userEvent.setup();
    const asked = deployAnotherRelease();
    renderWithProviders(
      <>
        <input aria-label="Mesajınız" />
        <NewVersionOffer />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Mesajınız' }));

    tabReturns();
    await waitFor(() => expect(asked.count).toBe(1));
    expect(screen.queryByText(READY)).toBeNull();

    await user.click(document.body);
    expect(await screen.findByText(READY)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Yeni sürüm' })).toHaveTextContent(READY);
    expect(screen.getByRole('button', { name: 'Yenile' })).not.toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Daha sonra' }));
    expect(screen.queryByText(READY)).toBeNull();
  });

  it('does not wait for a ticked box: its focus is no typing', async () => {
    const user = userEvent.setup();
    deployAnotherRelease();
    renderWithProviders(
      <>
        <input type="checkbox" aria-label="Geometri" />
        <NewVersionOffer />
      </>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Geometri' }));
    expect(screen.getByRole('checkbox', { name: 'Geometri' })).toHaveFocus();

    tabReturns();
    expect(await screen.findByText(READY)).toBeInTheDocument();
  });

  it('says nothing while the deployed release is the running one', async () => {
    let asked = 0;
    server.use(
      http.get('*/version.json', () => {
        asked += 1;
        return HttpResponse.json({ release: env.release, builtAt: '' });
      }),
    );
    renderWithProviders(<NewVersionOffer />);
    tabReturns();
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.getByRole('status', { name: 'Yeni sürüm' })).toBeEmptyDOMElement();
  });
});
