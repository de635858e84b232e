// What the internship form offers before its schema loads (validation/requests/internship.ts checks
// with these): the education levels, teams and durations to choose from and the skills' limits.
// Without zod.
export const EDUCATION_LEVELS = ["کاردانی", "کارشناسی", "کارشناسی ارشد", "دکتری"] as const;
export const INTERNSHIP_TEAMS = ["فنی", "طراحی", "بازاریابی", "عملیات"] as const;
/** Whole months, 1 to 6. */
export const INTERNSHIP_DURATIONS = [1, 2, 3, 4, 5, 6] as const;
export const SKILLS_LIMITS = { max: 20, maxLength: 40 } as const;
