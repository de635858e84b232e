// What the freelancer form shows before its schema loads (validation/requests/freelancer.ts checks
// with these): how many skills, and how long each may be. Without zod.

export const FREELANCER_SKILLS = { min: 1, max: 20, itemMax: 40 } as const;
