// What the reservation form and its schema both need without the schema itself: the rules page
// and the range of days a start may be suggested on. Free of zod, so the form's first load stays light
// (the schema loads at the form's first check).
/** The reservation rules page the acceptance checkbox links to. */
export const RESERVATION_TERMS_PATH = "/page/reservation-terms";

/** How far ahead a start date may be suggested. */
export const SUGGESTED_DATE_MAX_DAYS = 365;
