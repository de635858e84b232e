import "server-only";
// The content desk's routes for a kind of content (issue 14), the same for every kind that follows
// ./writes.ts: /api/v1/admin/content/<kind> lists (status | scheduled, q, sort, paging) and creates
// drafts (201); …/{id} reads and edits (with the version shown: 409 when stale); …/{id}/publish {publish_at?,
// version?} (at once, or ISO 8601 or a Jalali date and time on Tehran's clock), …/unpublish and
// …/archive {version?}; …/versions and …/versions/{n}/restore {version?}. Editors and admins only
// (./http.ts): a reviewer gets 403, nobody signed in 401. Each route file names its handler here.
import { getDb } from "@/server/db/client";
import { apiHandler, readJson } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { contentActionSchema, publishSchema } from "@/validation/content/event";
import type { DeskListRead } from "./desk-list";
import type { DeskCreate, DeskEdit } from "./desk-writes";
import { pathId, requireEditor, type IdContext, type VersionContext } from "./http";
import { listVersions } from "./versions";
import {
  findContentRow,
  getContent,
  parseContentFilter,
  publishContent,
  restoreContent,
  takeDownContent,
  type ContentItem,
  type ContentKind,
  type ContentRow,
} from "./writes";

export type DeskContentKind<Row extends ContentRow, Item extends ContentItem, Extra, Create, Patch> = {
  kind: ContentKind<Row, Item, Extra>;
  /** The desk's list (./desk-list.ts deskList). */
  list: DeskListRead;
  create: DeskCreate<Item, Create>;
  /** The edit (./desk-writes.ts fieldsEdit, or the kind's own write). */
  update: DeskEdit<Item, Patch>;
};

export function contentRoutes<Row extends ContentRow, Item extends ContentItem, Extra, Create, Patch>(
  desk: DeskContentKind<Row, Item, Extra, Create, Patch>,
) {
  const { kind } = desk;
  const itemId = (params: IdContext["params"]) => pathId(params, "id", kind.notFoundMessage);
  /** A move off the site, which takes only the version shown. */
  const takeDown = (move: "unpublish" | "archive") =>
    apiHandler(async (request: Request, { params }: IdContext) => {
      const staff = await requireEditor(request);
      const id = await itemId(params);
      const { version } = contentActionSchema.parse(await readJson(request));
      return takeDownContent(await getDb(), kind, staff, id, move, version);
    });

  return {
    list: apiHandler(async (request: Request) => {
      await requireEditor(request);
      const params = new URL(request.url).searchParams;
      const page = parsePagination(params, { defaultPerPage: 25, maxPerPage: 100 });
      const { items, total } = await desk.list(await getDb(), parseContentFilter(params), page, params);
      return listResponse(items, total, page);
    }),
    create: apiHandler(async (request: Request) => {
      const staff = await requireEditor(request);
      const input = desk.create.schema.parse(await readJson(request));
      return Response.json(await desk.create.write(await getDb(), staff, input), { status: 201 });
    }),
    read: apiHandler(async (request: Request, { params }: IdContext) => {
      await requireEditor(request);
      return getContent(await getDb(), kind, await itemId(params));
    }),
    update: apiHandler(async (request: Request, { params }: IdContext) => {
      const staff = await requireEditor(request);
      const id = await itemId(params);
      return desk.update.write(await getDb(), staff, id, desk.update.schema.parse(await readJson(request)));
    }),
    publish: apiHandler(async (request: Request, { params }: IdContext) => {
      const staff = await requireEditor(request);
      const id = await itemId(params);
      const { publish_at, version } = publishSchema.parse(await readJson(request));
      return publishContent(await getDb(), kind, staff, id, publish_at ?? null, version);
    }),
    unpublish: takeDown("unpublish"),
    archive: takeDown("archive"),
    versions: apiHandler(async (request: Request, { params }: IdContext) => {
      await requireEditor(request);
      const id = await itemId(params);
      const db = await getDb();
      await findContentRow(db, kind, id);
      return listVersions(db, kind.entity, id);
    }),
    restore: apiHandler(async (request: Request, { params }: VersionContext) => {
      const staff = await requireEditor(request);
      const id = await itemId(params);
      const restored = await pathId(params, "version", kind.versionNotFoundMessage);
      const { version } = contentActionSchema.parse(await readJson(request));
      return restoreContent(await getDb(), kind, staff, id, restored, version);
    }),
  };
}
