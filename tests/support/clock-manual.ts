// A clock that moves only when the test moves it, for code that takes its clock as a `now`
// function (e.g. entry/response-cache.mjs's settings). An expiry is then a step of the test,
// not a wait that a busy machine can outlast or fall short of: no real time passes between two
// readings, however slowly the machine runs.

export type ManualClock = {
  /** The current time in ms since the epoch (pass it where the code wants `now`). */
  now: () => number;
  /** Moves the clock forward by `ms`. */
  advance: (ms: number) => void;
};

/** A manual clock starting at `start` (ms since the epoch; the real time by default). */
export function manualClock(start: number = Date.now()): ManualClock {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}
