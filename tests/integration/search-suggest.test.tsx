import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeacherFilterRequest } from '../../src/generated/api/model';
import { renderApp } from '../render';
import { recordBodies } from '../support/record-requests';

/*
 * The search box that suggests: on the home hero, against the seeded categories (Matematik is root 1, its
 * subcategories 101…) and the 81 provinces (İstanbul is 34). A choice opens the teacher directory filtered by it;
 * in the directory's own keyword box, a choice filters the directory in place.
 */
const LABEL = 'Ne öğrenmek istiyorsunuz?';

async function openHomeSearch() {
  const user = userEvent.setup();
  const app = renderApp({ route: '/', realtime: false });
  const hero = within(await screen.findByRole('search', { name: LABEL }));
  // The plain input paints first; focusing it (a Tab) brings the combobox, which takes over the focus.
  const plain = hero.getByRole('textbox', { name: LABEL });
  act(() => plain.focus());
  const box = await hero.findByRole('combobox', { name: LABEL });
  await waitFor(() => expect(box).toHaveFocus());
  return { user, app, box };
}

/*
 * Text arrives in one change event: Ark writes the input's value back after each change, and user-event's own
 * record of the caret does not follow a value set by code, so letters typed one by one get lost in jsdom (not
 * in a browser: the e2e types letter by letter). The keys that steer the list are real key presses.
 */
function typeInto(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: (box as HTMLInputElement).value + text } });
}

const location = (app: { router: { state: { location: { pathname: string; search: string } } } }) =>
  app.router.state.location.pathname + app.router.state.location.search;

describe('home search suggestions', { timeout: 30_000 }, () => {
  it("suggests Matematik first for 'mat', grouped under Dersler, and opens the directory filtered by it", async () => {
    const { user, app, box } = await openHomeSearch();
    typeInto(box, 'mat');
    const list = await screen.findByRole('listbox');
    const group = await within(list).findByRole('group', { name: 'Dersler' });
    // Matematik first, then its subcategories named after it ('TYT Matematik' with its root beside it).
    await waitFor(() => expect(within(group).getAllByRole('option')).toHaveLength(6));
    const subjects = within(group).getAllByRole('option');
    expect(subjects[0]).toHaveTextContent(/^Matematik$/);
    for (const option of subjects.slice(1)) expect(option).toHaveTextContent(/^\S+ MatematikMatematik$/);
    expect(within(list).queryByRole('group', { name: 'Şehirler' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', subjects[0]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location(app)).toBe('/teachers?root=1'));
  });

  it('sends a subcategory with its root', async () => {
    const { user, app, box } = await openHomeSearch();
    typeInto(box, 'tyt mat');
    await user.click(await screen.findByRole('option', { name: /^TYT Matematik/ }));
    await waitFor(() => expect(location(app)).toMatch(/^\/teachers\?root=1&sub=1\d\d$/));
  });

  it("folds Turkish: 'ist' suggests İstanbul under Şehirler, which opens the directory with cityId=34", async () => {
    const { user, app, box } = await openHomeSearch();
    typeInto(box, 'ist');
    const cities = await screen.findByRole('group', { name: 'Şehirler' });
    const istanbul = within(cities).getByRole('option', { name: 'İstanbul' });
    await user.keyboard('{ArrowDown}');
    while (box.getAttribute('aria-activedescendant') !== istanbul.id) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location(app)).toBe('/teachers?cityId=34'));
  });

  it('searches typed text with Enter when no suggestion is chosen', async () => {
    const { app, user, box } = await openHomeSearch();
    typeInto(box, 'türkçe dil bilgisi');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location(app)).toBe('/teachers?q=t%C3%BCrk%C3%A7e+dil+bilgisi'));
  });

  it('closes the list with Escape and keeps the text', async () => {
    const { user, box } = await openHomeSearch();
    typeInto(box, 'türkçe');
    expect(await screen.findByRole('option', { name: 'Türkçe' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Türkçe' })).not.toBeInTheDocument());
    expect(box).toHaveValue('türkçe');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches', async () => {
    const { box } = await openHomeSearch();
    typeInto(box, 'zzq');
    expect(await screen.findByText(/Eşleşen ders veya şehir yok/)).toBeInTheDocument();
  });
});

describe('directory keyword suggestions', { timeout: 60_000 }, () => {
  const DIRECTORY_LABEL = 'Eğitmen ara';
  const openDirectory = async (route = '/teachers') => {
    const bodies = recordBodies<TeacherFilterRequest>('/v1/teacher/filter');
    const app = renderApp({ route, realtime: false });
    expect(await screen.findByRole('heading', { level: 2, name: /Eğitmen Bulundu$/ })).toBeVisible();
    // The directory loads the combobox with the page, not on the first focus.
    const box = await screen.findByRole('combobox', { name: DIRECTORY_LABEL });
    return { app, bodies, box, user: userEvent.setup() };
  };

  it("suggests Matematik for 'mat'; choosing it filters the directory by the subject and empties the box", async () => {
    const { app, bodies, box, user } = await openDirectory();
    await user.click(box);
    typeInto(box, 'mat');
    await user.click(await screen.findByRole('option', { name: 'Matematik' }));
    await waitFor(() => expect(location(app)).toBe('/teachers?root=1'));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ keyword: null, categoryIds: expect.arrayContaining([101]) }),
    );
    expect(box).toHaveValue('');
    const chips = await screen.findByRole('region', { name: 'Aktif Filtreler' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Matematik']);
  });

  it('adds a city to the filters already on, and searches typed text with Enter', async () => {
    const { app, box, user } = await openDirectory('/teachers?mode=online');
    await user.click(box);
    typeInto(box, 'ist');
    await user.click(await screen.findByRole('option', { name: 'İstanbul' }));
    await waitFor(() => expect(location(app)).toBe('/teachers?mode=online&cityId=34'));

    typeInto(box, 'Zeynep');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location(app)).toBe('/teachers?q=Zeynep&mode=online&cityId=34'));
    expect(box).toHaveValue('Zeynep');
  });
});
