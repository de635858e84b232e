// What the mentor request form shows before its schema loads (validation/requests/mentor-request.ts
// checks with these): the mentoring choices and the team's size range. Without zod.
export const MENTORING_DURATIONS = ["یک ماه", "سه ماه", "شش ماه", "یک سال"] as const;
export const MENTORING_FREQUENCIES = ["هر هفته یک جلسه", "هر دو هفته یک جلسه", "هر ماه یک جلسه"] as const;
export const MENTORING_MODES = ["حضوری", "آنلاین", "فرقی نمی‌کند"] as const;

/** People in the team, the sender included. */
export const TEAM_SIZE = { min: 1, max: 500 } as const;
