// The browser channels (lib/api/browser.ts, and axios with them) loaded on first use: a form that
// only needs the API when the visitor chooses or sends something keeps them out of its page's first
// load (issue 11: about 24 KiB of script on every request form).
export const loadBrowserChannels = () => import("./browser");
