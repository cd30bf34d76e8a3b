import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { RemoteMount } from './RemoteMount';
import { registerPortalRemotes } from './remotes';

// A federated import goes through the Module Federation runtime; the test stands in for it at the top level.
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: {
    en: {
      common: {
        remote: {
          unavailable: 'Area unavailable',
          unavailableShort: 'Unavailable',
          retry: 'Try again',
          loading: 'Loading',
        },
      },
    },
  },
  defaultNS: 'common',
  showSupportNotice: false,
});

/** React logs every error an error boundary catches; the failing tests cause one on purpose and expect it logged. */
const logsCaughtError = () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return (message: string) => expect(log.mock.calls.flat()).toContainEqual(expect.objectContaining({ message }));
};

const mount = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <p>shell keeps working</p>
      <RemoteMount remote="games" module="HomePage" />
    </I18nextProvider>,
  );

beforeEach(() => {
  loadRemote.mockReset();
  registerPortalRemotes({ games: { version: '1', entry: '/remotes/games/1/mf-manifest.json' } });
});

describe('RemoteMount', () => {
  it('renders the exposed component', async () => {
    loadRemote.mockResolvedValue({ default: () => <h1>Remote home</h1> });
    mount();
    expect(await screen.findByRole('heading', { name: 'Remote home' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('games/HomePage');
  });

  it('shows a fallback with retry when the remote cannot load, and loads it on retry', async () => {
    const expectLogged = logsCaughtError();
    loadRemote
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
      .mockResolvedValue({ default: () => <h1>Back again</h1> });
    mount();
    expect(await screen.findByRole('alert')).toHaveTextContent('Area unavailable');
    expect(screen.getByText('shell keeps working')).toBeInTheDocument();
    expectLogged('Remote "games" is unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });

  it('contains a remote that crashes while rendering', async () => {
    const expectLogged = logsCaughtError();
    loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    mount();
    expect(await screen.findByRole('alert')).toHaveTextContent('Area unavailable');
    expect(screen.getByText('shell keeps working')).toBeInTheDocument();
    expectLogged('boom');
  });

  it('shows the fallback for a remote missing from remotes.json without calling the runtime', async () => {
    const expectLogged = logsCaughtError();
    registerPortalRemotes({});
    mount();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
    expectLogged('Remote "games" is unavailable');
  });
});
