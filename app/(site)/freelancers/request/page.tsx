import type { Metadata } from "next";
import { PageHeading } from "@/components/catalog/page-heading";
import { FreelancerForm } from "@/components/freelancers/freelancer-form";
import { freelancersApi } from "@/lib/api/resources/freelancers";
import { publicServerApi } from "@/lib/api/server";
import { pageMetadata } from "@/lib/seo";
import { jalaliParts } from "@/shared/format/date";

export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  title: "ثبت‌نام فریلنسر",
  description: "در شبکه فریلنسرهای آوینوکس کرمان ثبت‌نام کنید: مشخصات، تخصص، رزومه، مهارت‌ها و شبکه‌های اجتماعی‌تان را بفرستید تا با پروژه‌ها و تیم‌ها آشنا شوید.",
  path: "/freelancers/request",
});

export default async function FreelancerRequestPage() {
  const categories = await freelancersApi.categories(publicServerApi(), { page: true });
  return (
    <>
      <PageHeading
        crumbs={[
          { href: "/freelancers", label: "فریلنسرها" },
          { href: "/freelancers/request", label: "ثبت‌نام فریلنسر" },
        ]}
        title="ثبت‌نام فریلنسر"
        lead="مشخصات، تخصص و رزومه‌تان را بفرستید. پس از بررسی و تایید تیم آوینوکس، پروفایل شما در فهرست فریلنسرها منتشر می‌شود و تیم‌ها و پروژه‌ها می‌توانند با شما کار کنند."
      />
      <div className="mx-auto max-w-4xl px-4 py-10 md:px-6">
        <section aria-labelledby="form-title">
          <h2 id="form-title" className="mb-5 text-xl font-extrabold">
            فرم ثبت‌نام
          </h2>
          <FreelancerForm categories={categories.map(({ id, name }) => ({ id, name }))} thisYear={jalaliParts(new Date()).year} />
        </section>
      </div>
    </>
  );
}
