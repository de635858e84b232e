// Waiting on events, not durations, in component tests. Testing Library's findBy… and waitFor give
// up after 1 s by default, and what a component test waits for (a lazily loaded schema checking a
// step, a re-render after a click, a mocked API answer, the next address in the history) takes CPU
// time: a busy machine can take longer than that for work that is not stuck at all. Importing this
// module makes every findBy…/waitFor of the test file wait up to EVENT_WAIT_MS for the thing it
// awaits (they still return the moment it happens: they watch the DOM and poll, so a passing test
// is no slower), and gives each of its tests COMPONENT_TEST_TIMEOUT_MS (./clock-waits.ts) in place
// of the project's 20 s, which a test driving a whole form comes near on a busy machine.
//
//   import "../support/clock-events";
import { configure } from "@testing-library/react";
import { vi } from "vitest";
import { COMPONENT_TEST_TIMEOUT_MS, EVENT_WAIT_MS } from "./clock-waits";

configure({ asyncUtilTimeout: EVENT_WAIT_MS });
// For this test file only (Vitest restores its configuration after each file).
vi.setConfig({ testTimeout: COMPONENT_TEST_TIMEOUT_MS });
