// POST /api/v1/csp-report: browsers report Content-Security-Policy violations here (report-uri).
import { apiHandler, parseJsonText } from "@/server/http/handler";
import { clientNetwork } from "@/server/http/client-address";
import { enforce } from "@/server/rate-limit";
import { recordViolations, violationsOf } from "@/server/security/csp-reports";

export const dynamic = "force-dynamic";

export const POST = apiHandler(
  async (request: Request) => {
    await enforce(`csp-report:${clientNetwork(request)}`, 100, 3600);
    await recordViolations(violationsOf(parseJsonText(await request.text())));
    return new Response(null, { status: 204 });
  },
  { body: "csp-report", maxBytes: 16 * 1024 },
);
