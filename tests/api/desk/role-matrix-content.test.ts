// The admin API's role matrix for the content desk's endpoints (the requests, staff, SMS and audit
// endpoints: ./role-matrix.test.ts): nobody signed in gets 401, an ordinary user and a reviewer 403,
// an editor and an admin what the endpoint answers.
import { describe } from "vitest";
import { GET as contentBusiness } from "@/app/api/v1/admin/content/businesses/[id]/route";
import { GET as contentBusinesses } from "@/app/api/v1/admin/content/businesses/route";
import { GET as contentCounts } from "@/app/api/v1/admin/content/counts/route";
import { GET as contentJob } from "@/app/api/v1/admin/content/jobs/[id]/route";
import { GET as contentJobUnit } from "@/app/api/v1/admin/content/jobs/units/[id]/route";
import { GET as contentJobUnitVersions } from "@/app/api/v1/admin/content/jobs/units/[id]/versions/route";
import { GET as contentJobUnits } from "@/app/api/v1/admin/content/jobs/units/route";
import { GET as contentEventChoices } from "@/app/api/v1/admin/content/events/choices/route";
import { GET as contentJobs } from "@/app/api/v1/admin/content/jobs/route";
import { POST as discardSiteSettingDraft } from "@/app/api/v1/admin/content/site/[key]/discard/route";
import { PUT as saveSiteSettingDraft } from "@/app/api/v1/admin/content/site/[key]/draft/route";
import { POST as publishSiteSettingDraft } from "@/app/api/v1/admin/content/site/[key]/publish/route";
import { GET as contentSiteSetting, PUT as saveSiteSetting } from "@/app/api/v1/admin/content/site/[key]/route";
import { GET as contentSite } from "@/app/api/v1/admin/content/site/route";
import { GET as contentProject } from "@/app/api/v1/admin/content/projects/[id]/route";
import { GET as contentProjects } from "@/app/api/v1/admin/content/projects/route";
import { GET as contentPresent } from "@/app/api/v1/admin/content/presents/[id]/route";
import { GET as contentPresents } from "@/app/api/v1/admin/content/presents/route";
import { GET as contentCoupon } from "@/app/api/v1/admin/content/coupons/[id]/route";
import { GET as contentCoupons } from "@/app/api/v1/admin/content/coupons/route";
import { GET as contentPlan } from "@/app/api/v1/admin/content/plans/[id]/route";
import { GET as contentPlans } from "@/app/api/v1/admin/content/plans/route";
import { GET as contentBranch } from "@/app/api/v1/admin/content/branches/[id]/route";
import { GET as contentBranches } from "@/app/api/v1/admin/content/branches/route";
import { GET as contentSpace } from "@/app/api/v1/admin/content/spaces/[id]/route";
import { GET as contentSpaces } from "@/app/api/v1/admin/content/spaces/route";
import { GET as contentFreelancer } from "@/app/api/v1/admin/content/freelancers/[id]/route";
import { GET as contentFreelancers } from "@/app/api/v1/admin/content/freelancers/route";
import { GET as contentMentor } from "@/app/api/v1/admin/content/mentors/[id]/route";
import { GET as contentMentors } from "@/app/api/v1/admin/content/mentors/route";
import { GET as contentFaqItem } from "@/app/api/v1/admin/content/faq/[id]/route";
import { GET as contentFaqCategories } from "@/app/api/v1/admin/content/faq/categories/route";
import { GET as contentFaq } from "@/app/api/v1/admin/content/faq/route";

import { editsContent, itAnswersEachCaller, roleMatrixSetup, type Endpoint } from "../../support/role-matrix";

describe("the admin API's role matrix: the content desk", () => {
  const { accounts } = roleMatrixSetup();
  const endpoints: Endpoint[] = [
    {
      name: "GET admin/content/businesses",
      method: "GET",
      handler: contentBusinesses,
      path: "admin/content/businesses",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/counts",
      method: "GET",
      handler: contentCounts,
      path: "admin/content/counts",
      expect: editsContent(200),
    },
    // No business in this database: the role check passes, then the business is not found (404).
    {
      name: "GET admin/content/businesses/{id}",
      method: "GET",
      handler: contentBusiness,
      path: "admin/content/businesses/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/faq",
      method: "GET",
      handler: contentFaq,
      path: "admin/content/faq",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/faq/{id}",
      method: "GET",
      handler: contentFaqItem,
      path: "admin/content/faq/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/faq/categories",
      method: "GET",
      handler: contentFaqCategories,
      path: "admin/content/faq/categories",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/jobs",
      method: "GET",
      handler: contentJobs,
      path: "admin/content/jobs",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/jobs/{id}",
      method: "GET",
      handler: contentJob,
      path: "admin/content/jobs/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/jobs/units",
      method: "GET",
      handler: contentJobUnits,
      path: "admin/content/jobs/units",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/jobs/units/{id}",
      method: "GET",
      handler: contentJobUnit,
      path: "admin/content/jobs/units/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/jobs/units/{id}/versions",
      method: "GET",
      handler: contentJobUnitVersions,
      path: "admin/content/jobs/units/x/versions",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/events/choices",
      method: "GET",
      handler: contentEventChoices,
      path: "admin/content/events/choices",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/site",
      method: "GET",
      handler: contentSite,
      path: "admin/content/site",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/site/{key}",
      method: "GET",
      handler: contentSiteSetting,
      path: "admin/content/site/contact",
      params: { key: "contact" },
      expect: editsContent(200),
    },
    // Saved against a version that never was: the role check passes, then the save is refused as stale (409), so the matrix changes nothing.
    {
      name: "PUT admin/content/site/{key}",
      method: "PUT",
      handler: saveSiteSetting,
      path: "admin/content/site/stats",
      params: { key: "stats" },
      body: () => ({ value: { members: 1, startups: 1, events: 1, mentors: 1 }, version: 999 }),
      expect: editsContent(409),
    },
    {
      name: "PUT admin/content/site/{key}/draft",
      method: "PUT",
      handler: saveSiteSettingDraft,
      path: "admin/content/site/stats/draft",
      params: { key: "stats" },
      body: () => ({ value: { members: 1, startups: 1, events: 1, mentors: 1 }, version: 999 }),
      expect: editsContent(409),
    },
    {
      name: "POST admin/content/site/{key}/publish",
      method: "POST",
      handler: publishSiteSettingDraft,
      path: "admin/content/site/stats/publish",
      params: { key: "stats" },
      body: () => ({ version: 999 }),
      expect: editsContent(409),
    },
    {
      name: "POST admin/content/site/{key}/discard",
      method: "POST",
      handler: discardSiteSettingDraft,
      path: "admin/content/site/stats/discard",
      params: { key: "stats" },
      body: () => ({ version: 999 }),
      expect: editsContent(409),
    },
    {
      name: "GET admin/content/projects",
      method: "GET",
      handler: contentProjects,
      path: "admin/content/projects",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/projects/{id}",
      method: "GET",
      handler: contentProject,
      path: "admin/content/projects/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/presents",
      method: "GET",
      handler: contentPresents,
      path: "admin/content/presents",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/presents/{id}",
      method: "GET",
      handler: contentPresent,
      path: "admin/content/presents/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/plans",
      method: "GET",
      handler: contentPlans,
      path: "admin/content/plans",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/plans/{id}",
      method: "GET",
      handler: contentPlan,
      path: "admin/content/plans/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/coupons",
      method: "GET",
      handler: contentCoupons,
      path: "admin/content/coupons",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/coupons/{id}",
      method: "GET",
      handler: contentCoupon,
      path: "admin/content/coupons/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/spaces",
      method: "GET",
      handler: contentSpaces,
      path: "admin/content/spaces",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/spaces/{id}",
      method: "GET",
      handler: contentSpace,
      path: "admin/content/spaces/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/branches",
      method: "GET",
      handler: contentBranches,
      path: "admin/content/branches",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/branches/{id}",
      method: "GET",
      handler: contentBranch,
      path: "admin/content/branches/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/mentors",
      method: "GET",
      handler: contentMentors,
      path: "admin/content/mentors",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/freelancers",
      method: "GET",
      handler: contentFreelancers,
      path: "admin/content/freelancers",
      expect: editsContent(200),
    },
    {
      name: "GET admin/content/freelancers/{id}",
      method: "GET",
      handler: contentFreelancer,
      path: "admin/content/freelancers/x",
      id: () => "999999",
      expect: editsContent(404),
    },
    {
      name: "GET admin/content/mentors/{id}",
      method: "GET",
      handler: contentMentor,
      path: "admin/content/mentors/x",
      id: () => "999999",
      expect: editsContent(404),
    },
  ];

  itAnswersEachCaller(endpoints, accounts);
});
