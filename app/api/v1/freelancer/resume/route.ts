// GET /api/v1/freelancer/resume?id=: the printable resume of a freelancer who made it public.
import { site } from "@/shared/site";
import { getDb } from "@/server/db/client";
import { RESUME_NOT_FOUND } from "@/server/freelancers/http";
import { expandFreelancers, findFreelancer } from "@/server/freelancers/queries";
import { renderResume } from "@/server/freelancers/resume";
import { notFound } from "@/server/http/errors";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { detailQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const id = parseQuery(detailQuery, new URL(request.url).searchParams).id;
    const db = await getDb();
    const row = id === undefined ? undefined : await findFreelancer(db, id);
    if (!row || !row.resumePublic || !row.resumeUrl) throw notFound(RESUME_NOT_FOUND);
    const [freelancer] = await expandFreelancers(db, [row], new Set(["category"]));
    return new Response(renderResume(freelancer!, site.title), {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Disposition": `inline; filename="resume-${row.id}.html"`,
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
        "X-Robots-Tag": "noindex",
        "Cache-Control": "no-store",
      },
    });
  },
  { cache: notShared },
);
