// The worker that solves PBKDF2/SHA-256 captcha challenges (ALTCHA's own, on WebCrypto). A file of
// ours so the bundler emits it as a same-origin script: CSP worker-src 'self', no blob: URL.
import "altcha/workers/pbkdf2";
