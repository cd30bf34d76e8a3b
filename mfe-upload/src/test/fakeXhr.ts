/**
 * Test support (jest): a stand-in for XMLHttpRequest that the test drives by hand: progress events, the answer,
 * a network failure. Install it before the code under test creates a request; every request is kept in order.
 */
export class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.all.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  respond(status: number, body: unknown = { code: 0, message: 'ok', success: true, data: null }) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  failNetwork() {
    this.onerror?.();
  }

  static latest(): FakeXhr {
    const xhr = FakeXhr.all.at(-1);
    if (!xhr) throw new Error('no XMLHttpRequest was made');
    return xhr;
  }
}

/** Replaces the global XMLHttpRequest for the current test file; returns the restore function. */
export function installFakeXhr(): () => void {
  const real = globalThis.XMLHttpRequest;
  FakeXhr.all = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = real;
  };
}
