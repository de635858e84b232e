// Shapes of the desk's event endpoints (/api/v1/admin/events...) and of the public seat offer
// (/api/v1/event-seat-offers/{token}).
import type { RequestStatus } from "../request-labels";

export const SEAT_OFFER_STATUSES = {
  pending: "در انتظار پاسخ",
  accepted: "پذیرفته شد",
  declined: "نپذیرفت",
  expired: "مهلت تمام شد",
} as const;

export type SeatOfferStatus = keyof typeof SEAT_OFFER_STATUSES;

/** One event on the desk's list, with its seats. */
export type DeskEventItem = {
  id: number;
  slug: string;
  title: string;
  starts_at: string;
  ends_at: string;
  location_title: string;
  capacity: number;
  /** Seats taken, held offers included (the count the public page subtracts from the capacity). */
  seats_taken: number;
  /** Registrations on the site that hold a seat (not cancelled). */
  seated: number;
  waiting: number;
  checked_in: number;
  /** Seats held for someone on the waiting list until their SMS link lapses. */
  held: number;
};

export type DeskSeatOffer = {
  status: SeatOfferStatus;
  status_label: string;
  expires_at: string;
  decided_at: string | null;
};

export type DeskAttendee = {
  id: number;
  tracking_code: string;
  full_name: string;
  mobile: string;
  status: RequestStatus;
  status_label: string;
  registered_at: string;
  checked_in_at: string | null;
  /** The latest seat offered to this person from the waiting list, if any. */
  offer: DeskSeatOffer | null;
};

/** GET /v1/admin/events/{id}/attendees: the seated in order of registration, the waiting list in waiting order. */
export type DeskEventAttendees = {
  event: DeskEventItem;
  seated: DeskAttendee[];
  waiting: DeskAttendee[];
  /** The search the lists were narrowed by, if any. */
  q: string | null;
};

/** What a cancellation did: the seat went to someone on the waiting list (by SMS), or is free. */
export type DeskCancelAnswer = { attendee: DeskAttendee; offered_to: { id: number; full_name: string } | null };

/** GET /v1/event-seat-offers/{token}: what the person holding the SMS link sees. */
export type SeatOfferView = {
  status: SeatOfferStatus;
  status_label: string;
  expires_at: string;
  event: { id: number; slug: string; title: string; starts_at: string; location_title: string };
  full_name: string;
  /** The registration's tracking code, once the seat is theirs. */
  tracking_code: string | null;
};

/** What a seat offer's link token looks like (random base64url): anything else names no offer. */
export const isSeatOfferToken = (token: string): boolean => /^[A-Za-z0-9_-]{20,100}$/.test(token);
