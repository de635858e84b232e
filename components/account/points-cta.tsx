"use client";
// The club's call to action: members go to their points, visitors sign in and land there.
import { Link } from "@/components/navigation/link";
import { useRouter } from "next/navigation";
import { openSignIn, useSession } from "@/lib/auth/session";

const ctaClass =
  "inline-flex items-center justify-center rounded-xl bg-brand-700 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-800";

export function PointsCta() {
  const session = useSession();
  const router = useRouter();
  if (session.status === "signed-in") {
    return (
      <Link href="/profile/scores" className={ctaClass}>
        امتیازهای من
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={() => openSignIn({ afterLogin: () => router.push("/profile/scores") })}
      className={ctaClass}
    >
      ورود و عضویت در باشگاه
    </button>
  );
}
