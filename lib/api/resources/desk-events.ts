// The desk's event endpoints (/v1/admin/events...) and the public seat offer of an SMS link
// (/v1/event-seat-offers/{token}), as the desk's pages, the offer page and their buttons call them.
import type { ApiCallOptions, ApiClient } from "../client";
import type {
  DeskAttendee,
  DeskCancelAnswer,
  DeskEventAttendees,
  DeskEventItem,
  SeatOfferView,
} from "@/shared/types/desk-events";

const attendeePath = (eventId: number, requestId: number) => `/v1/admin/events/${eventId}/attendees/${requestId}`;
const offerPath = (token: string) => `/v1/event-seat-offers/${encodeURIComponent(token)}`;

/** A closed registration or an expired link (409, 410): the caller shows the API's message itself. */
const SHOWN_BY_CALLER = [409, 410] as const;

export const deskEventsApi = {
  events: (api: ApiClient, options?: ApiCallOptions) => api.get<DeskEventItem[]>("/v1/admin/events", options),
  attendees: (api: ApiClient, eventId: number, q: string | undefined, options?: ApiCallOptions) =>
    api.get<DeskEventAttendees>(`/v1/admin/events/${eventId}/attendees`, { ...options, params: q ? { q } : {} }),
  checkIn: (api: ApiClient, eventId: number, requestId: number) =>
    api.post<DeskAttendee>(`${attendeePath(eventId, requestId)}/check-in`, {}, { shownByCaller: SHOWN_BY_CALLER }),
  undoCheckIn: (api: ApiClient, eventId: number, requestId: number) =>
    api.delete<DeskAttendee>(`${attendeePath(eventId, requestId)}/check-in`, { shownByCaller: SHOWN_BY_CALLER }),
  cancel: (api: ApiClient, eventId: number, requestId: number, note?: string) =>
    api.post<DeskCancelAnswer>(`${attendeePath(eventId, requestId)}/cancel`, note ? { note } : {}, {
      shownByCaller: SHOWN_BY_CALLER,
    }),
};

export const seatOfferApi = {
  view: (api: ApiClient, token: string, options?: ApiCallOptions) => api.get<SeatOfferView>(offerPath(token), options),
  accept: (api: ApiClient, token: string) =>
    api.post<SeatOfferView>(`${offerPath(token)}/accept`, {}, { shownByCaller: SHOWN_BY_CALLER }),
  decline: (api: ApiClient, token: string) =>
    api.post<SeatOfferView>(`${offerPath(token)}/decline`, {}, { shownByCaller: SHOWN_BY_CALLER }),
};

export const deskEventPath = (id: number) => `/admin/events/${id}`;
export const seatOfferPagePath = (token: string) => `/events/offer/${token}`;
