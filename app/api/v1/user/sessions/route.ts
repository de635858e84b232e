// GET /api/v1/user/sessions (signed in): my live sessions, most recently used first; the one this
// call rides on is marked `current`.
import type { UserSession } from "@/shared/types/sessions";
import { requireCaller } from "@/server/auth/request-auth";
import { listLiveSessions } from "@/server/auth/sessions";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request): Promise<UserSession[]> => {
    const caller = await requireCaller(request);
    return (await listLiveSessions(caller.user.id)).map((session) => ({
      id: session.id,
      user_agent: session.userAgent,
      created_at: session.createdAt.toISOString(),
      last_used_at: session.lastUsedAt.toISOString(),
      current: session.id === caller.session.id,
    }));
  },
  { cache: notShared },
);
