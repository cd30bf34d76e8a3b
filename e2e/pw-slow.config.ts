import base from './playwright.config';

export default { ...base, webServer: { ...(base.webServer as object), timeout: 240_000 } };
