// The club's rules, which the API applies and the pages explain: invite codes, points per
// reason, levels by total.
import type { ClubLevel, PointReason } from "./types/account";

export const INVITE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/** The code as typed or carried in a link (any case, spaces around), or undefined if it can't be one. */
export function normalizeInviteCode(raw: string | null | undefined): string | undefined {
  const code = raw?.trim().toUpperCase();
  return code && INVITE_CODE_PATTERN.test(code) ? code : undefined;
}

/** Club levels by total points (برنزی ۰+، نقره‌ای ۲۰۰+، طلایی ۵۰۰+), lowest first. */
export const CLUB_LEVELS: readonly ClubLevel[] = [
  { key: "bronze", name: "برنزی", min: 0 },
  { key: "silver", name: "نقره‌ای", min: 200 },
  { key: "gold", name: "طلایی", min: 500 },
];

/** Points a friend's new account earns the person who invited them. */
export const INVITE_POINTS = 50;
/** Points for attending an event (the rule as announced; awarded by staff for now). */
export const EVENT_POINTS = 20;

export const POINT_REASON_LABELS: Record<PointReason, string> = {
  invite: "دعوت از دوستان",
  event: "شرکت در رویداد",
  profile: "تکمیل اطلاعات حساب",
};

/** How points are earned, as the club explains it. */
export const POINT_RULES: ReadonlyArray<{ reason: PointReason; points: number; title: string; description: string }> = [
  {
    reason: "invite",
    points: INVITE_POINTS,
    title: "دعوت از دوستان",
    description: "هر دوستی که با پیوند دعوت شما در آوینوکس حساب بسازد.",
  },
  {
    reason: "event",
    points: EVENT_POINTS,
    title: "شرکت در رویدادها",
    description: "هر رویداد آوینوکس که در آن ثبت‌نام کنید و حضور داشته باشید.",
  },
];

export function pointReasonLabel(reason: string): string {
  return POINT_REASON_LABELS[reason as PointReason] ?? "امتیاز";
}

/** The level of a total, and the next one up. */
export function clubLevelOf(total: number): { level: ClubLevel; next: ClubLevel | null } {
  let index = 0;
  CLUB_LEVELS.forEach((level, i) => {
    if (total >= level.min) index = i;
  });
  return { level: CLUB_LEVELS[index]!, next: CLUB_LEVELS[index + 1] ?? null };
}
