// What the session form shows before its schema loads (validation/requests/mentor-advice.ts checks
// with these): the choices of its selects. Without zod. The mentor request form asks for the
// business stage from the same list.
export const SESSION_TYPES = ["منتورینگ", "مشاوره تخصصی"] as const;
export const BUSINESS_STAGES = [
  "ایده",
  "نمونه اولیه",
  "محصول اولیه (MVP)",
  "جذب اولین مشتری‌ها",
  "رشد و توسعه",
] as const;
export const PREFERRED_TIMES = ["صبح", "ظهر", "عصر"] as const;
export const PREFERRED_MODES = ["حضوری", "آنلاین"] as const;
