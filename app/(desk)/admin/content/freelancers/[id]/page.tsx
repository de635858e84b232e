import type { Metadata } from "next";
import { FreelancerEditor } from "@/components/desk/content/freelancer-editor";
import { freelancersApi } from "@/lib/api/resources/freelancers";
import { DESK_KINDS } from "../../desk-kinds";
import { contentEditPage } from "../../item-pages";
import { categoryChoices } from "@/render/category-choices";

export const metadata: Metadata = { title: "ویرایش نمایه فریلنسر" };

// One freelancer's profile in the desk: its fields, its publishing and its versions.
export default contentEditPage({
  kind: DESK_KINDS.freelancers,
  choices: async (api) => categoryChoices(await freelancersApi.categories(api, { page: true })),
  editor: ({ item, versions, choices }) => <FreelancerEditor item={item} categories={choices} versions={versions} />,
});
