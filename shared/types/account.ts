// Shapes of the account-area API (documents, addresses, legal info, invitations, points) and the
// club's rules, which the API applies and the pages explain.
import type { City, Province } from "@/shared/geo/iran";
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
