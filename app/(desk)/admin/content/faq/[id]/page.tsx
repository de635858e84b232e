import type { Metadata } from "next";
import { FaqEditor } from "@/components/desk/content/faq-editor";
import { faqCategoriesApi } from "@/lib/api/resources/desk-content";
import { DESK_KINDS } from "../../desk-kinds";
import { contentEditPage } from "../../item-pages";

export const metadata: Metadata = { title: "ویرایش پرسش" };

// One FAQ question in the desk: its fields, its publishing and its versions.
export default contentEditPage({
  kind: DESK_KINDS.faq,
  choices: (api) => faqCategoriesApi.list(api, { page: true }),
  editor: ({ item, versions, choices }) => <FaqEditor item={item} categories={choices} versions={versions} />,
});
