// What the become-a-mentor form shows before its schema loads (validation/requests/mentor-application.ts
// checks with it): how many consulting topics, and how long each. Without zod.
export const MENTOR_TOPICS = { min: 1, max: 10, itemMax: 60 } as const;
