// First: the fake network must be in place before @portal/shared loads ofetch.
import { installFakeApi, ok } from '@portal/shared/testing/fakeApi';
import { authAtom, LOGGED_OUT, portalStore, toastsAtom } from '@portal/shared';
import { english, initSharedI18nInEnglish } from '../test/renderAccount';
import { signInWithProviderToken } from './session';

// A browser that cannot give a device id (product §5: login then fails with "device_id error").
jest.mock('@portal/shared', () => ({
  ...jest.requireActual<object>('@portal/shared'),
  getDeviceId: () => {
    throw new Error('storage unavailable');
  },
}));

beforeAll(() => initSharedI18nInEnglish());

it('without a device id, login shows the localised device_id error toast and makes no call', async () => {
  const requests = installFakeApi(() => ok({}));
  const result = await signInWithProviderToken('provider-token', 'aware');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(result.ok).toBe(false);
  expect(requests).toEqual([]);
  expect(portalStore.get(toastsAtom).map((t) => ({ type: t.type, message: t.message }))).toEqual([
    { type: 'error', message: english('session.deviceIdError') },
  ]);
  expect(portalStore.get(authAtom)).toEqual(LOGGED_OUT);
});
