import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { rememberServerHtml } from './KeptServerHtml';
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
          keptNotice: 'Shown as loaded, not responding',
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
  it('shows the given placeholder while the module loads, then the module in its place', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    render(
      <I18nextProvider i18n={i18n}>
        <RemoteMount
          remote="games"
          module="HomePage"
          variant="inline"
          fallback={<button type="button">Sign in</button>}
        />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    arrive({ default: () => <button type="button">Account</button> });
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

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

  it('keeps the page the server rendered, inert, with a notice and a retry when the remote fails to hydrate it', async () => {
    const expectLogged = logsCaughtError();
    loadRemote
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
      .mockResolvedValue({ default: () => <h1>Live page</h1> });
    const container = document.createElement('div');
    container.innerHTML =
      '<p>shell keeps working</p><div class="remote-area" data-remote-area="games/HomePage"><!--$--><h1>Server page</h1><!--/$--></div>';
    document.body.appendChild(container);
    rememberServerHtml();
    render(
      <I18nextProvider i18n={i18n}>
        <p>shell keeps working</p>
        <RemoteMount remote="games" module="HomePage" />
      </I18nextProvider>,
      { container, hydrate: true, onRecoverableError: () => undefined },
    );

    const notice = (await screen.findByText('Shown as loaded, not responding')).closest<HTMLElement>(
      '[role="status"]',
    )!;
    expect(notice).not.toBeNull();
    expect(screen.getByText('Server page').closest('[inert]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expectLogged('Remote "games" is unavailable');

    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Live page' })).toBeInTheDocument();
    expect(screen.queryByText('Server page')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
