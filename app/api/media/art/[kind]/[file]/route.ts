// GET /api/media/art/{kind}/{seed}.svg: the drawn pictures of the seeded content (server/media/art).
// The site's pictures keep the address artUrl() gives them and databases store, /media/art/…,
// which app/media/art answers by re-exporting this handler.
// A seed that cannot be decoded (`%zz`) names no picture: 404, like an unknown kind, in the API's
// error envelope as every answer under /api.
import { decodeRouteParam } from "@/lib/route-params";
import { HttpError } from "@/server/http/errors";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { ART_KINDS, renderArt, type ArtKind } from "@/server/media/art";
import { artQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const GET = apiHandler(
  async (request: Request, { params }: { params: Promise<{ kind: string; file: string }> }) => {
    const { kind, file } = await params;
    const seed = file.endsWith(".svg") ? decodeRouteParam(file.slice(0, -4)) : undefined;
    if (!(ART_KINDS as readonly string[]).includes(kind) || seed === undefined) throw new HttpError(404);
    const { label } = parseQuery(artQuery, new URL(request.url).searchParams);
    const svg = renderArt(kind as ArtKind, seed.slice(0, 120), label);
    return new Response(svg, {
      headers: {
        "Content-Type": "image/svg+xml; charset=utf-8",
        "Cache-Control": "public, max-age=31536000, immutable",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  },
  { cache: notShared },
);
