/** Local storage key of this browser's device id (product §9: device id is kept locally; needed at login, product §5). */
export const DEVICE_ID_KEY = 'portal.deviceId';
/** What the API accepts in X-Device-Id (and at login). */
export const DEVICE_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
const validDeviceId = new RegExp(DEVICE_ID_PATTERN);

let memoryId: string | undefined;

function newId(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
  return random.replace(/[^A-Za-z0-9_-]/g, '');
}

/**
 * This browser's stable id, created on first use. Storage contents are untrusted: a value the API would refuse is
 * replaced. Where storage is unavailable (private mode, sandboxed frames) the id lives for this page only.
 */
export function getDeviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_ID_KEY);
    if (stored && validDeviceId.test(stored)) return stored;
    const id = newId();
    localStorage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    return (memoryId ??= newId());
  }
}
