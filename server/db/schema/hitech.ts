// Hi-tech projects that look for partners.
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { id, headline, jsonList, publicContentState, coverPicture } from "./columns";

export const hitechProjects = pgTable(
  "hitech_projects",
  {
    id: id(),
    /** The slug is made from the title when the desk creates a project; the public addresses a project by its id (/projects/{id}). */
    ...headline(),
    field: text("field").notNull(),
    /** The project's stage: recruiting | in-progress | completed (the public API calls it `status`). */
    stage: text("stage").notNull(),
    partner: text("partner").notNull(),
    /** A cover without its text alternative reads "تصویر پروژه <title>". */
    ...coverPicture(),
    needs: jsonList("needs"),
    technologies: jsonList("technologies"),
    /** Rial; the project's budget, shown as a range to applicants. */
    budget: integer("budget"),
    durationMonths: integer("duration_months").notNull(),
    /** The content lifecycle (shared/content.ts): the projects seeded before it are published (a hidden one became a draft). */
    ...publicContentState(),
  },
  (t) => [index("hitech_projects_status_idx").on(t.status)],
);
