// How plans and branches read and link: period names, map and directions URLs.
import { PLAN_PERIOD_LABELS, type PlanPeriod } from "@/shared/types/workspaces";

export const PERIOD_LABELS = PLAN_PERIOD_LABELS;

export function periodLabel(period: string): string {
  return PERIOD_LABELS[period as PlanPeriod] ?? period;
}

const coordinate = (value: number) => value.toFixed(5);

/** An OpenStreetMap embed around a point, with a marker on it. */
export function osmEmbedUrl(lat: number, lng: number): string {
  const bbox = [lng - 0.008, lat - 0.005, lng + 0.008, lat + 0.005].map(coordinate).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${coordinate(lat)},${coordinate(lng)}`)}`;
}

/** The same place on openstreetmap.org, for a bigger map. */
export function osmPageUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${coordinate(lat)}&mlon=${coordinate(lng)}#map=17/${coordinate(lat)}/${coordinate(lng)}`;
}

/** Turn-by-turn directions to a point. */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
