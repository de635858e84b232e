// The error catalogue of SPEC §8: one Persian message and description per status, shared by the
// error screens, the API client's toasts and the API's error envelope.

export type StatusMessage = { message: string; description: string };

const badRequest: StatusMessage = {
  message: "درخواست شما با مشکل مواجه شده است",
  description: "لطفاً اطلاعات را بررسی کنید و دوباره تلاش کنید.",
};

export const STATUS_MESSAGES: Readonly<Record<number, StatusMessage>> = {
  400: badRequest,
  401: {
    message: "شما دسترسی برای انجام این عملیات ندارید",
    description: "برای ادامه، ابتدا وارد حساب کاربری خود شوید.",
  },
  403: {
    message: "شما دسترسی به این صفحه را ندارید",
    description: "اگر فکر می‌کنید باید به این صفحه دسترسی داشته باشید، با ما تماس بگیرید.",
  },
  404: {
    message: "صفحه‌ای که دنبال آن بودید، پیدا نشد",
    description: "ممکن است نشانی اشتباه وارد شده باشد یا این صفحه جابه‌جا یا حذف شده باشد.",
  },
  429: {
    message: "شما درخواست‌های زیادی داشته‌اید",
    description: "لطفاً کمی صبر کنید و سپس دوباره تلاش کنید.",
  },
  499: {
    message: "درخواست شما نیمه‌کاره ماند",
    description: "ارتباط پیش از پایان درخواست قطع شد. لطفاً دوباره تلاش کنید.",
  },
  500: {
    message: "مشکلی در سرور به وجود آمده است",
    description: "همکاران ما در جریان قرار گرفتند. لطفاً چند دقیقه دیگر دوباره سر بزنید.",
  },
  503: {
    message: "در حال حاضر سایت در دسترس نیست",
    description: "در حال به‌روزرسانی یا نگهداری هستیم. لطفاً کمی بعد دوباره سر بزنید.",
  },
  504: badRequest,
};

const OTHER: StatusMessage = {
  message: "خطای غیرمنتظره‌ای رخ داده است",
  description: "لطفاً دوباره تلاش کنید. اگر مشکل ادامه داشت، با پشتیبانی آوینوکس تماس بگیرید.",
};

export const ERROR_STATUSES = [400, 401, 403, 404, 429, 499, 500, 503, 504] as const;

export function statusMessages(status: number): StatusMessage {
  return STATUS_MESSAGES[status] ?? OTHER;
}

export const NO_RESPONSE_MESSAGE = "پاسخی از سرور دریافت نشد.";
export const CART_EMPTY_MESSAGE = "سبد خرید شما خالی است.";
export const HOME_BUTTON_LABEL = "صفحه اصلی";
