import "server-only";
// An iCalendar file for "add to calendar": one VEVENT per session of the event.
import type { EventDetail } from "@/shared/types/events";

const stamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/**
 * RFC 5545 text: escape specials. Every line break (CRLF, a lone CR or LF, U+2028/2029, NEL)
 * becomes `\n` and other control characters go, so stored text can never end its line and start
 * a property of its own (an ATTENDEE, an ALARM).
 */
function text(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, "\\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}

function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const ch of line) {
    if (Buffer.byteLength(current + ch, "utf8") > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = "";
    }
    current += ch;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function eventCalendar(event: EventDetail, siteUrl: string): string {
  const sessions = event.eventTimes?.length
    ? event.eventTimes.map((t) => ({
        uid: `event-${event.id}-time-${t.id}`,
        title: `${event.title}: ${t.title}`,
        start: t.starts_at,
        end: t.ends_at,
      }))
    : [{ uid: `event-${event.id}`, title: event.title, start: event.starts_at, end: event.ends_at }];
  const url = `${siteUrl.replace(/\/$/, "")}/events/${encodeURIComponent(event.slug)}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Avinox//Events//FA",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...sessions.flatMap((s) => [
      "BEGIN:VEVENT",
      `UID:${s.uid}@avinox.ir`,
      `DTSTAMP:${stamp(new Date().toISOString())}`,
      `DTSTART:${stamp(s.start)}`,
      `DTEND:${stamp(s.end)}`,
      `SUMMARY:${text(s.title)}`,
      `DESCRIPTION:${text(`${event.summary}\n${url}`)}`,
      `LOCATION:${text(`${event.location_title}، ${event.address}`)}`,
      `URL:${url}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
