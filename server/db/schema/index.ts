// The database schema (Drizzle, PostgreSQL dialect), one file per domain in this folder; this index
// hands them all on, so `@/server/db/schema` is the one import. Every public entity keeps a
// `searchText` (normalised Persian text of its searchable fields, see shared/format/persian-text) and
// a `viewCount` for the "most visited" sort. `npm run db:generate` reads this file (drizzle.config.ts).
export * from "./accounts";
export * from "./auth";
export * from "./businesses";
export * from "./coupons";
export * from "./events";
export * from "./faq";
export * from "./freelancers";
export * from "./hitech";
export * from "./jobs";
export * from "./media";
export * from "./mentors";
export * from "./pages";
export * from "./presents";
export * from "./publishing";
export * from "./requests";
export * from "./site";
export * from "./sms";
export * from "./staff";
export * from "./workspaces";
