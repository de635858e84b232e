import { Link } from "@/components/navigation/link";
import type { Metadata } from "next";
import { SessionList, type SessionRow } from "@/components/account/session-list";
import { sessionsApi } from "@/lib/api/resources/sessions";
import { authServerApi } from "@/render/api";
import { requireIdentity } from "@/render/auth";
import { formatJalaliDateTime } from "@/shared/format/date";
import { describeUserAgent } from "@/shared/format/user-agent";
import { pageMetadata } from "@/lib/seo";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "نشست‌های فعال",
  description: "دستگاه‌ها و مرورگرهایی که با حساب آوینوکس شما وارد شده‌اند، و پایان دادن به هر کدام.",
  path: "/profile/sessions",
  noindex: true,
});

async function SessionsPage() {
  await requireIdentity("/profile/sessions");
  const sessions = await sessionsApi.list(await authServerApi(), { page: true });
  // Worded here, on the server: the list reaches the browser ready to read.
  const rows: SessionRow[] = sessions.map((session) => ({
    id: session.id,
    device: describeUserAgent(session.user_agent),
    lastUsed: formatJalaliDateTime(session.last_used_at),
    signedIn: formatJalaliDateTime(session.created_at),
    current: session.current,
  }));
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-black">نشست‌های فعال</h1>
        <p className="mt-2 leading-7 text-muted">
          دستگاه‌هایی که اکنون با حساب شما وارد شده‌اند. اگر دستگاهی را نمی‌شناسید، نشست آن را پایان دهید و{" "}
          <Link href="/profile/password" className="font-bold text-brand-800 underline underline-offset-4">
            رمز عبور خود را عوض کنید
          </Link>
          ؛ نشستی که مدتی استفاده نشود خودبه‌خود پایان می‌یابد.
        </p>
      </div>
      <SessionList sessions={rows} />
    </div>
  );
}

export default visitorPage(SessionsPage);
