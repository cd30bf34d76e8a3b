const GUEST_ID_KEY = 'portal.guestId';

/** The locally generated guest id (product §1), created once per browser. */
export function getGuestId(): string {
  try {
    const existing = localStorage.getItem(GUEST_ID_KEY);
    if (existing && /^guest-[\w-]{8,64}$/.test(existing)) return existing;
    const id = `guest-${crypto.randomUUID()}`;
    localStorage.setItem(GUEST_ID_KEY, id);
    return id;
  } catch {
    return `guest-${crypto.randomUUID()}`;
  }
}
