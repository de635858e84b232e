// Shapes of the account-area API (documents, addresses, legal info, invitations, points) and the
// club's rules, which the API applies and the pages explain.
import type { City, Province } from "@/lib/geo/iran";
import type { RequestFile } from "./requests";

export type { City, Province };

/** A file sent with one of my requests (GET /v1/user/uploads). */
export type UserUpload = RequestFile & {
  created_at: string;
  request: { id: number; tracking_code: string; kind_label: string };
};

export type Address = {
  id: number;
  title: string;
  province_id: number;
  province_name: string;
  city_id: number;
  city_name: string;
  address: string;
  postal_code: string;
  phone: string | null;
  created_at: string;
};

export type LegalInfo = {
  id: number;
  company_name: string;
  national_id: string;
  registration_number: string;
  economic_code: string | null;
  address: string;
  phone: string;
  created_at: string;
  updated_at: string;
};

/** Invite codes: 8 characters without 0/O and 1/I/L, easy to read out and type. */
export const INVITE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/** The code as typed or carried in a link (any case, spaces around), or undefined if it can't be one. */
export function normalizeInviteCode(raw: string | null | undefined): string | undefined {
  const code = raw?.trim().toUpperCase();
  return code && INVITE_CODE_PATTERN.test(code) ? code : undefined;
}

export type InviteInfo = {
  invite_code: string;
  invite_url: string;
  /** Friends who created an account with my link. */
  invited_count: number;
  /** Points my invitations earned. */
  points: number;
};

export type PointReason = "invite" | "event" | "profile";

export type PointEntry = {
  id: number;
  points: number;
  reason: string;
  reason_label: string;
  description: string;
  created_at: string;
};

export type ClubLevelKey = "bronze" | "silver" | "gold";
export type ClubLevel = { key: ClubLevelKey; name: string; min: number };

export type PointsSummary = {
  total: number;
  level: ClubLevel;
  /** The next level up, or null at the top. */
  next_level: ClubLevel | null;
  points_to_next: number | null;
  /** Newest first. */
  entries: PointEntry[];
};

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
  { reason: "invite", points: INVITE_POINTS, title: "دعوت از دوستان", description: "هر دوستی که با پیوند دعوت شما در آوینوکس حساب بسازد." },
  { reason: "event", points: EVENT_POINTS, title: "شرکت در رویدادها", description: "هر رویداد آوینوکس که در آن ثبت‌نام کنید و حضور داشته باشید." },
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
