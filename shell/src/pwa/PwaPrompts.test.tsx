import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import {
  installHiddenAtom,
  installStatusAtom,
  gameOnStageAtom,
  offlineReadyAtom,
  portalStore,
  PWA_INSTALL_HIDDEN_KEY,
  updateAvailableAtom,
} from '@portal/shared';
import { INSTALL_AFTER_PAGES, noteGamePlayed, notePageView, PAGE_VIEWS_KEY, resetEngagement } from './engagement';
import { OFFLINE_NOTICE_MS, OfflineReadyNotice } from './OfflineReadyNotice';
import { PwaPrompts } from './PwaPrompts';

const acceptUpdate = jest.fn();
jest.mock('./serviceWorker', () => ({ acceptUpdate: () => acceptUpdate() }));

const en: unknown = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'locales', 'en.json'), 'utf8'));
const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { common: en as Record<string, string> } },
  defaultNS: 'common',
  showSupportNotice: false,
});

const mount = (prompts: ReactNode = <PwaPrompts />) =>
  render(
    <Provider store={portalStore}>
      <I18nextProvider i18n={i18n}>{prompts}</I18nextProvider>
    </Provider>,
  );
/** The offline-ready notice lives in the footer, not among the prompts. */
const mountNotice = () => mount(<OfflineReadyNotice />);

beforeEach(() => {
  localStorage.clear();
  acceptUpdate.mockReset();
  for (const atom of [updateAvailableAtom, offlineReadyAtom, installHiddenAtom]) portalStore.set(atom, false);
  portalStore.set(installStatusAtom, 'unavailable');
  resetEngagement();
});

describe('PWA prompts', () => {
  it('show nothing until there is something to say', () => {
    mount();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('update available: a labelled dialog whose Refresh hands over to the new worker and Later closes it', async () => {
    mount();
    act(() => portalStore.set(updateAvailableAtom, true));
    const dialog = screen.getByRole('dialog', { name: 'Update available' });
    expect(dialog).toHaveAccessibleDescription('A new version of Playnook is ready. Refresh to use it.');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(acceptUpdate).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offline ready: not a prompt over the page (the footer says it)', () => {
    mount();
    act(() => portalStore.set(offlineReadyAtom, true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offline ready: a status message with a close button', async () => {
    mountNotice();
    act(() => portalStore.set(offlineReadyAtom, true));
    expect(screen.getByRole('status')).toHaveTextContent('Playnook is ready to work offline.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offline ready: leaves by itself after a few seconds', () => {
    jest.useFakeTimers();
    try {
      mountNotice();
      act(() => portalStore.set(offlineReadyAtom, true));
      expect(screen.getByRole('status')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(OFFLINE_NOTICE_MS));
      expect(screen.queryByRole('status')).toBeNull();
      expect(portalStore.get(offlineReadyAtom)).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('offline ready: leaves when a game is being played', () => {
    mountNotice();
    act(() => portalStore.set(offlineReadyAtom, true));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => portalStore.set(gameOnStageAtom, true));
    expect(screen.queryByRole('status')).toBeNull();
    expect(portalStore.get(offlineReadyAtom)).toBe(false);
    act(() => portalStore.set(gameOnStageAtom, false));
  });

  it('install: not on the first page a visitor sees, even when the browser offers it', () => {
    mount();
    act(() => {
      notePageView('/');
      notePageView('/'); // the same page again is not a second page
      portalStore.set(installStatusAtom, 'available');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(PAGE_VIEWS_KEY)).toBe('1');
  });

  it('install: offered from the second page, counted across visits', () => {
    localStorage.setItem(PAGE_VIEWS_KEY, String(INSTALL_AFTER_PAGES - 1));
    portalStore.set(installStatusAtom, 'available');
    mount();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => notePageView('/games/snake'));
    expect(screen.getByRole('dialog', { name: 'Install Playnook' })).toBeInTheDocument();
  });

  it('install: offered on the first page once a game was played there', () => {
    portalStore.set(installStatusAtom, 'available');
    mount();
    act(() => notePageView('/games/snake'));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => noteGamePlayed());
    expect(screen.getByRole('dialog', { name: 'Install Playnook' })).toBeInTheDocument();
  });

  it('install: shown when offered; "Not now" hides it and persists the flag', async () => {
    mount();
    act(() => {
      notePageView('/');
      notePageView('/games');
      portalStore.set(installStatusAtom, 'available');
    });
    expect(screen.getByRole('dialog', { name: 'Install Playnook' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(PWA_INSTALL_HIDDEN_KEY)).toBe('1');
  });

  it('install: stays hidden once the visitor said "not now"', () => {
    noteGamePlayed();
    portalStore.set(installHiddenAtom, true);
    portalStore.set(installStatusAtom, 'available');
    mount();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
