// How long a test waits for an event (a message shown, a write landing, a timer of the code under
// test firing) before it fails. A wait for an event returns the moment the event happens, so a long
// limit costs a passing test nothing; it only decides when a test that would never pass gives up,
// and it must not be what fails a test on a busy machine (the whole suite on two cores runs the
// same work several times slower than an idle one). Time that is meant to pass (an expiry, a
// debounce, a moment scheduled ahead) is not waited for at all: it is driven with
// vi.useFakeTimers()/vi.setSystemTime() or an injected clock (./clock-manual.ts).

/**
 * The longest wait for one event (Testing Library's findBy…/waitFor in every component test, set in
 * ./setup.ts; other waits take it from here): under the test timeout (vitest.config.mts), so a wait
 * that never ends fails with its own message (what it waited for, the DOM) rather than a bare
 * "test timed out".
 */
export const EVENT_WAIT_MS = 15_000;
