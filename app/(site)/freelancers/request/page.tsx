import type { Metadata } from "next";
import { RequestPage } from "@/components/layout/request-page";
import { FreelancerForm } from "@/components/freelancers/freelancer-form";
import { freelancersApi } from "@/lib/api/resources/freelancers";
import { publicServerApi } from "@/render/api";
import { pageMetadata } from "@/lib/seo";
import { jalaliParts } from "@/shared/format/date";
import { sharedPage } from "@/render/page-rule";
import { categoryChoices } from "@/render/category-choices";

export const metadata: Metadata = pageMetadata({
  title: "ثبت‌نام فریلنسر",
  description:
    "در شبکه فریلنسرهای آوینوکس کرمان ثبت‌نام کنید: مشخصات، تخصص، رزومه، مهارت‌ها و شبکه‌های اجتماعی‌تان را بفرستید تا با پروژه‌ها و تیم‌ها آشنا شوید.",
  path: "/freelancers/request",
});

async function FreelancerRequestPage() {
  const categories = await freelancersApi.categories(publicServerApi(), { page: true });
  return (
    <RequestPage
      trail={[{ href: "/freelancers", label: "فریلنسرها" }]}
      path="/freelancers/request"
      title="ثبت‌نام فریلنسر"
      lead="مشخصات، تخصص و رزومه‌تان را بفرستید. پس از بررسی و تایید تیم آوینوکس، پروفایل شما در فهرست فریلنسرها منتشر می‌شود و تیم‌ها و پروژه‌ها می‌توانند با شما کار کنند."
      formTitle="فرم ثبت‌نام"
    >
      <FreelancerForm categories={categoryChoices(categories)} thisYear={jalaliParts(new Date()).year} />
    </RequestPage>
  );
}

export default sharedPage(FreelancerRequestPage);
