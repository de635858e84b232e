// Any /api path with no handler answers the JSON 404 envelope, never the site's HTML page.
import { notShared } from "@/server/cache/public-reads";
import { notFound } from "@/server/http/errors";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

const unknownEndpoint = apiHandler(
  async () => {
    throw notFound("این نشانی در API وجود ندارد.");
  },
  { cache: notShared },
);

export {
  unknownEndpoint as GET,
  unknownEndpoint as POST,
  unknownEndpoint as PUT,
  unknownEndpoint as PATCH,
  unknownEndpoint as DELETE,
};
