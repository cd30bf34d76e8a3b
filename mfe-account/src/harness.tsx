import { mountHarness } from '@portal/shared/dev/harness';
import AccountMenu from './components/AccountMenu';
import ProfilePage from './pages/ProfilePage';

void mountHarness([
  {
    index: true,
    element: (
      <>
        <AccountMenu />
        <ProfilePage />
      </>
    ),
  },
  { path: 'account', element: <ProfilePage /> },
]);
