import "server-only";
// Persian answers the FAQ routes share.

export const FAQ_ITEM_NOT_FOUND = "پرسشی که دنبال آن بودید پیدا نشد.";
export const FAQ_CATEGORY_NOT_FOUND = "دسته‌ای از پرسش‌ها که دنبال آن بودید پیدا نشد.";
